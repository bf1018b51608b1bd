import type { PageQuery } from '@cashloop/shared/common/paging';
import type { Scope } from '../../world/app-deps';
import { prepared } from '../../lib/statements';
import type { Sqlite } from '../../world/data-store';
import { scoped } from '../../lib/scoped-params';

export interface TierRow {
  id: string;
  name: string;
  description: string;
  paidSubscription: number;
  /** Minor units. */
  price: number | null;
  createdOn: number;
  members: number;
}

const IN_SCOPE = 't.publisher_id = @publisherId AND t.env = @env';
/** `members` is the count migration 0024's triggers keep: counting a tier's memberships grew with its end users. */
const COLUMNS = `t.id, t.name, t.description, t.paid_subscription AS paidSubscription, t.price, t.created_on AS createdOn,
  t.member_count AS members`;

/** Newest first; the id breaks ties so pages never overlap. Positional parameters: the page is read on every visit. */
export function listTiers(sqlite: Sqlite, scope: Scope, page: PageQuery): TierRow[] {
  return prepared(
    sqlite,
    `SELECT ${COLUMNS} FROM customer_tiers t WHERE t.publisher_id = ? AND t.env = ? ORDER BY t.created_on DESC, t.id DESC LIMIT +? OFFSET +?`,
  ).all(scope.publisherId, scope.env, page.size, page.page * page.size) as TierRow[];
}

export function countTiers(sqlite: Sqlite, scope: Scope): number {
  return prepared(sqlite, 'SELECT COUNT(*) FROM customer_tiers t WHERE t.publisher_id = ? AND t.env = ?').pluck().get(scope.publisherId, scope.env) as number;
}

export function findTier(sqlite: Sqlite, scope: Scope, id: string): TierRow | undefined {
  return prepared(sqlite, `SELECT ${COLUMNS} FROM customer_tiers t WHERE t.id = @id AND ${IN_SCOPE}`).get(scoped(scope, { id })) as TierRow | undefined;
}

export function insertTier(
  sqlite: Sqlite,
  scope: Scope,
  tier: { id: string; name: string; description: string; paidSubscription: boolean; price: number | null; createdOn: number },
): void {
  prepared(
    sqlite,
    `INSERT INTO customer_tiers (id, publisher_id, env, name, description, paid_subscription, price, created_on)
     VALUES (@id, @publisherId, @env, @name, @description, @paid, @price, @createdOn)`,
  ).run(scoped(scope, tier, { paid: tier.paidSubscription ? 1 : 0 }));
}

/** Programme offers (of any approval state) that target the tier. */
export function offersUsingTier(sqlite: Sqlite, tierId: string): number {
  return prepared(sqlite, 'SELECT COUNT(*) FROM programme_offer_tiers WHERE tier_id = ?').pluck().get(tierId) as number;
}

/** End users in the tier, for the removal events. */
export function tierMemberIds(sqlite: Sqlite, tierId: string): string[] {
  return prepared(sqlite, 'SELECT end_user_id FROM end_user_tiers WHERE tier_id = ? ORDER BY end_user_id').pluck().all(tierId) as string[];
}

/** Deletes the tier; its memberships go with it (end_user_tiers cascades). */
export function deleteTier(sqlite: Sqlite, scope: Scope, id: string): boolean {
  return prepared(sqlite, `DELETE FROM customer_tiers AS t WHERE t.id = @id AND ${IN_SCOPE}`).run(scoped(scope, { id })).changes > 0;
}
