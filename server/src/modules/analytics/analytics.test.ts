import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type ApiEnv, LIVE_PREFIX, SANDBOX_PREFIX } from '@cashloop/shared';
import { homepageAnalyticsSchema } from '@cashloop/shared/contracts/analytics';
import { bearer, createTestApp, demoAccount, signIn } from '../../../test/helpers';

const DAY = 24 * 60 * 60 * 1000;

let app: FastifyInstance;
let token: string;
const account = demoAccount();
beforeAll(async () => {
  app = await createTestApp();
  token = await signIn(app, account.email);
});
afterAll(async () => {
  await app.close();
});

/** The home figures recomputed here with plain SQL, written differently from the repository's. */
function expectedFigures(publisherId: string, env: ApiEnv, now: number) {
  const one = <T>(sql: string, ...args: unknown[]) => app.deps.data.sqlite.prepare(sql).get(publisherId, env, ...args) as T;
  const total = one<{ n: number }>('SELECT COUNT(*) AS n FROM end_users WHERE publisher_id = ? AND env = ?').n;
  const active = one<{ n: number }>(
    `SELECT COUNT(DISTINCT t.end_user_id) AS n FROM transactions t JOIN end_users e ON e.publisher_id = t.publisher_id AND e.env = t.env AND e.id = t.end_user_id
     WHERE e.publisher_id = ? AND e.env = ? AND t.booking_time > ? AND t.booking_time <= ?`,
    now - 60 * DAY,
    now,
  ).n;
  const offers = app.deps.data.sqlite
    .prepare(
      `SELECT po.offer_approval AS approval, po.active AS active, o.offer_type AS type, COUNT(*) AS n
       FROM programme_offers po JOIN offers o ON o.id = po.offer_id WHERE po.publisher_id = ? AND po.env = ?
       GROUP BY 1, 2, 3`,
    )
    .all(publisherId, env) as { approval: string; active: number; type: string; n: number }[];
  const count = (keep: (r: (typeof offers)[number]) => boolean) => offers.filter(keep).reduce((s, r) => s + r.n, 0);
  const live = (r: (typeof offers)[number]) => r.approval === 'APPROVED' && r.active === 1;
  const tx = one<{ n: number; volume: number | null }>(
    `SELECT COUNT(*) AS n, SUM(CASE WHEN transaction_type = 'DEBIT' THEN abs(amount) END) AS volume
     FROM transactions WHERE publisher_id = ? AND env = ?`,
  );
  const cb = one<{ user: number | null; pub: number | null }>(
    `SELECT SUM(end_user_cashback_receivable) AS user, SUM(publisher_cashback_receivable) AS pub
     FROM cashback WHERE publisher_id = ? AND env = ? AND status IN ('CREATED','BEING_VERIFIED','VERIFIED','RECEIVED','PAID')`,
  );
  return {
    totalUsers: total,
    activeUsers: active,
    inactiveUsers: total - active,
    totalActiveOffers: count(live),
    paymentLinkedOffers: count((r) => live(r) && r.type === 'PAYMENT'),
    clickToActiveOffers: count((r) => live(r) && r.type === 'CLICK_TO_ACTIVATE'),
    affiliateOffers: count((r) => live(r) && (r.type === 'ONLINE' || r.type === 'GIFTCARD')),
    totalTransactionsProcessed: tx.n,
    totalTransactionVolume: (tx.volume ?? 0) / 100,
    totalCashback: (cb.user ?? 0) / 100,
    totalCommission: (cb.pub ?? 0) / 100,
    totalAvailableOffers: count((r) => r.approval === 'APPROVED'),
    pendingApprovals: count((r) => r.approval === 'PENDING'),
    declinedOffers: count((r) => r.approval === 'DECLINED'),
  };
}

describe('home analytics', () => {
  it.each([
    ['live', LIVE_PREFIX],
    ['sandbox', SANDBOX_PREFIX],
  ] as const)('%s figures equal the SQL aggregates of the same rows', async (env, prefix) => {
    app.deps.clock.setFrozen(true);
    try {
      const res = await app.inject({ method: 'GET', url: `${prefix}/analytics/homepage`, headers: bearer(token) });
      expect(res.statusCode).toBe(200);
      const body = homepageAnalyticsSchema.parse(res.json());
      expect(body).toEqual(expectedFigures(account.publisherId, env, app.deps.clock.now()));
      expect(body.paymentLinkedOffers + body.clickToActiveOffers + body.affiliateOffers).toBe(body.totalActiveOffers);
    } finally {
      app.deps.clock.setFrozen(false);
    }
  });

  it('the demo publisher has figures to show on live', async () => {
    const res = await app.inject({ method: 'GET', url: `${LIVE_PREFIX}/analytics/homepage`, headers: bearer(token) });
    const body = homepageAnalyticsSchema.parse(res.json());
    expect(body.totalUsers).toBeGreaterThan(0);
    expect(body.totalTransactionsProcessed).toBeGreaterThan(0);
    expect(body.totalActiveOffers).toBeGreaterThan(0);
  });
});
