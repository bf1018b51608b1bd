import type { Scope } from '../../app-context';
import type { Sqlite } from '../../plugins/data-store';
import { prepared } from '../../lib/statements';
import type { PageWindow } from '../../lib/page-window';
import { scoped } from '../../lib/scoped-params';

/**
 * Skips shorter than this are read along the index as before; deeper pages start from a fence post
 * (migration 0015, docs/decisions/0018-list-fence-posts.md), whose block holds under 2,000 entries.
 */
export const POSTS_FROM = 2000;

/**
 * The ascending position (0 = the oldest) of a window's oldest row: the window reads `limit` rows, newest
 * first from `offset`, or oldest first from `offset` (pageWindow).
 */
export const oldestPosition = (total: number, w: PageWindow) => (w.fromOldest ? w.offset : total - w.offset - w.limit);

/** A fence post: the first key of its block and how many of the list's entries lie before that key. */
export interface Post {
  created_on: number;
  rid: number;
  before: number;
}

/**
 * The block holding ascending position `position`, from the posts' counts in the list's order: its index among the
 * posts and how many entries lie before it. A running sum in JavaScript over one read of the counts: the window
 * query that did it in SQL (`SUM(n) OVER (ORDER BY …)`) took 412 µs for a middle page of the `large` world's ledger,
 * this 252 µs (a plain SUM over the ~1,000 posts alone is 147 µs; decision 0018, 2026-11-25).
 */
export function blockOf(counts: readonly number[], position: number): { index: number; before: number } | undefined {
  let before = 0;
  for (let index = 0; index < counts.length; index++) {
    const n = counts[index]!;
    if (before + n > position) return { index, before };
    before += n;
  }
  return undefined;
}

const TRANSACTION_POSTS = 'FROM transaction_list_posts WHERE publisher_id = @publisherId AND env = @env ORDER BY created_on, rid';

/**
 * The post of the block holding ascending position `position` of the scope's transaction list, or undefined
 * when the scope has no posts (then the list is read along its index as before): about a thousand block counts
 * summed for a million transactions.
 */
export function transactionPost(sqlite: Sqlite, scope: Scope, position: number): Post | undefined {
  const block = blockOf(prepared(sqlite, `SELECT n ${TRANSACTION_POSTS}`).pluck().all(scope) as number[], position);
  if (!block) return undefined;
  const post = prepared(sqlite, `SELECT created_on, rid ${TRANSACTION_POSTS} LIMIT 1 OFFSET @index`).get(scoped(scope, { index: block.index })) as
    | Omit<Post, 'before'>
    | undefined;
  return post && { ...post, before: block.before };
}

/**
 * The page's keys (rowid, created_on), oldest first, from a post: the rest of the post's created_on from its
 * rowid on, then the later created_on, merged in the index's order (one range of (created_on, rowid) would be
 * searched on created_on alone and filter a long run of equal created_on, an upload's rows, one by one).
 * Parameters: the scope, @bc and @br (the post's key), @limit and @skip.
 */
export const KEYS_FROM_POST = `SELECT t.rowid AS rid, t.created_on AS createdOn FROM transactions t
    WHERE t.publisher_id = @publisherId AND t.env = @env AND t.created_on = @bc AND t.rowid >= @br
  UNION ALL
  SELECT t.rowid, t.created_on FROM transactions t
    WHERE t.publisher_id = @publisherId AND t.env = @env AND t.created_on > @bc
  ORDER BY 2, 1 LIMIT @limit OFFSET @skip`;
