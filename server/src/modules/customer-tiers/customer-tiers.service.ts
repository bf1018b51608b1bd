import { recordEvent, recordEvents } from '@cashloop/db';
import type { PageQuery, Paged } from '@cashloop/shared/common/paging';
import { toMajor, toMinor } from '@cashloop/shared/common/money';
import { TIER_IN_USE_MESSAGE, type CustomerTier } from '@cashloop/shared/contracts/customer-tiers';
import type { EndpointBody } from '@cashloop/shared/common/endpoint';
import type { customerTierEndpoints } from '@cashloop/shared/contracts/customer-tiers';
import type { AppDeps, Scope } from '../../world/app-deps';
import { conflict, notFound } from '../../lib/app-error';
import { newId } from '../../lib/random';
import * as repo from './customer-tiers.repo';
import { scoped } from '../../lib/scoped-params';

export const TIER_NOT_FOUND = 'No customer tier with this id';

const toApi = (r: repo.TierRow): CustomerTier => ({
  id: r.id,
  name: r.name,
  description: r.description,
  paidSubscription: r.paidSubscription === 1,
  price: r.price === null ? null : toMajor(r.price),
  createdOn: r.createdOn,
  members: r.members,
});

export function listTiers(deps: AppDeps, scope: Scope, page: PageQuery): Paged<CustomerTier> {
  const sqlite = deps.data.sqlite;
  return { content: repo.listTiers(sqlite, scope, page).map(toApi), totalElements: repo.countTiers(sqlite, scope) };
}

/** The body is already checked against spec 2 §5 by the contract; price arrives in pounds and is kept in pence. */
export function createTier(deps: AppDeps, scope: Scope, body: EndpointBody<typeof customerTierEndpoints.create>): CustomerTier {
  const sqlite = deps.data.sqlite;
  const now = deps.clock.now();
  const id = newId('tier');
  const price = body.paidSubscription && body.price != null ? toMinor(body.price) : null;
  return sqlite.transaction(() => {
    repo.insertTier(sqlite, scope, { id, name: body.name, description: body.description, paidSubscription: body.paidSubscription, price, createdOn: now });
    recordEvent(sqlite, scoped(scope, {
      type: 'TIER_CREATED' as const, entityType: 'customer_tier', entityId: id, createdOn: now,
      payload: { id, name: body.name, description: body.description, paidSubscription: body.paidSubscription, price: price === null ? null : toMajor(price) },
    }));
    return toApi(repo.findTier(sqlite, scope, id)!);
  })();
}

/**
 * Deletes a tier with its memberships, each ended membership recorded as its event. Refused while a
 * programme offer targets it (spec 2 §8): the offer must drop the tier first.
 */
export function removeTier(deps: AppDeps, scope: Scope, id: string): void {
  const sqlite = deps.data.sqlite;
  const now = deps.clock.now();
  sqlite.transaction(() => {
    const tier = repo.findTier(sqlite, scope, id);
    if (!tier) throw notFound(TIER_NOT_FOUND);
    if (repo.offersUsingTier(sqlite, id) > 0) throw conflict(TIER_IN_USE_MESSAGE);
    const members = repo.tierMemberIds(sqlite, id);
    repo.deleteTier(sqlite, scope, id);
    recordEvents(
      sqlite,
      members.map((endUserId) =>
        scoped(scope, {
          type: 'USER_REMOVED_FROM_TIER' as const, entityType: 'end_user', entityId: endUserId, createdOn: now,
          payload: { endUserId, customerTierId: id, reason: 'TIER_REMOVED' },
        }),
      ),
    );
    recordEvent(sqlite, scoped(scope, {
      type: 'TIER_REMOVED' as const, entityType: 'customer_tier', entityId: id, createdOn: now,
      payload: { id, name: tier.name, members: members.length },
    }));
  })();
}
