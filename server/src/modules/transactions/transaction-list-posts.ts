import type { Scope } from '../../app-context';
import type { Sqlite } from '../../plugins/data-store';
import { prepared } from '../../lib/statements';
import type { PageWindow } from '../../lib/page-window';
import { scoped } from '../../lib/scoped-params';

/**
 * Skips shorter than this are read along the index as before; deeper pages start from a fence post
 * (migration 0015, docs/decisions/0018-list-fence-posts.md), whose block holds under 1,000 entries (500 since migration 0016).
 */
export const POSTS_FROM = 1000;

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
 * one read of every post's count summed here 252 µs (decision 0018, 2026-11-25).
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

/**
 * The four reads that find a position's post through the posts' groups (migration 0016): every group's count
 * of the asked entries, the key of one group (by its index), that group's posts' counts, and one of its posts.
 * Counts are read alone and keys only for the one found: a key read with every count cost ~1.5 µs a row
 * against ~0.25–0.5 (decision 0018, 2026-11-25 evening).
 */
export interface PostReads<G, P> {
  groupCounts(): number[];
  group(index: number): G | undefined;
  postCounts(group: G): number[];
  post(group: G, index: number): P | undefined;
}

/**
 * The post of the block holding ascending position `position`: the groups' counts summed to find the group,
 * then that group's posts' (32 to 63) to find the block: about 60 groups and one group's posts are read for a
 * million entries, where every post (~2,000 at 500 entries a block) would be. Answers the post and the asked
 * entries before its key and in its block; undefined when the scope has no groups or the position is past the end.
 */
export function postThroughGroups<G, P>(position: number, reads: PostReads<G, P>): { post: P; before: number; count: number } | undefined {
  const inGroup = blockOf(reads.groupCounts(), position);
  const group = inGroup && reads.group(inGroup.index);
  if (!inGroup || group === undefined) return undefined;
  const counts = reads.postCounts(group);
  const inBlock = blockOf(counts, position - inGroup.before);
  const post = inBlock && reads.post(group, inBlock.index);
  return inBlock && post !== undefined ? { post, before: inGroup.before + inBlock.before, count: counts[inBlock.index]! } : undefined;
}

const SCOPE = 'publisher_id = @publisherId AND env = @env';
const TRANSACTION_GROUPS = `FROM transaction_list_groups WHERE ${SCOPE} ORDER BY created_on, rid`;
/**
 * A group's posts, from its key (@gc, @gr) on. One row-value range: on the posts' own primary key (a WITHOUT
 * ROWID table, rid a real column) SQLite seeks the whole key, deep in a run of equal created_on too (an upload's
 * posts share one), unlike the lists' indexes, where the rowid is not part of the search (KEYS_FROM_POST).
 */
const groupPosts = (columns: string, limit: string) =>
  `SELECT ${columns} FROM transaction_list_posts WHERE ${SCOPE} AND (created_on, rid) >= (@gc, @gr) ORDER BY created_on, rid ${limit}`;

/**
 * The post of the block holding ascending position `position` of the scope's transaction list, or undefined
 * when the scope has no posts (then the list is read along its index as before).
 */
export function transactionPost(sqlite: Sqlite, scope: Scope, position: number): Post | undefined {
  type Group = { gc: number; gr: number; posts: number };
  const found = postThroughGroups<Group, Omit<Post, 'before'>>(position, {
    groupCounts: () => prepared(sqlite, `SELECT n ${TRANSACTION_GROUPS}`).pluck().all(scope) as number[],
    group: (index) => prepared(sqlite, `SELECT created_on AS gc, rid AS gr, posts ${TRANSACTION_GROUPS} LIMIT 1 OFFSET @index`).get(scoped(scope, { index })) as Group | undefined,
    postCounts: (group) => prepared(sqlite, groupPosts('n', 'LIMIT @posts')).pluck().all(scoped(scope, group)) as number[],
    post: (group, index) =>
      prepared(sqlite, groupPosts('created_on, rid', 'LIMIT 1 OFFSET @index')).get(scoped(scope, { gc: group.gc, gr: group.gr, index })) as Omit<Post, 'before'> | undefined,
  });
  return found && { ...found.post, before: found.before };
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
