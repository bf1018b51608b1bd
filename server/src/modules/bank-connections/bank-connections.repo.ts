import type { Scope } from '../../app-context';
import { prepared } from '../../lib/statements';
import type { Sqlite } from '../../plugins/data-store';
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

/** Newest first; reads bank_connections_scope_created_idx in order, so a page costs its size, not the table. */
export function listConnections(sqlite: Sqlite, scope: Scope, page: Page) {
  const rows = prepared(sqlite, `SELECT ${COLUMNS} FROM bank_connections WHERE ${IN_SCOPE} ORDER BY created_on DESC, id DESC LIMIT +@limit OFFSET +@offset`)
    .all(scoped(scope, page)) as BankConnectionRow[];
  const { total } = prepared(sqlite, `SELECT COUNT(*) AS total FROM bank_connections WHERE ${IN_SCOPE}`).get(scope) as { total: number };
  return { rows, total };
}

/**
 * One end user's connections, newest first. A user has a handful, so they are read through
 * bank_connections_user_idx and sorted; without INDEXED BY the planner walks the whole scope in order.
 */
export function listUserConnections(sqlite: Sqlite, scope: Scope, endUserId: string, page: Page) {
  const from = 'bank_connections INDEXED BY bank_connections_user_idx';
  const where = `end_user_id = @endUserId AND ${IN_SCOPE}`;
  const rows = prepared(sqlite, `SELECT ${COLUMNS} FROM ${from} WHERE ${where} ORDER BY created_on DESC, id DESC LIMIT +@limit OFFSET +@offset`)
    .all(scoped(scope, { endUserId }, page)) as BankConnectionRow[];
  const { total } = prepared(sqlite, `SELECT COUNT(*) AS total FROM ${from} WHERE ${where}`).get(scoped(scope, { endUserId })) as { total: number };
  return { rows, total };
}

export function endUserExists(sqlite: Sqlite, scope: Scope, endUserId: string): boolean {
  return prepared(sqlite, `SELECT 1 FROM end_users WHERE id = @endUserId AND ${IN_SCOPE}`).get(scoped(scope, { endUserId })) !== undefined;
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
