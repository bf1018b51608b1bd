import { cashbackStatuses, type CashbackStatus } from '@cashloop/shared';
import type { Scope } from '../../world/app-deps';
import type { Sqlite } from '../../world/data-store';
import { SCOPE } from './ledger.repo';
import { postReads, postThroughGroups, type PostTables } from '../../lib/list-posts';

/**
 * The ledger's fence posts (migrations 0015 and 0016, docs/decisions/0018-list-fence-posts.md): every block of
 * about 500 entries of a scope's cashback in (created_on, status, rowid) order carries its count per status, so
 * the position of a key in any status set's list is a sum over the posts before it. A deep page starts from
 * the post of its block and skips under 1,000 entries of the index instead of up to half the list.
 */

/** Each status's count column in cashback_list_posts (fixed names: safe to write into SQL). */
const COLUMN: Record<CashbackStatus, string> = {
  CREATED: 'created',
  BEING_VERIFIED: 'being_verified',
  VERIFIED: 'verified',
  RECEIVED: 'received',
  PAID: 'paid',
  DECLINED: 'declined',
  DISQUALIFIED: 'disqualified',
};

export interface LedgerPost {
  created_on: number;
  status: string;
  rid: number;
  /** Entries of the asked statuses before the post's key. */
  before: number;
  /** All entries (every status) in the post's block, and those of the asked statuses. */
  n: number;
  m: number;
}

const CASHBACK_POSTS: PostTables = { posts: 'cashback_list_posts', groups: 'cashback_list_groups', key: ['created_on', 'status', 'rid'] };

/**
 * The count of the asked statuses' entries in a post or group: their columns summed, or, when more than half
 * are asked, every entry less the others (the default filter, every status but DISQUALIFIED: `n - disqualified`).
 * Fewer columns read, less time: the sum is read for every group and every post of one (decision 0018,
 * 2026-11-25 evening).
 */
function askedCount(statuses: readonly CashbackStatus[]): string {
  if (statuses.length * 2 <= cashbackStatuses.length) return statuses.map((s) => COLUMN[s]).join(' + ');
  const others = cashbackStatuses.filter((s) => !statuses.includes(s));
  return others.length === 0 ? 'n' : `n - ${others.map((s) => COLUMN[s]).join(' - ')}`;
}

/**
 * The post of the block holding ascending position `position` of the list over `statuses`, found through the
 * posts' groups (migration 0016), or undefined when the scope has no posts (the list is then read along its
 * indexes as before).
 */
export function ledgerPost(sqlite: Sqlite, scope: Scope, statuses: readonly CashbackStatus[], position: number): LedgerPost | undefined {
  const found = postThroughGroups(
    position,
    postReads<Omit<LedgerPost, 'before' | 'm'>>(sqlite, scope, CASHBACK_POSTS, askedCount(statuses), 'created_on, status, rid, n'),
  );
  if (!found) return undefined;
  const { created_on, status, rid, n } = found.post;
  return { created_on, status, rid, before: found.before, n, m: found.count };
}

const KEY = 'c.rowid AS rid, c.created_on AS createdOn, c.status AS status';
const ASCENDING = 'ORDER BY 2, 3, 1';

/**
 * The keys at and after the post (@bc, @bs, @br) along cashback_scope_newest_status_idx, the status filtered in
 * the index: the rest of the post's (created_on, status) from its rowid on, then the later ones, merged in the
 * index's order (a range over (created_on, status, rowid) is searched on the first two and would filter a run of
 * equal ones, an upload's CREATED cashback, entry by entry).
 */
export function walkFromPost(filter: string): string {
  return `SELECT ${KEY} FROM cashback c INDEXED BY cashback_scope_newest_status_idx
      WHERE ${SCOPE} AND c.created_on = @bc AND c.status = @bs AND c.rowid >= @br ${filter}
    UNION ALL
    SELECT ${KEY} FROM cashback c INDEXED BY cashback_scope_newest_status_idx
      WHERE ${SCOPE} AND (c.created_on, c.status) > (@bc, @bs) ${filter}
    ${ASCENDING} LIMIT +@limit OFFSET +@skip`;
}

/**
 * One status's keys at and after the post along cashback_scope_status_idx, at most `limit`: `@r{i}` is the
 * first rowid of the post's created_on this status keeps (the post's rowid for its own status, none for an
 * earlier one, all for a later one: statusBounds).
 */
export const statusFromPost = (i: number, limit: string, skip = '') =>
  `SELECT * FROM (SELECT ${KEY} FROM cashback c INDEXED BY cashback_scope_status_idx
      WHERE ${SCOPE} AND c.status = @s${i} AND c.created_on = @bc AND c.rowid >= @r${i}
    UNION ALL
    SELECT ${KEY} FROM cashback c INDEXED BY cashback_scope_status_idx
      WHERE ${SCOPE} AND c.status = @s${i} AND c.created_on > @bc
    ${ASCENDING} LIMIT ${limit}${skip})`;

const MIN_ROWID = -(2 ** 63);
const MAX_ROWID = 2 ** 63 - 1;

/** Per asked status, from which rowid its entries of the post's created_on come at or after the post's key. */
export const statusBounds = (statuses: readonly CashbackStatus[], post: LedgerPost) =>
  Object.fromEntries(statuses.map((s, i) => [`r${i}`, s === post.status ? post.rid : s > post.status ? MIN_ROWID : MAX_ROWID]));
