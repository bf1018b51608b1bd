import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type ApiEnv, LIVE_PREFIX, parseDay, SANDBOX_PREFIX } from '@cashloop/shared';
import { catalogueEndpoints, type RetailerDetail } from '@cashloop/shared/contracts/catalogue';
import { bearer, createTestApp, signIn } from '../../../test/helpers';

const DAY = 86_400_000;
const MAIN = { email: 'alex.morgan@northwind.example.com', publisherId: 'pub_northwind' };
const OTHER = { email: 'sam.carter@harbourloyalty.example.com', publisherId: 'pub_harbour' };
const prefixOf = (env: ApiEnv) => (env === 'live' ? LIVE_PREFIX : SANDBOX_PREFIX);

let app: FastifyInstance;
let token: string;
let otherToken: string;
beforeAll(async () => {
  app = await createTestApp();
  app.deps.clock.setFrozen(true);
  token = await signIn(app, MAIN.email);
  otherToken = await signIn(app, OTHER.email);
});
afterAll(async () => {
  await app.close();
});

const sql = <T>(text: string, ...args: unknown[]) => app.deps.data.sqlite.prepare(text).all(...args) as T[];
const get = (path: string, env: ApiEnv = 'live', who = token) =>
  app.inject({ method: 'GET', url: `${prefixOf(env)}${path}`, headers: bearer(who) });

async function detail(path: string, env: ApiEnv = 'live'): Promise<RetailerDetail> {
  const res = await get(path, env);
  expect(res.statusCode, res.body).toBe(200);
  return catalogueEndpoints.retailerDetail.response.parse(res.json());
}

/** The retailer the publisher shops at most in that partition. */
function busiestRetailer(env: ApiEnv): { id: string; category: string } {
  return sql<{ id: string; category: string }>(
    `SELECT r.id, r.primary_category AS category FROM transactions t JOIN retailers r ON r.id = t.retailer_id
     WHERE t.publisher_id = ? AND t.env = ? GROUP BY r.id ORDER BY COUNT(*) DESC LIMIT 1`,
    MAIN.publisherId,
    env,
  )[0]!;
}

/** Period label of a booking time, written with plain Date arithmetic (independent of the service). */
/** A booking's bucket label: its period's first day, or the window's start when the period began before it. */
function labelOf(ms: number, interval: string, windowStart: number): string {
  const d = new Date(ms);
  const pad = (n: number) => String(n).padStart(2, '0');
  if (interval === 'year') return String(d.getUTCFullYear());
  if (interval === 'month') return `${pad(d.getUTCMonth() + 1)}-${d.getUTCFullYear()}`;
  const back = interval === 'week' ? (d.getUTCDay() + 6) % 7 : 0;
  const start = new Date(Math.max(windowStart, Date.UTC(d.getUTCFullYear(), d.getUTCMonth(), d.getUTCDate() - back)));
  return `${pad(start.getUTCDate())}-${pad(start.getUTCMonth() + 1)}-${start.getUTCFullYear()}`;
}

/** The figures recomputed with plain SQL over the same window. */
function expected(env: ApiEnv, retailer: { id: string; category: string }, start: number, end: number) {
  const debits = sql<{ bookingTime: number; amount: number; retailerId: string | null; category: string | null }>(
    `SELECT booking_time AS bookingTime, amount, retailer_id AS retailerId, category FROM transactions
     WHERE publisher_id = ? AND env = ? AND transaction_type = 'DEBIT' AND booking_time BETWEEN ? AND ?`,
    MAIN.publisherId, env, start, end,
  );
  const cb = sql<{ n: number; v: number | null }>(
    `SELECT COUNT(*) AS n, SUM(end_user_cashback_receivable) AS v FROM cashback
     WHERE publisher_id = ? AND env = ? AND retailer_id = ? AND created_on BETWEEN ? AND ?
       AND status IN ('CREATED','BEING_VERIFIED','VERIFIED','RECEIVED','PAID')`,
    MAIN.publisherId, env, retailer.id, start, end,
  )[0]!;
  const sum = (rows: typeof debits) => rows.reduce((s, r) => s - r.amount, 0);
  const mine = debits.filter((r) => r.retailerId === retailer.id);
  return {
    mine,
    figures: {
      transactionVolume: sum(mine) / 100,
      transactionCount: mine.length,
      cashbackVolume: (cb.v ?? 0) / 100,
      cashbackCount: cb.n,
    },
    all: sum(debits) / 100,
    category: sum(debits.filter((r) => r.category === retailer.category)) / 100,
  };
}

