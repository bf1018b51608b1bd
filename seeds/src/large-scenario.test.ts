import { createHash } from 'node:crypto';
import { migrateDatabase, openDatabase, rebuildSpendRollup } from '@cashloop/db';
import { endUserCountsDrift } from '@cashloop/db/end-user-counts-test-support';
import { scopeCountsDrift } from '@cashloop/db/scope-counts-test-support';
import { tierMemberCountsDrift } from '@cashloop/db/tier-member-counts-test-support';
import { cashbackStatuses } from '@cashloop/shared/common/enums';
import { beforeAll, describe, expect, it } from 'vitest';
import { seedWorld, type SeedOptions } from './index';
import { LARGE_DEMO_VOLUMES } from './scenarios/demo';

const NOW = Date.UTC(2025, 10, 22, 9, 30);
/** The full million is seeded by `pnpm bench --large`; the same code runs here on fewer rows. */
const BULK = 20_000;
const LIVE = "publisher_id = 'pub_northwind' AND env = 'live'";
/** Bulk ids are 13 characters after the prefix (the demo's are 12). */
const BULK_TXN = `${LIVE} AND length(id) = 17`;
const BULK_CB = `${LIVE} AND length(id) = 16`;
/** The same filters on an aliased table. */
const live = (a: string) => `${a}.publisher_id = 'pub_northwind' AND ${a}.env = 'live'`;
const bulkTxn = (a: string) => `${live(a)} AND length(${a}.id) = 17`;
const bulkCb = (a: string) => `${live(a)} AND length(${a}.id) = 16`;

function seeded(options: SeedOptions) {
  const { sqlite, db } = openDatabase(':memory:');
  migrateDatabase(db);
  const summary = seedWorld(sqlite, options);
  return { sqlite, summary };
}

