import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SANDBOX_PREFIX, formatDay } from '@cashloop/shared';
import { bearer, createTestApp, signIn } from '../../../test/helpers';
import { resolveWindow } from './analytics-window';
import { expectEveryScopeRetailerWindow } from './analytics-test-support';
import { retailerSpendByDay, retailerSpendByDayFromPurchases } from './retailer-analytics.repo';

/**
 * Retailer analytics' day series reads the spend rollup's day rows through migration 0009's index: it must
 * equal the grouping of the purchases themselves for every scope, retailer and window, after seeding and
 * after the writes that move purchases (the rollup's own test proves each kind of write keeps it exact).
 */
const MAIN = { email: 'alex.morgan@northwind.example.com', publisherId: 'pub_northwind' };

let app: FastifyInstance;
let token: string;
beforeAll(async () => {
  app = await createTestApp();
  token = await signIn(app, MAIN.email);
});
afterAll(async () => {
  await app.close();
});
const sqlite = () => app.deps.data.sqlite;

function expectSeriesExact() {
  const db = sqlite();
  const now = app.deps.clock.now();
  const windows = [
    resolveWindow(now),
    resolveWindow(now, formatDay(now - 365 * 86_400_000), formatDay(now)),
    resolveWindow(now, formatDay(now - 17 * 86_400_000), formatDay(now - 3 * 86_400_000)),
    resolveWindow(now, '01-01-2000', formatDay(now + 400 * 86_400_000)),
  ];
  const days = expectEveryScopeRetailerWindow(
    db, 'transactions', windows,
    (scope, retailerId, window) => retailerSpendByDay(db, scope, retailerId, window),
    (scope, retailerId, window) => retailerSpendByDayFromPurchases(db, scope, retailerId, window),
    (series) => series.length,
  );
  expect(days).toBeGreaterThan(100);
}

describe("retailer analytics' day series", () => {
  it('equals the purchases grouped per day after seeding', () => {
    expectSeriesExact();
  });

  it('still does after purchases move, change, leave their retailer or stop being purchases', () => {
    const db = sqlite();
    const some = db.prepare("SELECT id FROM transactions WHERE publisher_id = ? AND env = 'live' AND transaction_type = 'DEBIT' AND retailer_id IS NOT NULL LIMIT 4").pluck().all(MAIN.publisherId) as string[];
    db.prepare('UPDATE transactions SET booking_time = booking_time - 9 * 86400000, amount = amount - 100 WHERE id = ?').run(some[0]);
    db.prepare('UPDATE transactions SET retailer_id = NULL WHERE id = ?').run(some[1]);
    db.prepare("UPDATE transactions SET transaction_type = 'CREDIT' WHERE id = ?").run(some[2]);
    db.prepare('UPDATE transactions SET retailer_id = (SELECT id FROM retailers WHERE id <> transactions.retailer_id LIMIT 1) WHERE id = ?').run(some[3]);
    expectSeriesExact();
  });

  it('still does after sandbox deletes (days emptied keep n = 0 in the rollup and are left out)', async () => {
    const id = sqlite().prepare("SELECT id FROM transactions WHERE publisher_id = ? AND env = 'sandbox' AND transaction_type = 'DEBIT' AND retailer_id IS NOT NULL LIMIT 1").pluck().get(MAIN.publisherId) as string;
    const one = await app.inject({ method: 'DELETE', url: `${SANDBOX_PREFIX}/transaction-enrichment/transaction/${id}`, headers: bearer(token) });
    expect(one.statusCode, one.body).toBe(200);
    expectSeriesExact();
    const all = await app.inject({ method: 'DELETE', url: `${SANDBOX_PREFIX}/transaction-enrichment/transaction/deleteAll`, headers: bearer(token) });
    expect(all.statusCode, all.body).toBe(200);
    expectSeriesExact();
  });
});
