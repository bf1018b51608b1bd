import { readFileSync } from 'node:fs';
import type Database from 'better-sqlite3';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { migrateDatabase, openDatabase } from '@cashloop/db';
import { seedWorld } from '@cashloop/seeds';
import { SANDBOX_PREFIX } from '@cashloop/shared';
import { shareOfWalletEndpoints as e } from '@cashloop/shared/contracts/share-of-wallet';
import { bearer, createTestApp, signIn } from '../../../test/helpers';
import { livePaymentOffer, uploadCsv } from '../transactions/transaction-test-support';
import { packedDocsDifference } from './packed-docs-check';

const MAIN = { email: 'alex.morgan@northwind.example.com', publisherId: 'pub_northwind' };
const DAY = 86_400_000;

/** The five periods of a booking, written out with the calendar (independently of the SQL view). */
function periodsOf(t: number): [string, number][] {
  const d = new Date(t);
  const y = d.getUTCFullYear();
  const m = d.getUTCMonth();
  const day = d.getUTCDate();
  return [
    ['day', Date.UTC(y, m, day)],
    ['dekad', Date.UTC(y, m, day <= 10 ? 1 : day <= 20 ? 11 : 21)],
    ['month', Date.UTC(y, m, 1)],
    ['quarter', Date.UTC(y, m - (m % 3), 1)],
    ['year', Date.UTC(y, 0, 1)],
  ];
}

interface Txn { publisherId: string; env: string; type: string; bookingTime: number; amount: number; category: string | null; retailerId: string | null }

/** The rollup as it should be: every DEBIT grouped per scope, period and category / retailer, in plain JavaScript. */
function expected(sqlite: Database.Database) {
  const rows = sqlite
    .prepare(`SELECT publisher_id AS publisherId, env, transaction_type AS type, booking_time AS bookingTime, amount, category, retailer_id AS retailerId FROM transactions`)
    .all() as Txn[];
  const category = new Map<string, [number, number]>();
  const retailer = new Map<string, [number, number]>();
  const add = (map: Map<string, [number, number]>, key: string, amount: number) => {
    const v = map.get(key) ?? [0, 0];
    v[0] += 1;
    v[1] += Math.abs(amount);
    map.set(key, v);
  };
  for (const r of rows) {
    if (r.type !== 'DEBIT') continue;
    for (const [grain, start] of periodsOf(r.bookingTime)) {
      const scope = `${r.publisherId}|${r.env}|${grain}|${start}`;
      add(category, `${scope}|${r.category ?? ''}`, r.amount);
      if (r.retailerId) add(retailer, `${scope}|${r.retailerId}`, r.amount);
    }
  }
  return { category, retailer, debits: rows.filter((r) => r.type === 'DEBIT').length };
}

/** The stored rollup; rows emptied by deletes (n = 0) must hold no volume either. */
function stored(sqlite: Database.Database, table: string, key: string) {
  const rows = sqlite.prepare(`SELECT publisher_id || '|' || env || '|' || grain || '|' || period_start || '|' || ${key} AS k, n, volume FROM ${table}`).all() as {
    k: string;
    n: number;
    volume: number;
  }[];
  for (const r of rows) if (r.n === 0) expect(r.volume, r.k).toBe(0);
  return new Map(rows.filter((r) => r.n !== 0).map((r) => [r.k, [r.n, r.volume] as [number, number]]));
}

function expectRollupExact(sqlite: Database.Database) {
  const want = expected(sqlite);
  expect(want.debits).toBeGreaterThan(0);
  expect(stored(sqlite, 'spend_rollup_category', 'category')).toEqual(want.category);
  expect(stored(sqlite, 'spend_rollup_retailer', 'retailer_id')).toEqual(want.retailer);
  // The packed docs (migration 0012) mirror both tables slot for slot.
  expect(packedDocsDifference(sqlite)).toBeNull();
}

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