describe('large scenario', () => {
  let large: ReturnType<typeof seeded>;
  const one = <T>(sql: string, ...params: unknown[]) => large.sqlite.prepare(sql).pluck().get(...params) as T;
  beforeAll(() => {
    // Two threads whatever the machine's load (seedWorld would pick one on a busy box).
    large = seeded({ scenario: 'large', seed: 42, now: NOW, largeBulkCount: BULK, largeThreads: 2 });
  }, 120_000);

  it('the same seed and clock give a byte-identical database', () => {
    const again = seeded({ scenario: 'large', seed: 42, now: NOW, largeBulkCount: BULK, largeThreads: 2 });
    expect(again.summary.counts).toEqual(large.summary.counts);
    expect(again.sqlite.serialize().equals(large.sqlite.serialize())).toBe(true);
  }, 120_000);

  it('seeded on one thread it holds the same rows as on two', () => {
    const { sqlite: one } = seeded({ scenario: 'large', seed: 42, now: NOW, largeBulkCount: BULK, largeThreads: 1 });
    // Every table's rows with their rowids, in order.
    const tables = (s: typeof one) =>
      s.prepare("SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%' ORDER BY name").pluck().all() as string[];
    const content = (s: typeof one, t: string) => {
      const hash = createHash('sha256');
      const withoutRowid = /WITHOUT ROWID\s*$/i.test(s.prepare("SELECT sql FROM sqlite_master WHERE name = ?").pluck().get(t) as string);
      for (const row of s.prepare(`SELECT ${withoutRowid ? '' : 'rowid, '}* FROM "${t}"`).raw().iterate()) hash.update(JSON.stringify(row));
      return hash.digest('hex');
    };
    expect(tables(one)).toEqual(tables(large.sqlite));
    const differing = tables(one).filter((t) => content(one, t) !== content(large.sqlite, t));
    expect(differing).toEqual([]);
  }, 120_000);

  it("the spend rollup built from the generator's day totals equals one built by reading every transaction", () => {
    // The seeding read only the demo's transactions and took the bulk ones' figures summed as they were drawn.
    const rollup = () =>
      ['spend_rollup_category', 'spend_rollup_retailer', 'spend_rollup_slots', 'spend_rollup_packed'].map((t) =>
        large.sqlite.prepare(`SELECT ${t === 'spend_rollup_packed' ? 'rowid, ' : ''}* FROM ${t}`).raw().all(),
      );
    const seededRollup = rollup();
    // Not vacuous: the bulk purchases are in it (every year row of the live scope counts them).
    expect(one<number>(`SELECT SUM(n) FROM spend_rollup_category WHERE ${LIVE} AND grain = 'year'`)).toBe(
      one<number>(`SELECT COUNT(*) FROM transactions WHERE ${LIVE} AND transaction_type = 'DEBIT'`),
    );
    // Rebuilt from every row inside a savepoint, rolled back after: the world stays as seeded for the other tests.
    large.sqlite.exec('SAVEPOINT every_row');
    let fromEveryRow: unknown[];
    try {
      rebuildSpendRollup(large.sqlite);
      fromEveryRow = rollup();
    } finally {
      large.sqlite.exec('ROLLBACK TO every_row; RELEASE every_row');
    }
    expect(fromEveryRow).toEqual(seededRollup);
  }, 60_000);

  it("the cashback day rollup caught up after the bulk load equals the cashback rows grouped per day", () => {
    // Migration 0018's insert trigger is lifted for the bulk cashback and its rows added set-based after (bulk-load.ts).
    const stored = large.sqlite.prepare('SELECT publisher_id, env, retailer_id, day, n, volume FROM cashback_rollup_retailer_day WHERE n <> 0 ORDER BY 1, 2, 3, 4').raw().all();
    const grouped = large.sqlite.prepare(
      `SELECT publisher_id, env, retailer_id, CAST(created_on / 86400000 AS INTEGER) * 86400000 AS day, COUNT(*), SUM(end_user_cashback_receivable)
       FROM cashback WHERE status NOT IN ('DECLINED', 'DISQUALIFIED') GROUP BY 1, 2, 3, 4 ORDER BY 1, 2, 3, 4`,
    ).raw().all();
    expect(stored).toEqual(grouped);
    expect(one<number>(`SELECT SUM(n) FROM cashback_rollup_retailer_day WHERE ${LIVE}`)).toBeGreaterThan(BULK);
  });

  it('adds the bulk transactions and one cashback each on top of the whole demo world', () => {
    expect(one<number>(`SELECT COUNT(*) FROM transactions WHERE ${LIVE}`)).toBe(LARGE_DEMO_VOLUMES.mainLive.transactions + BULK);
    expect(one<number>(`SELECT COUNT(*) FROM transactions WHERE ${BULK_TXN}`)).toBe(BULK);
    expect(one<number>(`SELECT COUNT(*) FROM cashback WHERE ${BULK_CB}`)).toBe(BULK);
    expect(one<number>(`SELECT COUNT(DISTINCT transaction_id) FROM cashback WHERE ${BULK_CB}`)).toBe(BULK);
    // Every bulk cashback sits on a bulk debit of the same user, whose amount it records.
    expect(
      one<number>(
        `SELECT COUNT(*) FROM cashback c JOIN transactions t ON t.id = c.transaction_id
         WHERE ${bulkCb('c')}
           AND length(t.id) = 17 AND t.end_user_id = c.end_user_id AND t.amount = -c.transaction_amount AND t.transaction_type = 'DEBIT'
           AND t.retailer_id = c.retailer_id AND c.created_on = t.created_on AND c.end_user_cashback_receivable + c.publisher_cashback_receivable > 0`,
      ),
    ).toBe(BULK);
    // The demo's other partitions are untouched.
    expect(one<number>("SELECT COUNT(*) FROM transactions WHERE NOT (publisher_id = 'pub_northwind' AND env = 'live') AND length(id) = 17")).toBe(0);
  });

  it('keeps every foreign key and the migrated schema (indexes and triggers rebuilt as they were)', () => {
    expect(large.sqlite.pragma('foreign_key_check')).toEqual([]);
    const { sqlite: fresh, db } = openDatabase(':memory:');
    migrateDatabase(db);
    const schema = (s: typeof fresh) => s.prepare("SELECT type, name, tbl_name, sql FROM sqlite_master WHERE name NOT LIKE 'sqlite_autoindex%' ORDER BY type, name").all();
    expect(schema(large.sqlite)).toEqual(schema(fresh));
  });

  it('uses only the scope own users, their connections while live, and live PAYMENT offers matched on their channels', () => {
    const bad = (sql: string) => one<number>(sql);
    expect(bad(`SELECT COUNT(*) FROM transactions t JOIN bank_connections b ON b.id = t.bank_connection_id
      WHERE ${bulkTxn('t')}
        AND (b.end_user_id <> t.end_user_id OR b.publisher_id <> t.publisher_id OR b.env <> t.env OR t.booking_time < b.created_on)`)).toBe(0);
    expect(bad(`SELECT COUNT(*) FROM cashback c JOIN programme_offers po ON po.id = c.programme_offer_id JOIN offers o ON o.id = po.offer_id
      WHERE ${bulkCb('c')}
        AND (po.publisher_id <> c.publisher_id OR po.env <> c.env OR po.active <> 1 OR o.offer_type <> 'PAYMENT' OR po.decided_on > c.created_on)`)).toBe(0);
    expect(bad(`SELECT COUNT(*) FROM transactions t WHERE ${bulkTxn('t')}
        AND NOT EXISTS (SELECT 1 FROM channel_mids m WHERE m.channel_id = t.channel_id AND m.mid = t.mid AND m.retailer_id = t.retailer_id)`)).toBe(0);
    expect(bad(`SELECT COUNT(*) FROM cashback c WHERE ${bulkCb('c')}
        AND NOT EXISTS (SELECT 1 FROM transaction_offer_matches m WHERE m.transaction_id = c.transaction_id AND m.programme_offer_id = c.programme_offer_id)`)).toBe(0);
    expect(one<number>(`SELECT MIN(booking_time) FROM transactions WHERE ${BULK_TXN}`)).toBeLessThan(NOW - 300 * 86_400_000);
    expect(one<number>(`SELECT MAX(created_on) FROM transactions WHERE ${BULK_TXN}`)).toBeLessThanOrEqual(NOW);
  });

  it('bulk cashback covers every status, consistent with its lifecycle columns', () => {
    const statuses = large.sqlite.prepare(`SELECT DISTINCT status FROM cashback WHERE ${BULK_CB}`).pluck().all() as string[];
    expect(statuses.sort()).toEqual([...cashbackStatuses].sort());
    const wrong = (where: string) => one<number>(`SELECT COUNT(*) FROM cashback WHERE ${BULK_CB} AND (${where})`);
    expect(wrong("status IN ('DECLINED','DISQUALIFIED') AND declined_reason IS NULL")).toBe(0);
    expect(wrong("status NOT IN ('DECLINED','DISQUALIFIED') AND declined_reason IS NOT NULL")).toBe(0);
    expect(wrong("status IN ('CREATED','BEING_VERIFIED','VERIFIED','RECEIVED') AND (next_transition_on IS NULL OR next_transition_on <= " + NOW + ')')).toBe(0);
    expect(wrong("status IN ('PAID','DECLINED','DISQUALIFIED') AND next_transition_on IS NOT NULL")).toBe(0);
    expect(wrong("status = 'PAID' AND (paid_on IS NULL OR received_on IS NULL OR verified_on IS NULL OR being_verified_on IS NULL)")).toBe(0);
    expect(wrong("status = 'DECLINED' AND (declined_on IS NULL OR being_verified_on IS NULL OR verified_on IS NOT NULL)")).toBe(0);
    expect(wrong("status = 'DISQUALIFIED' AND disqualified_on IS NULL")).toBe(0);
    expect(wrong("(status IN ('RECEIVED','PAID')) <> (payout_id IS NOT NULL)")).toBe(0);
    expect(wrong(`updated_on > ${NOW} OR updated_on < created_on`)).toBe(0);
    // Age decides status: the newest are still being checked, the oldest are settled.
    const newest = large.sqlite.prepare(`SELECT DISTINCT status FROM cashback WHERE ${BULK_CB} AND created_on > ?`).pluck().all(NOW - 86_400_000) as string[];
    expect(newest.every((s) => ['CREATED', 'BEING_VERIFIED', 'DISQUALIFIED'].includes(s))).toBe(true);
    expect(wrong(`created_on < ${NOW - 120 * 86_400_000} AND status NOT IN ('PAID','DECLINED','DISQUALIFIED')`)).toBe(0);
  });

  it('payouts add up to the cashback they settle, and PAID cashback sits in paid payouts', () => {
    const rows = large.sqlite.prepare(
      `SELECT p.amount, p.end_user_amount + p.commission_amount AS parts, p.cashback_count,
        (SELECT COALESCE(SUM(end_user_cashback_receivable + publisher_cashback_receivable), 0) FROM cashback c WHERE c.payout_id = p.id) AS settled,
        (SELECT COUNT(*) FROM cashback c WHERE c.payout_id = p.id) AS n,
        (SELECT COUNT(*) FROM cashback c WHERE c.payout_id = p.id AND c.status <> CASE p.paid WHEN 1 THEN 'PAID' ELSE 'RECEIVED' END) AS wrong
       FROM payouts p`,
    ).all() as { amount: number; parts: number; settled: number; cashback_count: number; n: number; wrong: number }[];
    expect(rows.length).toBeGreaterThan(0);
    for (const r of rows) expect([r.parts, r.settled, r.n, r.wrong]).toEqual([r.amount, r.amount, r.cashback_count, 0]);
    expect(one<number>(`SELECT SUM(cashback_count) FROM payouts WHERE ${LIVE}`)).toBeGreaterThan(BULK / 2);
  });

  it("keeps each end user's counts of transactions and cashback, counted once the bulk rows are in (migration 0022)", () => {
    expect(endUserCountsDrift(large.sqlite)).toEqual([]);
    expect(one<number>('SELECT SUM(transaction_count) FROM end_users')).toBe(one<number>('SELECT COUNT(*) FROM transactions'));
    expect(one<number>('SELECT SUM(cashback_count) FROM end_users')).toBe(one<number>('SELECT COUNT(*) FROM cashback'));
  });

  it('gives every bulk transaction its offer matches', () => {
    const matched = 'EXISTS (SELECT 1 FROM transaction_offer_matches m WHERE m.transaction_id = transactions.id)';
    expect(one<number>(`SELECT COUNT(*) FROM transactions WHERE ${BULK_TXN} AND ${matched}`)).toBe(BULK);
  });

  it('maintained counters and billed volumes count the bulk rows', () => {
    expect(one<number>(`SELECT COUNT(*) FROM retailers r WHERE live_transaction_count <> (SELECT COUNT(*) FROM transactions t WHERE t.retailer_id = r.id AND t.env = 'live')
      OR sandbox_transaction_count <> (SELECT COUNT(*) FROM transactions t WHERE t.retailer_id = r.id AND t.env = 'sandbox')`)).toBe(0);
    expect(one<number>(`SELECT COUNT(*) FROM invoices i WHERE ${live('i')} AND (
      processed_transactions <> (SELECT COUNT(*) FROM transactions t WHERE t.publisher_id = i.publisher_id AND t.env = i.env AND t.created_on BETWEEN i.period_start AND i.period_end)
      OR total_transaction_processing_milli <> processed_transactions * transaction_processing_fee_milli
      OR invoice_total_milli <> platform_fee_milli + total_transaction_processing_milli + total_open_banking_connection_milli)`)).toBe(0);
    expect(one<number>(`SELECT COUNT(*) FROM end_users u WHERE last_active_on < (SELECT MAX(booking_time) FROM transactions t WHERE t.publisher_id = u.publisher_id AND t.env = u.env AND t.end_user_id = u.id)`)).toBe(0);
    // The list totals (migration 0005's scope_row_counts) count the bulk rows too.
    expect(one<number>(`SELECT COUNT(*) FROM (SELECT publisher_id, env, status, COUNT(*) AS n FROM cashback GROUP BY 1, 2, 3) c
      WHERE n <> COALESCE((SELECT s.n FROM scope_row_counts s WHERE s.entity = 'cashback' AND s.publisher_id = c.publisher_id AND s.env = c.env AND s.status = c.status), -1)`)).toBe(0);
    expect(one<number>(`SELECT COUNT(*) FROM (SELECT publisher_id, env, COUNT(*) AS n FROM transactions GROUP BY 1, 2) t
      WHERE n <> COALESCE((SELECT s.n FROM scope_row_counts s WHERE s.entity = 'transactions' AND s.publisher_id = t.publisher_id AND s.env = t.env), -1)`)).toBe(0);
    // And the demo part's bank connections (migration 0023), with every other kept total, both ways.
    expect(scopeCountsDrift(large.sqlite).drift).toEqual([]);
    expect(tierMemberCountsDrift(large.sqlite)).toEqual([]);
    expect(one<number>("SELECT SUM(n) FROM scope_row_counts WHERE entity = 'bank_connections'")).toBe(one<number>('SELECT COUNT(*) FROM bank_connections'));
  });
});
