import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { LIVE_PREFIX, SANDBOX_PREFIX } from '@cashloop/shared';
import { paged } from '@cashloop/shared/common/paging';
import { customerTierSchema, TIER_IN_USE_MESSAGE } from '@cashloop/shared/contracts/customer-tiers';
import { tierMemberCountsDrift } from '@cashloop/db/tier-member-counts-test-support';
import { bearer, createTestApp, demoAccounts, signIn } from '../../../test/helpers';

let app: FastifyInstance;
let token: string;
let otherToken: string;
const northwind = demoAccounts().find((a) => a.publisherId === 'pub_northwind' && a.totpSecret)!;
const harbour = demoAccounts().find((a) => a.publisherId === 'pub_harbour' && a.totpSecret)!;

beforeAll(async () => {
  app = await createTestApp();
  app.deps.clock.setFrozen(true);
  token = await signIn(app, northwind.email);
  otherToken = await signIn(app, harbour.email);
});
afterAll(async () => {
  await app.close();
});

const sql = () => app.deps.data.sqlite;
const call = (method: 'GET' | 'POST' | 'DELETE', url: string, payload?: unknown, as = token) =>
  app.inject({ method, url, headers: bearer(as), ...(payload === undefined ? {} : { payload: payload as object }) });
const tierRow = (id: string) =>
  sql().prepare('SELECT publisher_id, env, name, description, paid_subscription, price, created_on FROM customer_tiers WHERE id = ?').get(id) as
    | { publisher_id: string; env: string; name: string; description: string; paid_subscription: number; price: number | null; created_on: number }
    | undefined;
const events = (entityId: string, type: string) =>
  sql().prepare('SELECT publisher_id, env, payload FROM domain_events WHERE entity_id = ? AND type = ? ORDER BY seq').all(entityId, type) as {
    publisher_id: string;
    env: string;
    payload: string;
  }[];
const create = async (body: Record<string, unknown>, prefix = LIVE_PREFIX, as = token) => {
  const res = await call('POST', `${prefix}/customer-tier`, body, as);
  expect(res.statusCode, res.body).toBe(200);
  return customerTierSchema.parse(res.json());
};

describe('creating a customer tier', () => {
  it('stores a paid tier with its price in pence, answers it in pounds and records TIER_CREATED', async () => {
    const tier = await create({ name: '  VIP club ', description: 'Paid tier', paidSubscription: true, price: 12.99 });
    expect(tier).toMatchObject({ name: 'VIP club', description: 'Paid tier', paidSubscription: true, price: 12.99, members: 0 });
    expect(tier.createdOn).toBe(app.deps.clock.now());
    expect(tierRow(tier.id)).toMatchObject({ publisher_id: northwind.publisherId, env: 'live', paid_subscription: 1, price: 1299 });
    const recorded = events(tier.id, 'TIER_CREATED');
    expect(recorded).toHaveLength(1);
    expect(recorded[0]).toMatchObject({ publisher_id: northwind.publisherId, env: 'live' });
    expect(JSON.parse(recorded[0]!.payload)).toMatchObject({ id: tier.id, name: 'VIP club', price: 12.99 });
  });

  it('stores a free tier without a price, in the partition of the prefix', async () => {
    const tier = await create({ name: 'Sandbox free', description: 'No charge', paidSubscription: false, price: null }, SANDBOX_PREFIX);
    expect(tier.price).toBeNull();
    expect(tierRow(tier.id)).toMatchObject({ env: 'sandbox', price: null, paid_subscription: 0 });
  });

  it('shows a new tier in the programme offer tier picker (GET /customer-tier/for-offers)', async () => {
    const tier = await create({ name: 'Picker tier', description: 'For offers', paidSubscription: false });
    const res = await call('GET', `${LIVE_PREFIX}/customer-tier/for-offers`);
    expect(res.statusCode, res.body).toBe(200);
    expect((res.json() as { id: string; name: string }[]).find((t) => t.id === tier.id)).toEqual({ id: tier.id, name: 'Picker tier' });
  });

  it.each([
    [{ name: '', description: 'd', paidSubscription: false }, 'name'],
    [{ name: 'n', description: '   ', paidSubscription: false }, 'description'],
    [{ name: 'n', description: 'd' }, 'paidSubscription'],
    [{ name: 'n', description: 'd', paidSubscription: true, price: null }, 'price'],
    [{ name: 'n', description: 'd', paidSubscription: true }, 'price'],
    [{ name: 'n', description: 'd', paidSubscription: false, price: 5 }, 'price'],
    [{ name: 'n', description: 'd', paidSubscription: true, price: -1 }, 'price'],
    [{ name: 'n', description: 'd', paidSubscription: true, price: 1.234 }, 'price'],
  ])('refuses an invalid tier (%j) with a 400 naming %s and stores nothing', async (body, field) => {
    const before = sql().prepare('SELECT COUNT(*) FROM customer_tiers').pluck().get();
    const res = await call('POST', `${LIVE_PREFIX}/customer-tier`, body);
    expect(res.statusCode, res.body).toBe(400);
    expect(res.body).toContain(field);
    expect(sql().prepare('SELECT COUNT(*) FROM customer_tiers').pluck().get()).toBe(before);
  });
});

