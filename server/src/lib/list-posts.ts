import type { Scope } from './scope';
import type { Sqlite } from '@cashloop/db';
import type { PageWindow } from './page-window';
import { prepared } from './statements';

/**
 * Finding a deep page's fence post (migrations 0015 and 0016, docs/decisions/0018-list-fence-posts.md), the same for
 * the transaction list (transaction-list-posts.ts) and the ledger (ledger-posts.ts): a scope's list is cut into
 * blocks of about 500 entries, each block's first key a post holding its counts, and runs of 32 to 63 posts into
 * groups holding their posts' summed counts.
 */

/**
 * Skips shorter than this are read along the index as before; deeper pages start from a fence post, whose block
 * holds under 1,000 entries.
 */
export const POSTS_FROM = 1000;

/**
 * The ascending position (0 = the oldest) of a window's oldest row: the window reads `limit` rows, newest
 * first from `offset`, or oldest first from `offset` (pageWindow).
 */
export const oldestPosition = (total: number, w: PageWindow) => (w.fromOldest ? w.offset : total - w.offset - w.limit);

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
 * The four reads that find a position's post through the posts' groups: every group's count of the asked entries,
 * one group (by its index), that group's posts' counts, and one of its posts. Counts are read alone and keys only
 * for the one found: a key read with every count cost ~1.5 µs a row against ~0.25–0.5 (decision 0018, 2026-11-25
 * evening).
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

/** A list's posts and groups tables and their key's columns, in the list's ascending order (fixed names). */
export interface PostTables {
  posts: string;
  groups: string;
  key: readonly string[];
}

/** A group as read: its key's values, then how many posts it has. */
type GroupRow = readonly (number | string)[];

/**
 * The reads of `postThroughGroups` over a list's tables: `count` is the SQL of the asked entries' count in a row of
 * either table, `columns` what is read of the post found. A group's posts are read from its key on as one
 * row-value range: on the posts' own primary key (a WITHOUT ROWID table, the rowid a real column) SQLite seeks the
 * whole key, deep in a run of equal created_on too (an upload's posts share one), unlike the lists' indexes, where
 * the rowid is not part of the search (KEYS_FROM_POST). Parameters are positional: the scope, the group's key, then
 * the limit or offset, so a group row binds as it was read.
 */
export function postReads<P>(sqlite: Sqlite, scope: Scope, tables: PostTables, count: string, columns: string): PostReads<GroupRow, P> {
  const key = tables.key.join(', ');
  const inScope = 'publisher_id = ? AND env = ?';
  const groups = `FROM ${tables.groups} WHERE ${inScope} ORDER BY ${key}`;
  const fromGroup = `FROM ${tables.posts} WHERE ${inScope} AND (${key}) >= (${tables.key.map(() => '?').join(', ')}) ORDER BY ${key}`;
  const { publisherId, env } = scope;
  return {
    groupCounts: () => prepared(sqlite, `SELECT ${count} ${groups}`).pluck().all(publisherId, env) as number[],
    group: (index) => prepared(sqlite, `SELECT ${key}, posts ${groups} LIMIT 1 OFFSET +?`).raw().get(publisherId, env, index) as GroupRow | undefined,
    // The group row is its key and its size: the key's parameters, then the limit.
    postCounts: (group) => prepared(sqlite, `SELECT ${count} ${fromGroup} LIMIT +?`).pluck().all(publisherId, env, ...group) as number[],
    post: (group, index) =>
      prepared(sqlite, `SELECT ${columns} ${fromGroup} LIMIT 1 OFFSET +?`).get(publisherId, env, ...group.slice(0, -1), index) as P | undefined,
  };
}
