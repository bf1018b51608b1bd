import type { Scope } from './scope';
import type { Sqlite } from '@cashloop/db';
import { prepared } from './statements';

/**
 * An end user's kept count of their transactions or cashback (migration 0022, decision 0032), or undefined when the
 * caller's scope has no end user of that id: one statement for the check and the count that an end user's page
 * needs, instead of a check and a count along the user index (10-12 µs for the `large` world's bulk users).
 * Bound by position: named parameters cost the driver ~0.5 µs each (decision 0030).
 */
export function endUserCount(sqlite: Sqlite, scope: Scope, endUserId: string, of: 'transactions' | 'cashback'): number | undefined {
  const column = of === 'transactions' ? 'transaction_count' : 'cashback_count';
  return prepared(sqlite, `SELECT ${column} FROM end_users WHERE id = ? AND publisher_id = ? AND env = ?`)
    .pluck()
    .get(endUserId, scope.publisherId, scope.env) as number | undefined;
}