describe('listing customer tiers', () => {
  it('pages the scope’s tiers newest first, 50 by default, with member counts from end_user_tiers', async () => {
    const res = await call('GET', `${LIVE_PREFIX}/customer-tier`);
    expect(res.statusCode, res.body).toBe(200);
    const page = paged(customerTierSchema.strict()).parse(res.json());
    const expected = sql()
      .prepare(
        `SELECT t.id, (SELECT COUNT(*) FROM end_user_tiers m WHERE m.tier_id = t.id) AS members FROM customer_tiers t
          WHERE t.publisher_id = ? AND t.env = 'live' ORDER BY t.created_on DESC, t.id DESC`,
      )
      .all(northwind.publisherId) as { id: string; members: number }[];
    expect(page.totalElements).toBe(expected.length);
    expect(page.content.map((t) => [t.id, t.members])).toEqual(expected.slice(0, 50).map((t) => [t.id, t.members]));
    expect(page.content.some((t) => t.members > 0)).toBe(true);

    const second = paged(customerTierSchema).parse((await call('GET', `${LIVE_PREFIX}/customer-tier?page=1&size=2`)).json());
    expect(second.content.map((t) => t.id)).toEqual(expected.slice(2, 4).map((t) => t.id));
  });

  it('keeps each tier’s member count (migration 0024) as memberships are added, moved and cascaded away', async () => {
    expect(tierMemberCountsDrift(sql())).toEqual([]);
    const listed = async (id: string) => {
      const page = paged(customerTierSchema).parse((await call('GET', `${LIVE_PREFIX}/customer-tier?size=500`)).json());
      return page.content.find((t) => t.id === id)!.members;
    };
    const gold = await create({ name: 'Counted gold', description: 'x', paidSubscription: false });
    const silver = await create({ name: 'Counted silver', description: 'x', paidSubscription: false });
    const user = 'eu_counted_member';
    sql().prepare("INSERT INTO end_users (id, publisher_id, env, created_on, last_active_on) VALUES (?, ?, 'live', 0, 0)").run(user, northwind.publisherId);
    const others = sql().prepare("SELECT id FROM end_users WHERE publisher_id = ? AND env = 'live' AND id <> ? ORDER BY id LIMIT 2").pluck().all(northwind.publisherId, user) as string[];
    const join = sql().prepare("INSERT INTO end_user_tiers (publisher_id, env, end_user_id, tier_id, added_on) VALUES (?, 'live', ?, ?, 0)");
    for (const u of [user, ...others]) join.run(northwind.publisherId, u, gold.id);
    expect(await listed(gold.id)).toBe(3);
    sql().prepare('UPDATE end_user_tiers SET tier_id = ? WHERE end_user_id = ? AND tier_id = ?').run(silver.id, others[0], gold.id);
    expect([await listed(gold.id), await listed(silver.id)]).toEqual([2, 1]);
    // The end user goes, and their memberships with them (end_user_tiers cascades).
    sql().prepare('DELETE FROM end_users WHERE id = ?').run(user);
    expect([await listed(gold.id), await listed(silver.id)]).toEqual([1, 1]);
    expect(tierMemberCountsDrift(sql())).toEqual([]);
  });

  it('never shows another publisher’s tiers', async () => {
    const mine = await create({ name: 'Mine only', description: 'x', paidSubscription: false });
    const theirs = z.object({ content: z.array(z.object({ id: z.string() })) }).parse((await call('GET', `${LIVE_PREFIX}/customer-tier?size=500`, undefined, otherToken)).json());
    expect(theirs.content.map((t) => t.id)).not.toContain(mine.id);
  });
});