describe('spend rollup', () => {
  it('equals a fresh grouping of the transactions after seeding', () => {
    expectRollupExact(sqlite());
  });

  it('follows a CSV upload (purchases, a refund, an unknown merchant) added set-based', async () => {
    const offer = livePaymentOffer(app, MAIN.publisherId);
    const when = new Date(app.deps.clock.now() - 3 * DAY).toISOString();
    const tag = Date.now().toString(36);
    const csv = [
      'transactionId,endUserId,bookingDateTime,amount,currency,description',
      `R1-${tag},eu-r-${tag},${when},-42.50,GBP,${offer.alias} 0042 LONDON`,
      `R2-${tag},eu-r-${tag},${when},-19.99,GBP,${offer.alias} 0042 LONDON`,
      `R3-${tag},eu-r-${tag},${when},12.00,GBP,${offer.alias} REFUND`,
      `R4-${tag},eu-r-${tag},${when},-7.25,GBP,NOBODY KNOWS THIS SHOP ${tag}`,
    ].join('\n');
    const before = sqlite().prepare('SELECT COUNT(*) FROM spend_rollup_deferrals').pluck().get();
    const res = await uploadCsv(app, token, csv);
    expect(res.statusCode, res.body).toBe(200);
    expect(sqlite().prepare('SELECT COUNT(*) FROM spend_rollup_deferrals').pluck().get()).toBe(before);
    expectRollupExact(sqlite());
  });

  it("follows updates of the columns it depends on (a deleted retailer's SET NULL among them)", () => {
    const db = sqlite();
    const some = db.prepare("SELECT id FROM transactions WHERE publisher_id = ? AND env = 'live' AND transaction_type = 'DEBIT' LIMIT 3").pluck().all(MAIN.publisherId) as string[];
    db.prepare('UPDATE transactions SET booking_time = booking_time - 40 * 86400000, amount = amount - 100 WHERE id = ?').run(some[0]);
    db.prepare("UPDATE transactions SET category = NULL, retailer_id = NULL WHERE id = ?").run(some[1]);
    db.prepare("UPDATE transactions SET transaction_type = 'CREDIT' WHERE id = ?").run(some[2]);
    db.prepare("UPDATE transactions SET labels = '[]' WHERE id = ?").run(some[0]);
    expectRollupExact(db);
  });

  it('follows a sandbox delete of one transaction, then of all', async () => {
    const id = sqlite().prepare("SELECT id FROM transactions WHERE publisher_id = ? AND env = 'sandbox' AND transaction_type = 'DEBIT' AND retailer_id IS NOT NULL LIMIT 1").pluck().get(MAIN.publisherId) as string;
    const one = await app.inject({ method: 'DELETE', url: `${SANDBOX_PREFIX}/transaction-enrichment/transaction/${id}`, headers: bearer(token) });
    expect(one.statusCode, one.body).toBe(200);
    expectRollupExact(sqlite());
    const all = await app.inject({ method: 'DELETE', url: `${SANDBOX_PREFIX}/transaction-enrichment/transaction/deleteAll`, headers: bearer(token) });
    expect(all.statusCode, all.body).toBe(200);
    expectRollupExact(sqlite());
    // And the spend explorer of the emptied partition answers nothing, not the rows that were.
    const res = await app.inject({ method: 'GET', url: `${SANDBOX_PREFIX}/share-of-wallet/category?startDate=01-01-2020&endDate=31-12-2030`, headers: bearer(token) });
    expect(e.categories.response.parse(res.json())).toEqual([]);
  });

  it("rebuilt by migration 0012's backfill from a filled rollup, the packed docs are the same", () => {
    const db = sqlite();
    const sql = readFileSync(new URL('../../../../db/migrations/0012_spend_rollup_packed.sql', import.meta.url), 'utf8');
    const backfill = sql.split('--> statement-breakpoint').filter((s) => /^\s*(--[^\n]*\n\s*)*INSERT INTO `spend_rollup_(slots|packed)`/.test(s));
    expect(backfill).toHaveLength(4);
    db.exec('DELETE FROM spend_rollup_packed; DELETE FROM spend_rollup_slots');
    for (const statement of backfill) db.exec(statement);
    expectRollupExact(db);
  });

  it('equals a fresh grouping on the large scenario (bulk rows, filled set-based at the end)', () => {
    const { sqlite: db, db: drizzle } = openDatabase(':memory:');
    try {
      migrateDatabase(drizzle);
      seedWorld(db, { scenario: 'large', seed: 42, now: Date.UTC(2025, 5, 16), largeBulkCount: 5000 });
      expectRollupExact(db);
    } finally {
      db.close();
    }
  }, 180_000);
});
