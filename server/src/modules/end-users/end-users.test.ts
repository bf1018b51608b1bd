import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LIVE_PREFIX, SANDBOX_PREFIX } from '@cashloop/shared';
import { audienceTopBarSchema, endUserStatsSchema } from '@cashloop/shared/contracts/end-users';
import { bearer, createTestApp, demoAccounts, signIn } from '../../../test/helpers';

let app: FastifyInstance;
let token: string;
let otherToken: string;
const northwind = demoAccounts().find((a) => a.publisherId === 'pub_northwind' && a.totpSecret)!;
const harbour = demoAccounts().find((a) => a.publisherId === 'pub_harbour' && a.totpSecret)!;
const DAY = 86_400_000;

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
const get = async (url: string, as = token) => {
  const res = await app.inject({ method: 'GET', url, headers: bearer(as) });
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as unknown;
};

/** The figures worked out in plain code from the rows, independently of the service's SQL. */
function expected(publisherId: string, env: string) {
  const now = app.deps.clock.now();
  const users = new Set(sql().prepare('SELECT id FROM end_users WHERE publisher_id = ? AND env = ?').pluck().all(publisherId, env) as string[]);
  const bookings = sql().prepare('SELECT end_user_id AS u, booking_time AS t FROM transactions').all() as { u: string; t: number }[];
  const active = new Set(bookings.filter((b) => users.has(b.u) && b.t > now - 60 * DAY && b.t <= now).map((b) => b.u));
  const tierIds = new Set(sql().prepare('SELECT id FROM customer_tiers WHERE publisher_id = ? AND env = ?').pluck().all(publisherId, env) as string[]);
  const memberships = sql().prepare('SELECT end_user_id AS u, tier_id AS t FROM end_user_tiers').all() as { u: string; t: string }[];
  const inTiers = new Set(memberships.filter((m) => tierIds.has(m.t)).map((m) => m.u));
  return {
    totalUsers: users.size,
    activeUsers: active.size,
    activePercentage: users.size === 0 ? 0 : Number(((active.size / users.size) * 100).toFixed(2)),
    usersInTiers: inTiers.size,
    tierCount: tierIds.size,
  };
}

describe('GET /audience/top-bar', () => {
  it('equals an independent count over end_users and transactions of the last 60 days, per publisher and partition', async () => {
    for (const [prefix, env, as, who] of [
      [LIVE_PREFIX, 'live', token, northwind],
      [SANDBOX_PREFIX, 'sandbox', token, northwind],
      [LIVE_PREFIX, 'live', otherToken, harbour],
    ] as const) {
      const bar = audienceTopBarSchema.strict().parse(await get(`${prefix}/audience/top-bar`, as));
      const want = expected(who.publisherId, env);
      expect(bar).toEqual({ totalUsers: want.totalUsers, activeUsers: want.activeUsers, activePercentage: want.activePercentage });
    }
    const live = audienceTopBarSchema.parse(await get(`${LIVE_PREFIX}/audience/top-bar`));
    // The seeded world is coherent: some users are active, not all.
    expect(live.activeUsers).toBeGreaterThan(0);
    expect(live.activeUsers).toBeLessThan(live.totalUsers);
  });

  it('follows the virtual clock: 61 days on, nobody has transacted within the window', async () => {
    const start = app.deps.clock.now();
    try {
      app.deps.clock.set(start + 61 * DAY);
      // The session token expires as time moves on: sign in again at the new now.
      const later = await signIn(app, northwind.email);
      const bar = audienceTopBarSchema.parse(await get(`${LIVE_PREFIX}/audience/top-bar`, later));
      expect(bar).toEqual({ ...bar, activeUsers: expected(northwind.publisherId, 'live').activeUsers });
      expect(bar.activeUsers).toBe(0);
      expect(bar.activePercentage).toBe(0);
    } finally {
      app.deps.clock.set(start);
    }
  });

  it('counts a user active from a transaction booked in the window, not from last_active_on', async () => {
    const now = app.deps.clock.now();
    const before = audienceTopBarSchema.parse(await get(`${LIVE_PREFIX}/audience/top-bar`));
    // A user who signed up today but never transacted has last_active_on = now, yet is not active.
    sql()
      .prepare("INSERT INTO end_users (id, publisher_id, env, created_on, last_active_on) VALUES ('eu_topbar_new', ?, 'live', ?, ?)")
      .run(northwind.publisherId, now, now);
    const after = audienceTopBarSchema.parse(await get(`${LIVE_PREFIX}/audience/top-bar`));
    expect(after.totalUsers).toBe(before.totalUsers + 1);
    expect(after.activeUsers).toBe(before.activeUsers);
    const want = expected(northwind.publisherId, 'live');
    expect(after).toEqual({ totalUsers: want.totalUsers, activeUsers: want.activeUsers, activePercentage: want.activePercentage });
  });

  it('agrees with the home page’s user figures', async () => {
    const bar = audienceTopBarSchema.parse(await get(`${LIVE_PREFIX}/audience/top-bar`));
    const home = (await get(`${LIVE_PREFIX}/analytics/homepage`)) as { totalUsers: number; activeUsers: number };
    expect({ totalUsers: bar.totalUsers, activeUsers: bar.activeUsers }).toEqual({ totalUsers: home.totalUsers, activeUsers: home.activeUsers });
  });
});

describe('GET /end-users/stats', () => {
  it('adds tier membership to the top bar figures, from the same rows', async () => {
    const stats = endUserStatsSchema.strict().parse(await get(`${LIVE_PREFIX}/end-users/stats`));
    expect(stats).toEqual({ ...expected(northwind.publisherId, 'live'), activeWindowDays: 60 });
    expect(stats.usersInTiers).toBeGreaterThan(0);
  });
});