describe('retailer page analytics', () => {
  it('defaults to the start of the month two months back until the end of this month, by week', async () => {
    const r = busiestRetailer('live');
    const body = await detail(`/catalogue/retailer/${r.id}`);
    expect([body.startDate, body.endDate, body.interval]).toEqual(['01-04-2025', '30-06-2025', 'week']);
    const want = expected('live', r, Date.UTC(2025, 3, 1), Date.UTC(2025, 6, 1) - 1);
    expect(body.retailerAnalytics).toEqual(want.figures);
    expect(body.retailerAnalytics.transactionCount).toBeGreaterThan(0);
    // The first week began on Monday 31-03, before the window: it is labelled by its first day inside it.
    expect(body.graphData[0]!.id).toBe('01-04-2025');
    expect(body.graphData.at(-1)!.id).toBe('30-06-2025');
  });

  it.each([
    ['day', '01-05-2025', '31-05-2025', 31],
    ['week', '01-01-2025', '30-06-2025', 27],
    ['month', '01-07-2024', '30-06-2025', 12],
    ['year', '01-01-2024', '30-06-2025', 2],
  ])('by %s from %s to %s: totals and every period equal the SQL sums', async (interval, startDate, endDate, periods) => {
    const r = busiestRetailer('live');
    const body = await detail(`/catalogue/retailer/${r.id}?startDate=${startDate}&endDate=${endDate}&interval=${interval}`);
    const start = parseDay(startDate)!;
    const end = parseDay(endDate)! + DAY - 1;
    const want = expected('live', r, start, end);
    expect(body.retailerAnalytics).toEqual(want.figures);
    expect(body.allTransactionsAnalysis.totalTransactionVolume).toBeCloseTo(want.all, 2);
    expect(body.relevantCategoriesTransactionsAnalysis.totalTransactionVolume).toBeCloseTo(want.category, 2);
    expect(body.graphData).toHaveLength(periods);
    expect(new Set(body.graphData.map((p) => p.id)).size).toBe(periods);
    const perPeriod = new Map<string, { n: number; v: number }>();
    for (const t of want.mine) {
      const label = labelOf(t.bookingTime, interval, start);
      const p = perPeriod.get(label) ?? { n: 0, v: 0 };
      perPeriod.set(label, { n: p.n + 1, v: p.v - t.amount });
    }
    for (const point of body.graphData) {
      const p = perPeriod.get(point.id) ?? { n: 0, v: 0 };
      expect([point.id, point.transactionCount, point.transactionVolume]).toEqual([point.id, p.n, p.v / 100]);
    }
    expect(body.graphData.reduce((s, p) => s + p.transactionCount, 0)).toBe(want.figures.transactionCount);
  });

  it('fills empty periods with zero', async () => {
    const r = busiestRetailer('live');
    // Far in the future: nothing booked, every day present and zero.
    const body = await detail(`/catalogue/retailer/${r.id}?startDate=01-01-2030&endDate=10-01-2030&interval=day`);
    expect(body.graphData).toHaveLength(10);
    expect(body.graphData.every((p) => p.transactionCount === 0 && p.transactionVolume === 0)).toBe(true);
    expect(body.retailerAnalytics).toEqual({ transactionVolume: 0, transactionCount: 0, cashbackVolume: 0, cashbackCount: 0 });
  });

  it('sandbox figures come from sandbox rows only', async () => {
    const r = busiestRetailer('sandbox');
    const body = await detail(`/catalogue/retailer/${r.id}?startDate=01-07-2024&endDate=30-06-2025&interval=month`, 'sandbox');
    const want = expected('sandbox', r, Date.UTC(2024, 6, 1), Date.UTC(2025, 6, 1) - 1);
    expect(body.retailerAnalytics).toEqual(want.figures);
    expect(body.allTransactionsAnalysis.totalTransactionVolume).toBeCloseTo(want.all, 2);
    const live = expected('live', r, Date.UTC(2024, 6, 1), Date.UTC(2025, 6, 1) - 1);
    expect(body.allTransactionsAnalysis.totalTransactionVolume).not.toBeCloseTo(live.all, 2);
  });

  it('answers the retailer with its visible offers and channels', async () => {
    const r = busiestRetailer('live');
    const body = await detail(`/catalogue/retailer/${r.id}`);
    const offers = sql<{ id: string }>(
      `SELECT id FROM offers WHERE retailer_id = ? AND hidden = 0 AND removed_on IS NULL
       AND (owner_publisher_id IS NULL OR (owner_publisher_id = ? AND env = 'live'))`,
      r.id, MAIN.publisherId,
    );
    expect(new Set(body.offers)).toEqual(new Set(offers.map((o) => o.id)));
    expect(body.channels.length).toBeGreaterThan(0);
    expect(body.personalisationCategories[0]).toBe(r.category);
  });

  it.each([
    ['startDate=01-05-2025', /both startDate and endDate/],
    ['endDate=01-05-2025', /both startDate and endDate/],
    ['startDate=02-05-2025&endDate=01-05-2025', /must not be after/],
    ['startDate=2025-05-01&endDate=01-06-2025', /dd-MM-yyyy/],
    ['startDate=31-02-2025&endDate=01-06-2025', /real calendar date/],
    ['interval=hour', /Interval/],
    ['startDate=01-01-2020&endDate=31-12-2025&interval=day', /more than 400 periods/],
  ])('answers 400 to %s', async (qs, message) => {
    const r = busiestRetailer('live');
    const res = await get(`/catalogue/retailer/${r.id}?${qs}`);
    expect(res.statusCode, res.body).toBe(400);
    expect(JSON.stringify(res.json())).toMatch(message);
  });

  it("answers 404 for an unknown retailer and for another publisher's own retailer", async () => {
    expect((await get('/catalogue/retailer/ret_nope')).statusCode).toBe(404);
    const theirs = sql<{ id: string }>(`SELECT id FROM retailers WHERE owner_publisher_id = ? AND env = 'live'`, OTHER.publisherId)[0]!;
    expect((await get(`/catalogue/retailer/${theirs.id}`)).statusCode).toBe(404);
    expect((await get(`/catalogue/retailer/${theirs.id}`, 'live', otherToken)).statusCode).toBe(200);
    // The owner's own retailer is not visible from its other partition either.
    expect((await get(`/catalogue/retailer/${theirs.id}`, 'sandbox', otherToken)).statusCode).toBe(404);
  });
});