describe('deleting a customer tier', () => {
  it('deletes the tier with its memberships and records TIER_REMOVED and each USER_REMOVED_FROM_TIER', async () => {
    const tier = await create({ name: 'Short lived', description: 'x', paidSubscription: false });
    const users = sql().prepare("SELECT id FROM end_users WHERE publisher_id = ? AND env = 'live' ORDER BY id LIMIT 2").pluck().all(northwind.publisherId) as string[];
    for (const u of users) sql().prepare("INSERT INTO end_user_tiers (publisher_id, env, end_user_id, tier_id, added_on) VALUES (?, 'live', ?, ?, 0)").run(northwind.publisherId, u, tier.id);
    const res = await call('DELETE', `${LIVE_PREFIX}/customer-tier/${tier.id}`);
    expect(res.statusCode, res.body).toBe(200);
    expect(tierRow(tier.id)).toBeUndefined();
    expect(sql().prepare('SELECT COUNT(*) FROM end_user_tiers WHERE tier_id = ?').pluck().get(tier.id)).toBe(0);
    expect(JSON.parse(events(tier.id, 'TIER_REMOVED')[0]!.payload)).toMatchObject({ id: tier.id, name: 'Short lived', members: 2 });
    for (const u of users) {
      const removed = events(u, 'USER_REMOVED_FROM_TIER').map((e) => JSON.parse(e.payload) as { customerTierId: string });
      expect(removed.some((p) => p.customerTierId === tier.id)).toBe(true);
    }
  });

  it(`refuses with 409 "${TIER_IN_USE_MESSAGE}" while a programme offer uses the tier, changing nothing`, async () => {
    const tier = await create({ name: 'On an offer', description: 'x', paidSubscription: false });
    const offer = sql().prepare("SELECT id FROM programme_offers WHERE publisher_id = ? AND env = 'live' LIMIT 1").pluck().get(northwind.publisherId) as string;
    sql().prepare('INSERT INTO programme_offer_tiers (programme_offer_id, tier_id) VALUES (?, ?)').run(offer, tier.id);
    const res = await call('DELETE', `${LIVE_PREFIX}/customer-tier/${tier.id}`);
    expect(res.statusCode, res.body).toBe(409);
    expect(res.json()).toEqual({ error: { code: 'CONFLICT', message: TIER_IN_USE_MESSAGE } });
    expect(tierRow(tier.id)).toBeDefined();
    expect(events(tier.id, 'TIER_REMOVED')).toHaveLength(0);

    // Once the offer drops it, it can go.
    sql().prepare('DELETE FROM programme_offer_tiers WHERE tier_id = ?').run(tier.id);
    expect((await call('DELETE', `${LIVE_PREFIX}/customer-tier/${tier.id}`)).statusCode).toBe(200);
  });

  it('answers 404 for another publisher’s tier, another partition’s tier and an unknown id, changing nothing', async () => {
    const tier = await create({ name: 'Not yours', description: 'x', paidSubscription: false });
    for (const res of [
      await call('DELETE', `${LIVE_PREFIX}/customer-tier/${tier.id}`, undefined, otherToken),
      await call('DELETE', `${SANDBOX_PREFIX}/customer-tier/${tier.id}`),
      await call('DELETE', `${LIVE_PREFIX}/customer-tier/tier_does_not_exist`),
    ]) {
      expect(res.statusCode, res.body).toBe(404);
    }
    expect(tierRow(tier.id)).toBeDefined();
    expect(events(tier.id, 'TIER_REMOVED')).toHaveLength(0);
  });
});
