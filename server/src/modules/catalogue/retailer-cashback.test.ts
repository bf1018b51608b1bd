import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SANDBOX_PREFIX, formatDay } from '@cashloop/shared';
import { bearer, createTestApp, signIn } from '../../../test/helpers';
import { resolveWindow } from './analytics-window';
import { expectEveryScopeRetailerWindow } from './analytics-test-support';
import { retailerCashback, retailerCashbackFromRows } from './retailer-analytics.repo';

/**
 * Retailer analytics' cashback figure reads migration 0018's day rollup: the rollup must equal the cashback
 * rows grouped per scope, retailer and UTC day (grouped here in JavaScript, not by the migration's SQL), and the
 * figure the rows' own sum, for every scope, retailer and window, after seeding and after every kind of write.
 */
const MAIN = { email: 'alex.morgan@northwind.example.com', publisherId: 'pub_northwind' };
const DAY = 86_400_000;
const COUNTED = new Set(['CREATED', 'BEING_VERIFIED', 'VERIFIED', 'RECEIVED', 'PAID']);

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

function expectRollupExact() {
  const db = sqlite();
  const rows = db.prepare('SELECT publisher_id, env, retailer_id, created_on, status, end_user_cashback_receivable AS v FROM cashback').all() as {
    publisher_id: string; env: string; retailer_id: string | null; created_on: number; status: string; v: number;
  }[];
  const expected = new Map<string, [number, number]>();
  for (const r of rows) {
    if (r.retailer_id === null || !COUNTED.has(r.status)) continue;
    const key = `${r.publisher_id}|${r.env}|${r.retailer_id}|${Math.floor(r.created_on / DAY) * DAY}`;
    const sum = expected.get(key) ?? [0, 0];
    expected.set(key, [sum[0] + 1, sum[1] + r.v]);
  }
  const stored = new Map<string, [number, number]>();
  for (const r of db.prepare('SELECT publisher_id, env, retailer_id, day, n, volume FROM cashback_rollup_retailer_day WHERE n <> 0 OR volume <> 0').raw().all() as [string, string, string, number, number, number][]) {
    stored.set(r.slice(0, 4).join('|'), [r[4], r[5]]);
  }
  expect(stored).toEqual(expected);
  expect(expected.size).toBeGreaterThan(100);

  const now = app.deps.clock.now();
  const windows = [
    resolveWindow(now),
    resolveWindow(now, formatDay(now - 365 * DAY), formatDay(now)),
    resolveWindow(now, formatDay(now - 17 * DAY), formatDay(now - 3 * DAY)),
    resolveWindow(now, formatDay(now - 40 * DAY), formatDay(now - 40 * DAY)),
    resolveWindow(now, '01-01-2000', formatDay(now + 400 * DAY)),
  ];
  const counted = expectEveryScopeRetailerWindow(
    db, 'cashback', windows,
    (scope, retailerId, window) => retailerCashback(db, scope, retailerId, window),
    (scope, retailerId, window) => retailerCashbackFromRows(db, scope, retailerId, window),
    (figure) => figure.count,
  );
  expect(counted).toBeGreaterThan(100);
}

describe("retailer analytics' cashback figure", () => {
  it('equals the cashback rows grouped per day after seeding', () => {
    expectRollupExact();
  });

  it('still does after cashback is declined, counted again, moved, changed, inserted and deleted', () => {
    const db = sqlite();
    const pick = (status: string, n: number) =>
      db.prepare('SELECT id FROM cashback WHERE publisher_id = ? AND retailer_id IS NOT NULL AND status = ? ORDER BY id LIMIT ?').pluck().all(MAIN.publisherId, status, n) as string[];
    const [paid1, paid2, paid3, paid4, paid5, paid6] = pick('PAID', 6);
    const [declined] = pick('DECLINED', 1);
    const [created] = pick('CREATED', 1);
    const set = (sql: string, id: string | undefined) => expect(db.prepare(`UPDATE cashback SET ${sql} WHERE id = ?`).run(id).changes).toBe(1);
    set("status = 'DECLINED'", paid1);
    set("status = 'CREATED'", declined);
    set("status = 'BEING_VERIFIED'", created);
    set('end_user_cashback_receivable = end_user_cashback_receivable + 123', paid2);
    set('created_on = created_on - 3 * 86400000 - 1', paid3);
    // The end user is their id in a partition (decision 0041): the cashback moves to the same id in the other one.
    db.prepare(
      `INSERT OR IGNORE INTO end_users (id, publisher_id, env, created_on, last_active_on)
       SELECT end_user_id, publisher_id, CASE env WHEN 'live' THEN 'sandbox' ELSE 'live' END, 0, 0 FROM cashback WHERE id = ?`,
    ).run(paid4);
    set("env = CASE env WHEN 'live' THEN 'sandbox' ELSE 'live' END", paid4);
    set('retailer_id = (SELECT id FROM retailers WHERE id <> cashback.retailer_id ORDER BY id LIMIT 1)', paid5);
    // A created_on exactly at midnight lands on that day (the window's first instant).
    set('created_on = created_on - created_on % 86400000', paid6);
    // An uncounted row changing amount or day touches nothing; a counted one entering with a new id adds a day row.
    set('end_user_cashback_receivable = end_user_cashback_receivable + 7, created_on = created_on + 86400000', paid1);
    // A copy of a counted row two days later under a new id (every other column as it is).
    const columns = db.prepare("SELECT name FROM pragma_table_info('cashback')").pluck().all() as string[];
    const values = columns.map((c) => (c === 'id' ? "'cb_rollup_test'" : c === 'created_on' ? 'created_on + 2 * 86400000' : c));
    db.prepare(`INSERT INTO cashback (${columns.join(', ')}) SELECT ${values.join(', ')} FROM cashback WHERE id = ?`).run(paid2);
    db.prepare('DELETE FROM cashback WHERE id = ?').run(paid6);
    expectRollupExact();
  });

  it('still does after sandbox deletes of transactions and their cashback', async () => {
    const ids = sqlite().prepare("SELECT transaction_id FROM cashback WHERE publisher_id = ? AND env = 'sandbox' AND transaction_id IS NOT NULL LIMIT 1").pluck().all(MAIN.publisherId) as string[];
    expect(ids).toHaveLength(1);
    const one = await app.inject({ method: 'DELETE', url: `${SANDBOX_PREFIX}/transaction-enrichment/transaction/${ids[0]}`, headers: bearer(token) });
    expect(one.statusCode, one.body).toBe(200);
    expectRollupExact();
    const all = await app.inject({ method: 'DELETE', url: `${SANDBOX_PREFIX}/transaction-enrichment/transaction/deleteAll`, headers: bearer(token) });
    expect(all.statusCode, all.body).toBe(200);
    expectRollupExact();
  });
});
