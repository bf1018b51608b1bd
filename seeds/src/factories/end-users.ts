import { customerTiers, endUsers, endUserTiers, tierUploadRows, tierUploads } from '@cashloop/db';
import { toMajor } from '@cashloop/shared';
import { DAY, HOUR, type Scope, type SeedContext } from '../lib/context';

/** A window in which a bank connection fed transactions. */
export interface ConnectionWindow {
  id: string;
  start: number;
  end: number;
}

export interface SeededEndUser {
  id: string;
  createdOn: number;
  /** Relative spend frequency, so some users are heavy and some barely active. */
  activity: number;
  connections: ConnectionWindow[];
  tierIds: string[];
  lastActiveOn: number;
}

export interface SeededTier {
  id: string;
  name: string;
}

/** End-user models; rows are written later, once transactions have set lastActiveOn. */
export function buildEndUsers(ctx: SeedContext, count: number): SeededEndUser[] {
  const { rng, now } = ctx;
  return Array.from({ length: count }, () => {
    // Skewed towards older sign-ups, so the first months of the year already have spend.
    const createdOn = now - 3 * DAY - Math.floor((1 - rng.next() ** 2) * 362 * 24) * HOUR;
    return { id: ctx.ids.next('eu'), createdOn, activity: 0.2 + rng.next() * 1.8, connections: [], tierIds: [], lastActiveOn: createdOn };
  });
}

export function insertEndUsers(ctx: SeedContext, scope: Scope, users: readonly SeededEndUser[]): void {
  const insert = ctx.insert(endUsers);
  for (const u of users) insert({ id: u.id, ...scope, createdOn: u.createdOn, lastActiveOn: u.lastActiveOn });
}

const TIERS = [
  { name: 'Bronze', description: 'Everyone who has linked a bank account', paid: false, price: null },
  { name: 'Silver', description: 'Regular spenders with three or more purchases a month', paid: false, price: null },
  { name: 'Gold', description: 'Top spenders, boosted cashback on selected retailers', paid: false, price: null },
  { name: 'Premium Plus', description: 'Paid membership with exclusive offers', paid: true, price: 499 },
] as const;

const BETA_TIER = (id: string) => ({ id, name: 'Beta testers', description: 'Early access to new offers', paidSubscription: false, price: null });

/** Customer tiers with members, every change recorded as its domain event. */
export function seedTiers(ctx: SeedContext, scope: Scope, users: readonly SeededEndUser[]): SeededTier[] {
  const { rng, now } = ctx;
  const insertTier = ctx.insert(customerTiers);
  const insertMember = ctx.insert(endUserTiers);
  const tiers = TIERS.map((t, i) => {
    const id = ctx.ids.next('tier');
    const createdOn = now - (370 - i * 20) * DAY;
    insertTier({ id, ...scope, name: t.name, description: t.description, paidSubscription: t.paid, price: t.price, createdOn });
    // TIER_CREATED's data as the API writes it (the contract's schema): price in pounds.
    const data = { id, name: t.name, description: t.description, paidSubscription: t.paid, price: t.price === null ? null : toMajor(t.price) };
    ctx.event(scope, 'TIER_CREATED', 'customer_tier', id, data, createdOn);
    return { id, name: t.name, createdOn };
  });
  // A tier that was tried and removed again: only its events remain.
  const retiredId = ctx.ids.next('tier');
  ctx.event(scope, 'TIER_CREATED', 'customer_tier', retiredId, BETA_TIER(retiredId), now - 200 * DAY);
  ctx.event(scope, 'TIER_REMOVED', 'customer_tier', retiredId, { id: retiredId, name: 'Beta testers', members: 0 }, now - 150 * DAY);
  const joined = new Map<string, number>();
  for (const user of users) {
    const n = rng.weighted([0, 1, 2], [35, 55, 10]);
    for (const tier of rng.sample(tiers, n)) {
      const addedOn = Math.max(user.createdOn, tier.createdOn) + rng.int(1, 48) * HOUR;
      if (addedOn > now) continue;
      user.tierIds.push(tier.id);
      joined.set(`${user.id}|${tier.id}`, addedOn);
      insertMember({ ...scope, endUserId: user.id, tierId: tier.id, addedOn });
      ctx.event(scope, 'USER_ADDED_TO_TIER', 'end_user', user.id, { endUserId: user.id, customerTierId: tier.id }, addedOn);
    }
  }
  seedTierUploads(ctx, scope, users, tiers, joined);
  return tiers.map(({ id, name }) => ({ id, name }));
}

/**
 * Upload history, oldest first: each row toggles a membership (REMOVE if the user is in the tier,
 * ADD if not), applied to end_user_tiers with its event, so the files explain the current state.
 */
function seedTierUploads(
  ctx: SeedContext,
  scope: Scope,
  users: readonly SeededEndUser[],
  tiers: readonly SeededTier[],
  joined: Map<string, number>,
): void {
  const { rng, now } = ctx;
  const insertUpload = ctx.insert(tierUploads);
  const insertRow = ctx.insert(tierUploadRows);
  const insertMember = ctx.insert(endUserTiers);
  const remove = ctx.sqlite.prepare('DELETE FROM end_user_tiers WHERE publisher_id = ? AND env = ? AND end_user_id = ? AND tier_id = ?');
  for (let k = 4; k >= 0; k--) {
    const id = ctx.ids.next('tup');
    const createdOn = now - (k * 45 + rng.int(2, 20)) * DAY;
    const at = createdOn + 60_000;
    const failed = k === 3;
    const rows = failed ? [] : rng.sample(users.filter((u) => u.createdOn < createdOn), rng.int(5, 25));
    let csv = 'END_USER_ID,CUSTOMER_TIER_ID,ACTION\n';
    let rowIndex = 0;
    rows.forEach((user) => {
      const tier = rng.pick(tiers);
      const key = `${user.id}|${tier.id}`;
      const member = (joined.get(key) ?? Infinity) < createdOn;
      if (!member && joined.has(key)) return; // joined after this file: leave it alone
      const action = member ? 'REMOVE' : 'ADD';
      csv += `${user.id},${tier.id},${action}\n`;
      insertRow({ uploadId: id, rowIndex: rowIndex++, endUserId: user.id, tierId: tier.id, action, error: null });
      const payload = { endUserId: user.id, customerTierId: tier.id };
      if (member) {
        remove.run(scope.publisherId, scope.env, user.id, tier.id);
        joined.delete(key);
        user.tierIds = user.tierIds.filter((t) => t !== tier.id);
        ctx.event(scope, 'USER_REMOVED_FROM_TIER', 'end_user', user.id, payload, at);
      } else {
        insertMember({ ...scope, endUserId: user.id, tierId: tier.id, addedOn: at });
        joined.set(key, at);
        user.tierIds.push(tier.id);
        ctx.event(scope, 'USER_ADDED_TO_TIER', 'end_user', user.id, payload, at);
      }
    });
    insertUpload({
      id,
      ...scope,
      fileName: `tier-update-${5 - k}.csv`,
      status: failed ? 'FAILED' : 'COMPLETED',
      content: failed ? 'END_USER_ID;TIER\nnot-a-valid-file' : csv,
      rowCount: rowIndex,
      errorCount: failed ? 1 : 0,
      createdOn,
      processedOn: at,
    });
  }
}
