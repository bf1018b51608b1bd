import { migrateDatabase, openDatabase, verifyPassword } from '@cashloop/db';
import { endUserCountsDrift } from '@cashloop/db/end-user-counts-test-support';
import { scopeCountsDrift } from '@cashloop/db/scope-counts-test-support';
import { tierMemberCountsDrift } from '@cashloop/db/tier-member-counts-test-support';
import { cashbackStatuses, offerTypes, retailerCategories, suppliers } from '@cashloop/shared/common/enums';
import { createHash } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { demoAccounts } from './demo-accounts';
import { MAGIC_OFFERS } from './factories/magic-offers';
import { DEMO_VOLUMES } from './scenarios/demo';
import { seedWorld, type SeedOptions } from './index';

const NOW = Date.UTC(2025, 10, 22, 9, 30);
/** The generated catalogue (150 retailers, 500 offers) plus one retailer and offer per magic value. */
const MAGIC = Object.keys(MAGIC_OFFERS).length;
const RETAILERS = 150 + MAGIC;
const OFFERS = 500 + MAGIC;
/** A list page's rows, and the rows that make "several pages" of a list a demo pages through. */
const PAGE = 25;
const SEVERAL_PAGES = 4 * PAGE;
/** The image a fresh demo world may take (issue 44: it was 129 MB). */
const MAX_IMAGE_BYTES = 30_000_000;

function seeded(options: SeedOptions) {
  const { sqlite, db } = openDatabase(':memory:');
  migrateDatabase(db);
  const summary = seedWorld(sqlite, options);
  return { sqlite, summary };
}

/** One hash per table over every row in rowid order: a readable diff when determinism breaks. */
function dump(sqlite: ReturnType<typeof openDatabase>['sqlite']): Record<string, string> {
  const tables = sqlite.prepare("SELECT name FROM sqlite_master WHERE type='table' ORDER BY name").pluck().all() as string[];
  return Object.fromEntries(
    tables.map((t) => {
      const hash = createHash('sha256');
      // WITHOUT ROWID tables (migration 0004's retailer_count_deferrals) have no rowid: their key orders them.
      const order = sqlite.prepare("SELECT sql LIKE '%WITHOUT ROWID%' FROM sqlite_master WHERE name = ?").pluck().get(t) ? '1' : 'rowid';
      for (const row of sqlite.prepare(`SELECT * FROM "${t}" ORDER BY ${order}`).raw().iterate()) hash.update(JSON.stringify(row));
      return [t, hash.digest('hex')];
    }),
  );
}

