import { cashbackStatuses, type CashbackStatus } from '@cashloop/shared';
import type { Scope } from '../../world/app-deps';
import { prepared } from '../../lib/statements';
import { allRows } from '../../lib/rows';
import type { Sqlite } from '../../world/data-store';
import { COLUMNS, SCOPE, type LedgerRow, type Page } from './ledger.repo';
import { newestFirst, pageWindow, type PageWindow } from '../../lib/page-window';
import { oldestPosition, POSTS_FROM } from '../../lib/list-posts';
import { ledgerPost, statusBounds, statusFromPost, walkFromPost, type LedgerPost } from './ledger-posts';
import { scoped } from '../../lib/scoped-params';

/**
 * The ledger over a set of statuses, newest first: created_on, then status, then rowid (ties in created_on
 * are rare; the order is total so pages never overlap). Two ways to find a page, whichever reads less
 * (docs/decisions/0016-large-scenario.md):
 * - walk cashback_scope_newest_status_idx (migration 0011) in created order, the status read from the
 *   index entry: the cost is the skipped entries, about `depth × all / asked`, each a cheap index step.
 *   Right for common statuses (the default filter is every status but DISQUALIFIED: ~98 % of the rows).
 * - merge each asked status's first `depth` entries of cashback_scope_status_idx: the cost is the rows
 *   merged, at most the asked statuses' counts. Right for rare statuses, whose rows the walk would dig for.
 * - one status: a plain skip along its range of cashback_scope_status_idx.
 * Either way a page past the middle is read from the oldest end (page-window.ts), and only the page's own
 * rows are joined to their retailer. The total is the maintained per-status count (decision 0008).
 * A page 1,000 or more entries from both ends starts from the fence post of its block instead (migration 0015,
 * ledger-posts.ts, docs/decisions/0018-list-fence-posts.md) and finds its rows the same three ways from there.
 */

/** A merged row costs about this many index steps (a sort entry against a b-tree step). */
const MERGE_COST = 20;

function statusCounts(sqlite: Sqlite, scope: Scope): Map<string, number> {
  const rows = prepared(
    sqlite,
    "SELECT status, n FROM scope_row_counts WHERE publisher_id = @publisherId AND env = @env AND entity = 'cashback'",
  ).all(scope) as { status: string; n: number }[];
  return new Map(rows.map((r) => [r.status, r.n]));
}

export function pageByStatuses(sqlite: Sqlite, scope: Scope, statuses: readonly CashbackStatus[], page: Page) {
  const counts = statusCounts(sqlite, scope);
  const asked = statuses.map((s) => counts.get(s) ?? 0);
  const total = asked.reduce((a, b) => a + b, 0);
  const w = pageWindow(total, page);
  if (!w) return { rows: [], total };
  const params = Object.fromEntries(statuses.map((s, i) => [`s${i}`, s]));
  const post = w.offset >= POSTS_FROM ? ledgerPost(sqlite, scope, statuses, oldestPosition(total, w)) : undefined;
  if (post) return { rows: pageFromPost(sqlite, scope, statuses, counts, post, oldestPosition(total, w) - post.before, w.limit, params), total };
  const depth = w.offset + w.limit;
  let all = 0;
  for (const n of counts.values()) all += n;
  const walk = (depth * all) / total;
  const merge = MERGE_COST * asked.reduce((sum, n) => sum + Math.min(n, depth), 0);
  const keys = statuses.length === 1 ? singleKeys(w) : walk <= merge ? walkKeys(statuses, w) : mergeKeys(statuses, w);
  const dir = w.fromOldest ? '' : ' DESC';
  const rows = allRows<LedgerRow>(
    prepared(
      sqlite,
      `SELECT ${COLUMNS} FROM (${keys}) k JOIN cashback c ON c.rowid = k.rid JOIN retailers r ON r.id = c.retailer_id
       ORDER BY k.createdOn${dir}, k.status${dir}, k.rid${dir}`,
    ),
    scoped(scope, params, { limit: w.limit, offset: w.offset, depth }),
  );
  return { rows: newestFirst(w, rows), total };
}

