import type { Scope } from '../../world/app-deps';
import { prepared } from '../../lib/statements';
import type { Sqlite } from '../../world/data-store';
import { scoped } from '../../lib/scoped-params';

export interface ApiKeyRow {
  id: string;
  publisherId: string;
  env: 'live' | 'sandbox';
  name: string;
  prefix: string;
  active: number;
  createdOn: number;
  lastUsedOn: number | null;
}

const COLUMNS = `id, publisher_id AS publisherId, env, name, prefix, active, created_on AS createdOn, last_used_on AS lastUsedOn`;
const IN_SCOPE = 'publisher_id = @publisherId AND env = @env';

export function listKeys(sqlite: Sqlite, scope: Scope): ApiKeyRow[] {
  return prepared(sqlite, `SELECT ${COLUMNS} FROM api_keys WHERE ${IN_SCOPE} ORDER BY created_on DESC, id DESC`).all(scope) as ApiKeyRow[];
}

export function findKey(sqlite: Sqlite, scope: Scope, id: string): ApiKeyRow | undefined {
  return prepared(sqlite, `SELECT ${COLUMNS} FROM api_keys WHERE id = @id AND ${IN_SCOPE}`).get(scoped(scope, { id })) as ApiKeyRow | undefined;
}

export function insertKey(sqlite: Sqlite, scope: Scope, key: { id: string; name: string; tokenHash: string; prefix: string; now: number }): void {
  prepared(
    sqlite,
    `INSERT INTO api_keys (id, publisher_id, env, name, token_hash, prefix, active, created_on, last_used_on)
     VALUES (@id, @publisherId, @env, @name, @tokenHash, @prefix, 1, @now, NULL)`,
  ).run(scoped(scope, key));
}

export function setActive(sqlite: Sqlite, scope: Scope, id: string, active: boolean): void {
  prepared(sqlite, `UPDATE api_keys SET active = @active WHERE id = @id AND ${IN_SCOPE}`).run(scoped(scope, { id, active: active ? 1 : 0 }));
}

export function deleteKey(sqlite: Sqlite, scope: Scope, id: string): boolean {
  return prepared(sqlite, `DELETE FROM api_keys WHERE id = @id AND ${IN_SCOPE}`).run(scoped(scope, { id })).changes > 0;
}

