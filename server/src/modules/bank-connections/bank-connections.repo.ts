import type { Scope } from '../../world/app-deps';
import { newestFirst, pageWindow } from '../../lib/page-window';
import { allRows } from '../../lib/rows';
import { scopeCount } from '../../lib/scope-counts';
import { prepared } from '../../lib/statements';
import type { Sqlite } from '../../world/data-store';
import { scoped } from '../../lib/scoped-params';

export interface BankConnectionRow {
  id: string;
  accountId: string;
  endUserId: string;
  accountLogo: string;
  accountName: string;
  isActive: number;
  created: number;
  lastAccessed: number;
  disconnectedOn: number | null;
}

const COLUMNS = `id, account_id AS accountId, end_user_id AS endUserId, bank_logo AS accountLogo, bank_name AS accountName,
  is_active AS isActive, created_on AS created, last_accessed_on AS lastAccessed, disconnected_on AS disconnectedOn`;
const IN_SCOPE = 'publisher_id = @publisherId AND env = @env';

export interface Page {
  limit: number;
  offset: number;
}

export type ConnectionPage = { rows: BankConnectionRow[]; total: number };

/**
 * Newest first, off bank_connections_scope_created_idx (publisher_id, env, created_on, id: migration 0023) in the
 * list's order, ties on created_on broken by id; a page past the middle is read from the oldest end (lib/page-window.ts),
 * so no OFFSET skips more than half the scope, and it skips index entries alone. The total is the scope's kept count.
 * Bound by position: named parameters cost the driver ~0.5 µs each (decision 0030).
 */
export function listConnections(sqlite: Sqlite, scope: Scope, page: Page): ConnectionPage {
  const total = scopeCount(sqlite, scope, 'bank_connections');
  const w = pageWindow(total, page);
  if (!w) return { rows: [], total };
  const dir = w.fromOldest ? '' : ' DESC';
  const sql = `SELECT ${COLUMNS} FROM bank_connections WHERE publisher_id = ? AND env = ? ORDER BY created_on${dir}, id${dir} LIMIT +? OFFSET +?`;
  return { rows: newestFirst(w, allRows<BankConnectionRow>(prepared(sqlite, sql), scope.publisherId, scope.env, w.limit, w.offset)), total };
}

/**
 * How many connections an end user of the scope has, or undefined when the scope has no such end user: the check
 * and the page's total in one statement. A user has a handful, counted along bank_connections_user_idx.
 */
export function userConnectionCount(sqlite: Sqlite, scope: Scope, endUserId: string): number | undefined {
  const sql = `SELECT (SELECT COUNT(*) FROM bank_connections INDEXED BY bank_connections_user_idx WHERE end_user_id = ? AND publisher_id = ? AND env = ?)
    FROM end_users WHERE id = ? AND publisher_id = ? AND env = ?`;
  return prepared(sqlite, sql).pluck().get(endUserId, scope.publisherId, scope.env, endUserId, scope.publisherId, scope.env) as number | undefined;
}

/**
 * One end user's connections, newest first, `total` their count (userConnectionCount). Read through
 * bank_connections_user_idx and sorted; without INDEXED BY the planner walks the whole scope in order.
 */
export function listUserConnections(sqlite: Sqlite, scope: Scope, endUserId: string, total: number, page: Page): ConnectionPage {
  if (page.offset >= total) return { rows: [], total };
  const sql = `SELECT ${COLUMNS} FROM bank_connections INDEXED BY bank_connections_user_idx
    WHERE end_user_id = ? AND publisher_id = ? AND env = ? ORDER BY created_on DESC, id DESC LIMIT +? OFFSET +?`;
  return { rows: allRows<BankConnectionRow>(prepared(sqlite, sql), endUserId, scope.publisherId, scope.env, page.limit, page.offset), total };
}

export function findConnection(sqlite: Sqlite, scope: Scope, id: string): BankConnectionRow | undefined {
  return prepared(sqlite, `SELECT ${COLUMNS} FROM bank_connections WHERE id = @id AND ${IN_SCOPE}`).get(scoped(scope, { id })) as BankConnectionRow | undefined;
}

/** LIVE → ended; answers false when it was no longer LIVE (a concurrent end or expiry won). */
export function markDisconnected(sqlite: Sqlite, scope: Scope, id: string, at: number): boolean {
  return (
    prepared(sqlite, `UPDATE bank_connections SET is_active = 0, disconnected_on = @at WHERE id = @id AND ${IN_SCOPE} AND is_active = 1`)
      .run(scoped(scope, { id, at })).changes === 1
  );
}
