import type { Scope } from '../app-context';
import type { Sqlite } from '../plugins/data-store';
import { prepared } from './statements';
import { scoped } from './scoped-params';

/**
 * A list's total from the counts the triggers of migration 0005 keep (scope_row_counts): one indexed
 * lookup whatever the table's size, instead of a COUNT that reads every row of the scope.
 */
export function scopeCount(sqlite: Sqlite, scope: Scope, entity: 'transactions' | 'cashback', statuses: readonly string[] = ['']): number {
  const sql = `SELECT COALESCE(SUM(n), 0) FROM scope_row_counts
    WHERE publisher_id = @publisherId AND env = @env AND entity = @entity AND status IN (SELECT value FROM json_each(@statuses))`;
  return prepared(sqlite, sql).pluck().get(scoped(scope, { entity, statuses: JSON.stringify(statuses) })) as number;
}
