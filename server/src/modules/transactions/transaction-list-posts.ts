import type { Scope } from '../../world/app-deps';
import type { Sqlite } from '../../world/data-store';
import { postReads, postThroughGroups, type PostTables } from '../../lib/list-posts';

/** A fence post: the first key of its block and how many of the list's entries lie before that key. */
export interface Post {
  created_on: number;
  rid: number;
  before: number;
}

const TRANSACTION_POSTS: PostTables = { posts: 'transaction_list_posts', groups: 'transaction_list_groups', key: ['created_on', 'rid'] };

/**
 * The post of the block holding ascending position `position` of the scope's transaction list, or undefined
 * when the scope has no posts (then the list is read along its index as before).
 */
export function transactionPost(sqlite: Sqlite, scope: Scope, position: number): Post | undefined {
  const found = postThroughGroups(position, postReads<Omit<Post, 'before'>>(sqlite, scope, TRANSACTION_POSTS, 'n', 'created_on, rid'));
  // Built key by key: a literal adding keys after a spread leaves a hidden class behind each call (lib/scoped-params.ts).
  return found && { created_on: found.post.created_on, rid: found.post.rid, before: found.before };
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
  ORDER BY 2, 1 LIMIT +@limit OFFSET +@skip`;
