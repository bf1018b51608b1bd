import type { Scope } from '../../world/app-deps';
import { prepared } from '../../lib/statements';
import type { Sqlite } from '../../world/data-store';
import { scoped } from '../../lib/scoped-params';

const IN_SCOPE = 'u.publisher_id = @publisherId AND u.env = @env';

export function countEndUsers(sqlite: Sqlite, scope: Scope): number {
  return prepared(sqlite, `SELECT COUNT(*) FROM end_users u WHERE ${IN_SCOPE}`).pluck().get(scope) as number;
}

/**
 * End users with a transaction booked in (since, until]. Read from the transactions themselves rather
 * than end_users.last_active_on, which also moves on sign-up and affiliate cashback (seeds) and so
 * would count a user who never transacted.
 */
export function countActiveEndUsers(sqlite: Sqlite, scope: Scope, since: number, until: number): number {
  return prepared(
    sqlite,
    `SELECT COUNT(*) FROM end_users u WHERE ${IN_SCOPE}
       AND EXISTS (SELECT 1 FROM transactions t WHERE t.publisher_id = u.publisher_id AND t.env = u.env AND t.end_user_id = u.id
         AND t.booking_time > @since AND t.booking_time <= @until)`,
  )
    .pluck()
    .get(scoped(scope, { since, until })) as number;
}

/** End users holding at least one tier of this publisher and partition. */
export function countEndUsersInTiers(sqlite: Sqlite, scope: Scope): number {
  return prepared(
    sqlite,
    `SELECT COUNT(DISTINCT m.end_user_id) FROM end_user_tiers m JOIN customer_tiers c ON c.id = m.tier_id
      WHERE c.publisher_id = @publisherId AND c.env = @env`,
  )
    .pluck()
    .get(scope) as number;
}

export function countTiers(sqlite: Sqlite, scope: Scope): number {
  return prepared(sqlite, 'SELECT COUNT(*) FROM customer_tiers WHERE publisher_id = @publisherId AND env = @env').pluck().get(scope) as number;
}