describe('demo world', () => {
  let demo: ReturnType<typeof seeded>;
  const one = <T>(sql: string, ...params: unknown[]) => demo.sqlite.prepare(sql).pluck().get(...params) as T;
  beforeAll(() => {
    demo = seeded({ scenario: 'demo', seed: 42, now: NOW });
  }, 60_000);

  it('the same seed and clock give a byte-identical database', () => {
    const again = seeded({ scenario: 'demo', seed: 42, now: NOW });
    expect(dump(again.sqlite)).toEqual(dump(demo.sqlite));
    expect(again.sqlite.serialize().equals(demo.sqlite.serialize())).toBe(true);
  }, 60_000);

  it('stays light: a fresh demo world is an image of at most 30 MB', () => {
    expect(demo.sqlite.serialize().length).toBeLessThanOrEqual(MAX_IMAGE_BYTES);
  });

  it('names every verification file once in its partition, whichever offers share a retailer', () => {
    expect(one<number>('SELECT COUNT(*) FROM settlement_files')).toBeGreaterThan(0);
    expect(one<number>('SELECT COUNT(*) FROM (SELECT 1 FROM settlement_files GROUP BY publisher_id, env, file_name HAVING COUNT(*) > 1)')).toBe(0);
  });

  it('every demo account in demo-accounts.json can be found with its role and publisher', () => {
    for (const a of demoAccounts) {
      const user = demo.sqlite
        .prepare('SELECT u.role, u.publisher_id, u.password_hash, u.totp_secret, u.mfa_enabled, p.publisher_status, p.company_name, p.sandbox_only FROM publisher_users u JOIN publishers p ON p.id = u.publisher_id WHERE u.email = ?')
        .get(a.email) as Record<string, unknown>;
      expect(user).toMatchObject({ role: a.role, publisher_id: a.publisherId, publisher_status: a.publisherStatus, company_name: a.companyName, sandbox_only: a.sandboxOnly ? 1 : 0 });
      expect(user.totp_secret).toBe(a.totpSecret);
      expect(user.mfa_enabled).toBe(a.totpSecret ? 1 : 0);
      expect(verifyPassword(a.password, user.password_hash as string)).toBe(true);
      expect(a.password).toMatch(/^(?=.*[A-Z])(?=.*\d)(?=.*[!@#$%^&*-]).{8,}$/);
    }
    expect(demoAccounts.filter((a) => a.totpSecret === null)).toHaveLength(1);
    const main = demoAccounts.filter((a) => a.publisherStatus === 'IN_CONTRACT' && !a.sandboxOnly);
    expect(main.filter((a) => a.role === 'ADMIN').length).toBeGreaterThanOrEqual(2);
    expect(main.filter((a) => a.role === 'USER').length).toBeGreaterThanOrEqual(1);
  });

  it('cashback exists in all seven statuses, including affiliate cashback without a transaction', () => {
    const statuses = demo.sqlite.prepare("SELECT DISTINCT status FROM cashback WHERE publisher_id = 'pub_northwind' AND env = 'live'").pluck().all();
    expect(statuses.sort()).toEqual([...cashbackStatuses].sort());
    expect(one<number>('SELECT COUNT(*) FROM cashback WHERE transaction_id IS NULL')).toBeGreaterThan(100);
    expect(one<number>("SELECT COUNT(*) FROM cashback WHERE status IN ('DECLINED','DISQUALIFIED') AND declined_reason IS NULL")).toBe(0);
  });

  it('counts meet the demo minimums', () => {
    const live = "publisher_id = 'pub_northwind' AND env = 'live'";
    expect(one<number>('SELECT COUNT(*) FROM retailers WHERE owner_publisher_id IS NULL')).toBe(RETAILERS);
    expect(one<number>('SELECT COUNT(DISTINCT primary_category) FROM retailers')).toBe(retailerCategories.length);
    expect(one<number>('SELECT COUNT(*) FROM offers WHERE owner_publisher_id IS NULL')).toBe(OFFERS);
    expect(demo.sqlite.prepare('SELECT DISTINCT offer_type FROM offers').pluck().all().sort()).toEqual([...offerTypes].sort());
    expect(demo.sqlite.prepare('SELECT DISTINCT supplier FROM offers WHERE owner_publisher_id IS NULL').pluck().all().sort()).toEqual([...suppliers].sort());
    expect(one<number>(`SELECT COUNT(*) FROM end_users WHERE ${live}`)).toBe(DEMO_VOLUMES.mainLive.endUsers);
    expect(one<number>(`SELECT COUNT(*) FROM transactions WHERE ${live}`)).toBe(DEMO_VOLUMES.mainLive.transactions);
    // Every list a demo pages through has several pages.
    for (const table of ['transactions', 'cashback', 'end_users', 'bank_connections', 'programme_offers', 'domain_events']) {
      expect(one<number>(`SELECT COUNT(*) FROM ${table} WHERE ${live}`), table).toBeGreaterThanOrEqual(SEVERAL_PAGES);
    }
    // The charts' months of history: purchases in each of the twelve months before this one, the oldest of them too.
    const months = `SELECT COUNT(DISTINCT strftime('%Y-%m', booking_time / 1000, 'unixepoch')) FROM transactions WHERE ${live} AND booking_time >= ? AND booking_time < ?`;
    const thisMonth = Date.UTC(new Date(NOW).getUTCFullYear(), new Date(NOW).getUTCMonth(), 1);
    const yearBefore = Date.UTC(new Date(NOW).getUTCFullYear() - 1, new Date(NOW).getUTCMonth(), 1);
    expect(one<number>(months, yearBefore, thisMonth)).toBe(12);
    expect(one<number>(`SELECT COUNT(*) FROM transactions WHERE ${live} AND booking_time < ?`, NOW - 300 * 86_400_000)).toBeGreaterThan(PAGE);
    expect(demo.sqlite.prepare(`SELECT DISTINCT offer_approval || active FROM programme_offers WHERE ${live}`).pluck().all().sort()).toEqual(['APPROVED0', 'APPROVED1', 'DECLINED0', 'PENDING0']);
    expect(demo.sqlite.prepare(`SELECT DISTINCT is_active FROM bank_connections WHERE ${live}`).pluck().all().sort()).toEqual([0, 1]);
    expect(one<number>(`SELECT COUNT(*) FROM payouts WHERE ${live}`)).toBe(13);
    expect(one<number>(`SELECT COUNT(*) FROM invoices WHERE ${live}`)).toBe(13);
    for (const table of ['offer_activations', 'campaigns', 'audiences', 'tier_uploads', 'transaction_uploads', 'settlement_files', 'api_keys', 'webhooks', 'webhook_events', 'support_tickets', 'sdk_colours', 'customer_tiers']) {
      expect(one<number>(`SELECT COUNT(*) FROM ${table} WHERE ${live}`), table).toBeGreaterThan(0);
    }
    expect(one<number>('SELECT COUNT(*) FROM support_ticket_actions')).toBeGreaterThan(0);
  });

  it("keeps each end user's counts of transactions and cashback (migration 0022's triggers)", () => {
    expect(endUserCountsDrift(demo.sqlite)).toEqual([]);
    expect(one<number>('SELECT SUM(transaction_count) FROM end_users')).toBe(one<number>('SELECT COUNT(*) FROM transactions'));
    expect(one<number>('SELECT SUM(cashback_count) FROM end_users')).toBe(one<number>('SELECT COUNT(*) FROM cashback'));
  });

  it("keeps every list total of scope_row_counts, bank connections included (migrations 0005 and 0023's triggers)", () => {
    expect(scopeCountsDrift(demo.sqlite).drift).toEqual([]);
    expect(one<number>("SELECT SUM(n) FROM scope_row_counts WHERE entity = 'bank_connections'")).toBe(one<number>('SELECT COUNT(*) FROM bank_connections'));
  });

  it("keeps each customer tier's number of members (migration 0024's triggers)", () => {
    expect(tierMemberCountsDrift(demo.sqlite)).toEqual([]);
    expect(one<number>('SELECT SUM(member_count) FROM customer_tiers')).toBe(one<number>('SELECT COUNT(*) FROM end_user_tiers'));
    expect(one<number>('SELECT COUNT(*) FROM end_user_tiers')).toBeGreaterThan(0);
  });

  it('carries the magic retailers and offers under their fixed ids', () => {
    expectMagicOffers(demo.sqlite);
  });

  it('payouts add up to the cashback they settle', () => {
    const rows = demo.sqlite.prepare(
      `SELECT p.amount, p.end_user_amount + p.commission_amount AS parts, p.cashback_count,
        (SELECT COALESCE(SUM(end_user_cashback_receivable + publisher_cashback_receivable), 0) FROM cashback c WHERE c.payout_id = p.id) AS settled,
        (SELECT COUNT(*) FROM cashback c WHERE c.payout_id = p.id) AS n,
        p.paid, (SELECT COUNT(*) FROM cashback c WHERE c.payout_id = p.id AND c.status <> CASE p.paid WHEN 1 THEN 'PAID' ELSE 'RECEIVED' END) AS wrong
       FROM payouts p`,
    ).all() as { amount: number; parts: number; settled: number; cashback_count: number; n: number; wrong: number }[];
    for (const r of rows) expect([r.parts, r.settled, r.n, r.wrong]).toEqual([r.amount, r.amount, r.cashback_count, 0]);
  });

  it("uploads are what their flags say: a history-only file earned no cashback, and the main publisher's completed files have cashback to export", () => {
    const uploads = demo.sqlite
      .prepare(
        `SELECT u.publisher_id, u.env, u.row_count AS rows, u.status, u.historic, (SELECT COUNT(*) FROM cashback c JOIN transactions t ON t.id = c.transaction_id WHERE t.upload_id = u.id) AS cashback
         FROM transaction_uploads u`,
      )
      .all() as { publisher_id: string; env: string; rows: number; status: string; historic: number; cashback: number }[];
    expect(uploads.filter((u) => u.historic === 1 && u.cashback > 0)).toEqual([]);
    // Harbour Loyalty, not in contract, has no live offers: its file matched nothing, as such a file would.
    const completed = uploads.filter((u) => u.status === 'COMPLETED' && u.publisher_id === 'pub_northwind' && u.env === 'live');
    expect(completed.length).toBeGreaterThan(0);
    expect(completed.filter((u) => u.cashback === 0)).toEqual([]);
  });

  it('every cashback status change has its domain event', () => {
    const missing = one<number>(
      `SELECT COUNT(*) FROM cashback c WHERE NOT EXISTS (SELECT 1 FROM domain_events e WHERE e.entity_type = 'cashback'
        AND e.entity_id = c.id AND e.type = 'CASHBACK_' || CASE c.status WHEN 'PAID' THEN 'PAID_TO_PUBLISHER' ELSE c.status END)`,
    );
    expect(missing).toBe(0);
    expect(one<number>('SELECT COUNT(*) FROM webhook_events w LEFT JOIN domain_events e ON e.id = w.domain_event_id WHERE e.id IS NULL')).toBe(0);
  });

  it('seeded webhooks listen from the end of the seeded history, so it is never replayed to their urls', () => {
    expect(one<number>('SELECT COUNT(*) FROM webhooks')).toBeGreaterThan(0);
    expect(one<number>('SELECT COUNT(*) FROM webhooks WHERE cursor_seq <> (SELECT MAX(seq) FROM domain_events)')).toBe(0);
  });

  it('nothing is dated after now and the sandbox-only publisher has no live rows', () => {
    expect(one<number>('SELECT MAX(created_on) FROM domain_events')).toBeLessThanOrEqual(NOW);
    expect(one<number>('SELECT MAX(created_on) FROM transactions')).toBeLessThanOrEqual(NOW);
    expect(one<number>('SELECT MAX(booking_time) FROM transactions')).toBeLessThanOrEqual(NOW);
    const sandboxOnly = demoAccounts.find((a) => a.sandboxOnly)!.publisherId;
    for (const table of ['end_users', 'transactions', 'cashback', 'programme_offers', 'domain_events', 'webhooks']) {
      expect(one<number>(`SELECT COUNT(*) FROM ${table} WHERE publisher_id = ? AND env = 'live'`, sandboxOnly), table).toBe(0);
      expect(one<number>(`SELECT COUNT(*) FROM ${table} WHERE publisher_id = ? AND env = 'sandbox'`, sandboxOnly), table).toBeGreaterThan(0);
    }
  });
});

describe('seeding inside a caller transaction', () => {
  it('works with foreign keys on and commits with the caller', () => {
    const { sqlite, db } = openDatabase(':memory:');
    migrateDatabase(db);
    sqlite.transaction(() => seedWorld(sqlite, { scenario: 'empty', seed: 3, now: NOW }))();
    expect(sqlite.pragma('foreign_keys', { simple: true })).toBe(1);
    expect(sqlite.prepare('SELECT COUNT(*) FROM offers').pluck().get()).toBe(OFFERS);
  });
});

describe('empty scenario', () => {
  it('a new publisher has logins and the catalogue but no business rows', () => {
    const { sqlite, summary } = seeded({ scenario: 'empty', seed: 7, now: NOW });
    expect(summary.counts.publisher_users).toBe(demoAccounts.length);
    expect(summary.counts.retailers).toBe(RETAILERS);
    expect(summary.counts.offers).toBe(OFFERS);
    const business = sqlite.prepare("SELECT m.name FROM sqlite_master m WHERE m.type='table' AND EXISTS (SELECT 1 FROM pragma_table_info(m.name) WHERE name = 'env') AND m.name NOT IN ('retailers','channels','offers') AND m.name NOT LIKE '%_list_posts' AND m.name NOT LIKE '%_list_groups'").pluck().all() as string[];
    expect(business.length).toBeGreaterThan(20);
    // The lists' fence posts and their groups are not business rows: every scope has its first of each from the start (decision 0018).
    expect(summary.counts.transaction_list_posts).toBe(summary.counts.publishers! * 2);
    expect(summary.counts.transaction_list_groups).toBe(summary.counts.publishers! * 2);
    for (const t of business) expect(summary.counts[t], t).toBe(0);
    expectMagicOffers(sqlite);
  });
});

/** Every magic retailer and offer under its fixed id, visible, and in nobody's programme yet. */
function expectMagicOffers(sqlite: ReturnType<typeof openDatabase>['sqlite']): void {
  for (const m of Object.values(MAGIC_OFFERS)) {
    expect(sqlite.prepare('SELECT name FROM retailers WHERE id = ?').pluck().get(m.retailerId)).toBe(m.retailerName);
    expect(sqlite.prepare('SELECT retailer_id FROM offers WHERE id = ? AND hidden = 0 AND removed_on IS NULL').pluck().get(m.offerId)).toBe(m.retailerId);
    expect(sqlite.prepare('SELECT COUNT(*) FROM programme_offers WHERE offer_id = ?').pluck().get(m.offerId)).toBe(0);
  }
}