/**
 * A deep page from the fence post of its block (ledger-posts.ts): `skip` entries of the asked statuses after
 * the post, then `limit`, found the same three ways as from either end (the walk's cost judged by the block's
 * own share of asked statuses), read oldest first and put back newest first.
 */
function pageFromPost(
  sqlite: Sqlite,
  scope: Scope,
  statuses: readonly CashbackStatus[],
  counts: Map<string, number>,
  post: LedgerPost,
  skip: number,
  limit: number,
  params: Record<string, string>,
): LedgerRow[] {
  const depth = skip + limit;
  const walk = (depth * post.n) / post.m;
  const merge = MERGE_COST * statuses.reduce((sum, s) => sum + Math.min(counts.get(s) ?? 0, depth), 0);
  const keys =
    statuses.length === 1
      ? statusFromPost(0, '+@limit', ' OFFSET +@skip')
      : walk <= merge
        ? walkFromPost(statusFilter(statuses))
        : `SELECT * FROM (${statuses.map((_, i) => statusFromPost(i, '+@depth')).join(' UNION ALL ')}) ORDER BY 2, 3, 1 LIMIT +@limit OFFSET +@skip`;
  return allRows<LedgerRow>(
    prepared(
      sqlite,
      `SELECT ${COLUMNS} FROM (${keys}) k JOIN cashback c ON c.rowid = k.rid JOIN retailers r ON r.id = c.retailer_id
       ORDER BY k.createdOn, k.status, k.rid`,
    ),
    scoped(scope, params, statusBounds(statuses, post), { bc: post.created_on, bs: post.status, br: post.rid, limit, skip, depth }),
  ).reverse();
}

/** The walk's status test per index entry, the shorter one: every status asked needs none; the default (all but DISQUALIFIED) one `<>`. */
function statusFilter(statuses: readonly CashbackStatus[]): string {
  const others = cashbackStatuses.filter((s) => !statuses.includes(s));
  return others.length === 0
    ? ''
    : others.length < statuses.length
      ? `AND c.status NOT IN (${others.map((s) => `'${s}'`).join(', ')})`
      : `AND c.status IN (${statuses.map((_, i) => `@s${i}`).join(', ')})`;
}

const order = (w: PageWindow, created: string, status: string, rowid: string) => {
  const dir = w.fromOldest ? '' : ' DESC';
  return `ORDER BY ${created}${dir}, ${status}${dir}, ${rowid}${dir}`;
};

/** The page's keys by walking the scope's cashback in created order, the status filtered in the index. */
function walkKeys(statuses: readonly CashbackStatus[], w: PageWindow): string {
  const filter = statusFilter(statuses);
  return `SELECT c.rowid AS rid, c.created_on AS createdOn, c.status AS status FROM cashback c INDEXED BY cashback_scope_newest_status_idx
    WHERE ${SCOPE} ${filter} ${order(w, 'c.created_on', 'c.status', 'c.rowid')} LIMIT +@limit OFFSET +@offset`;
}

/**
 * One status: its range of the status index is already in the list's order, so the page is a plain skip
 * along it. (The walk would filter every other status out; with one status SQLite also stops trusting the
 * newest-first index's order and sorts the whole range.)
 */
function singleKeys(w: PageWindow): string {
  return `SELECT c.rowid AS rid, c.created_on AS createdOn, c.status AS status FROM cashback c INDEXED BY cashback_scope_status_idx
    WHERE ${SCOPE} AND c.status = @s0 ${order(w, 'c.created_on', 'c.status', 'c.rowid')} LIMIT +@limit OFFSET +@offset`;
}

/** The page's keys by merging each status's first `depth` entries of the status index. */
function mergeKeys(statuses: readonly CashbackStatus[], w: PageWindow): string {
  const heads = statuses
    .map(
      (_, i) =>
        `SELECT * FROM (SELECT c.rowid AS rid, c.created_on AS createdOn, c.status AS status FROM cashback c INDEXED BY cashback_scope_status_idx
           WHERE ${SCOPE} AND c.status = @s${i} ${order(w, 'c.created_on', 'c.status', 'c.rowid')} LIMIT +@depth)`,
    )
    .join(' UNION ALL ');
  return `SELECT * FROM (${heads}) ${order(w, 'createdOn', 'status', 'rid')} LIMIT +@limit OFFSET +@offset`;
}
