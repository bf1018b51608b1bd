import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LIVE_PREFIX, SANDBOX_PREFIX, retailerCategories, toMajor } from '@cashloop/shared';
import { UNCLASSIFIED_CATEGORY, categoryFromName, categorySlug, shareOfWallet } from '@cashloop/shared/contracts/share-of-wallet';
import { bearer, createTestApp, signIn } from '../../../test/helpers';
import { livePaymentOffer, uploadCsv } from '../transactions/transaction-test-support';
import { packedDocsDifference } from './packed-docs-check';
import { retailerPopularity } from './share-of-wallet.repo';

/**
 * Every spend explorer answer, byte for byte, against the computation before the packed docs: plain queries
 * over the transactions themselves (purchases of the scope in the window, retailers joined, LIKE for the
 * search), over many windows, every category, filters and search terms; on the seeded world and after each
 * kind of write (an upload, row-by-row inserts with a new retailer and new periods, updates, a retailer's
 * rename and deletion, deletes).
 */
const MAIN = { email: 'alex.morgan@northwind.example.com', publisherId: 'pub_northwind' };
const DAY = 86_400_000;

let app: FastifyInstance;
let token: string;
beforeAll(async () => {
  app = await createTestApp();
  app.deps.clock.setFrozen(true);
  token = await signIn(app, MAIN.email);
});
afterAll(async () => {
  await app.close();
});
const sqlite = () => app.deps.data.sqlite;

type Env = 'live' | 'sandbox';
const prefixOf = (env: Env) => (env === 'live' ? LIVE_PREFIX : SANDBOX_PREFIX);
const dayOf = (s: string) => Date.UTC(Number(s.slice(6)), Number(s.slice(3, 5)) - 1, Number(s.slice(0, 2)));

/** Whole months, arbitrary days, a year, one day, across a new year, long and empty windows, and no dates (the default). */
const WINDOWS: ([string, string] | null)[] = [
  ['01-05-2025', '31-05-2025'],
  ['01-04-2025', '30-06-2025'],
  ['07-08-2024', '13-06-2025'],
  ['17-06-2024', '16-06-2025'],
  ['20-05-2025', '20-05-2025'],
  ['29-12-2024', '03-01-2025'],
  ['12-02-2025', '19-02-2025'],
  ['01-01-2000', '31-12-2035'],
  ['01-01-2010', '31-12-2010'],
  ['01-01-2031', '02-01-2031'],
  null,
];
/** Every category can be named by its slug ('Other non-essential' too, whose hyphen a slug keeps). */
const ASKABLE = retailerCategories.filter((c) => categoryFromName(categorySlug(c)) === c);
/** After a write: the windows holding the written days (three days back, 31-12-2024, 14-06-2025, 2010, 2031) and the default. */
it('every category can be named by its label and by its slug', () => {
  expect(ASKABLE).toEqual([...retailerCategories]);
  expect(categoryFromName('other-non-essential')).toBe('Other non-essential');
  expect(categoryFromName('Other non-essential')).toBe('Other non-essential');
});
const AFTER_WRITES = WINDOWS.filter((w) => w === null || ['01-04-2025', '29-12-2024', '01-01-2000', '01-01-2010', '01-01-2031', '17-06-2024'].includes(w[0]));
const SEARCHES = ['a', 'A', 'te', 'TE', 'sain', "'s", 'o', 'zz', '%', '_', 'Ä', 'renamed by'];

/** The window the server resolves: explicit days, or two months back to the end of this month on the clock. */
function bounds(w: [string, string] | null): { start: number; end: number; query: string } {
  if (w) return { start: dayOf(w[0]), end: dayOf(w[1]) + DAY - 1, query: `startDate=${w[0]}&endDate=${w[1]}` };
  const d = new Date(app.deps.clock.now());
  return { start: Date.UTC(d.getUTCFullYear(), d.getUTCMonth() - 2, 1), end: Date.UTC(d.getUTCFullYear(), d.getUTCMonth() + 1, 1) - 1, query: '' };
}

/** The old computation of the category answers: purchases of the window grouped by category, straight from the rows. */
function referenceCategories(env: Env, start: number, end: number) {
  const rows = sqlite()
    .prepare(
      `SELECT COALESCE(category, '') AS category, COUNT(*) AS n, SUM(abs(amount)) AS v FROM transactions
       WHERE publisher_id = ? AND env = ? AND transaction_type = 'DEBIT' AND booking_time >= ? AND booking_time <= ? GROUP BY 1`,
    )
    .all(MAIN.publisherId, env, start, end) as { category: string; n: number; v: number }[];
  const by = new Map<string, { n: number; v: number }>();
  let total = 0;
  let totalCount = 0;
  for (const r of rows) {
    if (r.category !== '' && !(retailerCategories as readonly string[]).includes(r.category)) continue;
    const label = r.category || UNCLASSIFIED_CATEGORY;
    const e = by.get(label) ?? { n: 0, v: 0 };
    e.n += r.n;
    e.v += r.v;
    by.set(label, e);
    total += r.v;
    totalCount += r.n;
  }
  const list = [...by]
    .sort(([a, x], [b, y]) => y.v - x.v || a.localeCompare(b))
    .map(([label, s]) => ({ label, transactionCount: s.n, transactionVolume: toMajor(s.v), shareOfWallet: shareOfWallet(s.v, total) }));
  return { list, by, total, totalCount };
}

/** The old computation of top retailers: purchases grouped per retailer, joined with it, filtered in SQL. */
function referenceRetailers(env: Env, start: number, end: number, filter: { categories?: string[]; search?: string }) {
  const where: string[] = [];
  const params: Record<string, unknown> = { p: MAIN.publisherId, env, start, end };
  if (filter.categories) {
    where.push('r.primary_category IN (SELECT value FROM json_each(@cats))');
    params.cats = JSON.stringify(filter.categories);
  }
  if (filter.search) {
    where.push("r.name LIKE @like ESCAPE '\\'");
    params.like = `%${filter.search.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
  }
  const rows = sqlite()
    .prepare(
      `SELECT t.retailer_id AS id, COUNT(*) AS n, SUM(abs(t.amount)) AS v, r.name, r.logo, r.categories
       FROM transactions t JOIN retailers r ON r.id = t.retailer_id
       WHERE t.publisher_id = @p AND t.env = @env AND t.transaction_type = 'DEBIT' AND t.booking_time >= @start AND t.booking_time <= @end
         ${where.map((w) => `AND ${w}`).join(' ')}
       GROUP BY t.retailer_id ORDER BY n DESC, v DESC, t.retailer_id`,
    )
    .all(params) as { id: string; n: number; v: number; name: string; logo: string; categories: string }[];
  return rows.map((r) => ({
    retailer: { id: r.id, logo: r.logo, retailerName: r.name, personalisationCategories: JSON.parse(r.categories) as string[] },
    transactionVolume: toMajor(r.v),
    transactionCount: r.n,
  }));
}

async function body(env: Env, path: string): Promise<string> {
  const res = await app.inject({ method: 'GET', url: `${prefixOf(env)}/share-of-wallet${path}`, headers: bearer(token) });
  expect(res.statusCode, `${path}: ${res.body}`).toBe(200);
  return res.body;
}

/** Every answer of every window equals the reference, byte for byte. */
async function expectAllAnswersAsReference(env: Env, windows = AFTER_WRITES) {
  expect(packedDocsDifference(sqlite())).toBeNull();
  for (const w of windows) {
    const { start, end, query } = bounds(w);
    const q = query ? `&${query}` : '';
    const cats = referenceCategories(env, start, end);
    expect(await body(env, `/category?${query}`), `categories ${query}`).toBe(JSON.stringify(cats.list));
    for (const category of ASKABLE) {
      const mine = cats.by.get(category) ?? { n: 0, v: 0 };
      const dates = w ? { startDate: w[0], endDate: w[1] } : { startDate: fmt(start), endDate: fmt(end) };
      const want = {
        category,
        categorySpend: { totalTransactionVolume: toMajor(mine.v), transactionCount: mine.n },
        totalSpend: { totalTransactionVolume: toMajor(cats.total), transactionCount: cats.totalCount },
        shareOfWallet: shareOfWallet(mine.v, cats.total),
        ...dates,
      };
      expect(await body(env, `/category/${categorySlug(category)}?${query}`), `${category} ${query}`).toBe(JSON.stringify(want));
      const filtered = referenceRetailers(env, start, end, { categories: [category] });
      expect(await body(env, `/retailer/popularity?size=50${q}&categories=${encodeURIComponent(category)}`), `top of ${category} ${query}`).toBe(
        JSON.stringify(filtered.slice(0, 50)),
      );
    }
    const all = referenceRetailers(env, start, end, {});
    expect(await body(env, `/retailer/popularity?page=0&size=50${q}`), `top ${query}`).toBe(JSON.stringify(all.slice(0, 50)));
    expect(await body(env, `/retailer/popularity?page=1&size=50${q}`), `top p1 ${query}`).toBe(JSON.stringify(all.slice(50, 100)));
    expect(await body(env, `/retailer/popularity?page=0&size=500${q}`), `top all ${query}`).toBe(JSON.stringify(all));
    const two = ['Groceries', 'Food and Drink'];
    expect(await body(env, `/retailer/popularity?size=500${q}&categories=${encodeURIComponent(two.join(','))}`)).toBe(
      JSON.stringify(referenceRetailers(env, start, end, { categories: two })),
    );
    for (const search of SEARCHES) {
      const found = referenceRetailers(env, start, end, { search });
      expect(await body(env, `/retailer/popularity/search?page=0&size=5${q}&search=${encodeURIComponent(search)}`), `search ${search} ${query}`).toBe(
        JSON.stringify({ content: found.slice(0, 5), totalElements: found.length }),
      );
    }
    expect(await body(env, `/retailer/popularity/search?page=1&size=3${q}&search=`)).toBe(JSON.stringify({ content: all.slice(3, 6), totalElements: all.length }));
  }
}

const fmt = (ms: number) => {
  const d = new Date(ms);
  return `${String(d.getUTCDate()).padStart(2, '0')}-${String(d.getUTCMonth() + 1).padStart(2, '0')}-${d.getUTCFullYear()}`;
};

/** A copy of a row with some columns changed, inserted through the table's own triggers (one row at a time). */
function insertCopy(table: string, id: string, changes: Record<string, unknown>) {
  const row = sqlite().prepare(`SELECT * FROM ${table} WHERE id = ?`).get(id) as Record<string, unknown>;
  const next = { ...row, ...changes };
  const columns = Object.keys(next);
  sqlite().prepare(`INSERT INTO ${table} (${columns.join(', ')}) VALUES (${columns.map((c) => `@${c}`).join(', ')})`).run(next);
}

describe('spend explorer answers equal the computation over the transactions', () => {
  it('on the seeded world, live and sandbox', async () => {
    await expectAllAnswersAsReference('live', WINDOWS);
    await expectAllAnswersAsReference('sandbox', WINDOWS);
  }, 120_000);

  it('after a CSV upload (purchases, a refund, an unknown merchant)', async () => {
    const offer = livePaymentOffer(app, MAIN.publisherId);
    const when = new Date(app.deps.clock.now() - 3 * DAY).toISOString();
    const old = new Date(Date.UTC(2024, 11, 31, 12)).toISOString();
    const csv = [
      'transactionId,endUserId,bookingDateTime,amount,currency,description',
      `Q1,eu-q1,${when},-42.50,GBP,${offer.alias} 0042 LONDON`,
      `Q2,eu-q1,${old},-19.99,GBP,${offer.alias} 0042 LONDON`,
      `Q3,eu-q1,${when},12.00,GBP,${offer.alias} REFUND`,
      `Q4,eu-q2,${when},-7.25,GBP,NOBODY KNOWS THIS SHOP`,
    ].join('\n');
    const res = await uploadCsv(app, token, csv);
    expect(res.statusCode, res.body).toBe(200);
    await expectAllAnswersAsReference('live');
  }, 120_000);

  it('after row-by-row inserts: a new retailer (a new slot) and periods no purchase had before', async () => {
    const db = sqlite();
    const base = db.prepare("SELECT id, retailer_id AS retailerId FROM transactions WHERE publisher_id = ? AND env = 'live' AND transaction_type = 'DEBIT' AND retailer_id IS NOT NULL LIMIT 1").get(MAIN.publisherId) as { id: string; retailerId: string };
    insertCopy('retailers', base.retailerId, { id: 'ret_equivalence_new', name: 'Zeta Newcomer', primary_category: 'Pets', categories: '["Pets"]' });
    const at = [Date.UTC(2025, 5, 14, 9), Date.UTC(2025, 5, 14, 18), Date.UTC(2031, 0, 1, 12), Date.UTC(2010, 6, 4, 8)];
    at.forEach((bookingTime, i) =>
      insertCopy('transactions', base.id, { id: `txn_equivalence_${i}`, internal_transaction_id: `EQ-${i}`, booking_time: bookingTime, amount: -(1000 + i), retailer_id: 'ret_equivalence_new', category: 'Pets' }),
    );
    insertCopy('transactions', base.id, { id: 'txn_equivalence_old_retailer', internal_transaction_id: 'EQ-X', booking_time: Date.UTC(2025, 4, 20, 7), amount: -333 });
    await expectAllAnswersAsReference('live');
  }, 120_000);

  it("after updates, a retailer's rename (the search and the items follow) and a retailer's deletion", async () => {
    const db = sqlite();
    const some = db.prepare("SELECT id FROM transactions WHERE publisher_id = ? AND env = 'live' AND transaction_type = 'DEBIT' AND retailer_id IS NOT NULL LIMIT 3").pluck().all(MAIN.publisherId) as string[];
    db.prepare('UPDATE transactions SET booking_time = booking_time - 40 * 86400000, amount = amount - 100 WHERE id = ?').run(some[0]);
    db.prepare('UPDATE transactions SET category = NULL, retailer_id = NULL WHERE id = ?').run(some[1]);
    db.prepare("UPDATE transactions SET transaction_type = 'CREDIT' WHERE id = ?").run(some[2]);
    const top = JSON.parse(await body('live', '/retailer/popularity?size=1&startDate=01-04-2025&endDate=30-06-2025'))[0].retailer.id as string;
    db.prepare("UPDATE retailers SET name = 'Renamed By The Test', logo = 'https://example.com/renamed.png', categories = '[\"Pets\",\"Gifts\"]', primary_category = 'Pets' WHERE id = ?").run(top);
    await expectAllAnswersAsReference('live');
    db.prepare("DELETE FROM retailers WHERE id = 'ret_equivalence_new'").run();
    await expectAllAnswersAsReference('live');
  }, 180_000);

  it('after deletes: one purchase, then a sandbox delete of all', async () => {
    const db = sqlite();
    const id = db.prepare("SELECT id FROM transactions WHERE publisher_id = ? AND env = 'live' AND transaction_type = 'DEBIT' AND retailer_id IS NOT NULL LIMIT 1").pluck().get(MAIN.publisherId) as string;
    db.prepare('DELETE FROM transactions WHERE id = ?').run(id);
    await expectAllAnswersAsReference('live');
    const all = await app.inject({ method: 'DELETE', url: `${SANDBOX_PREFIX}/transaction-enrichment/transaction/deleteAll`, headers: bearer(token) });
    expect(all.statusCode, all.body).toBe(200);
    await expectAllAnswersAsReference('sandbox');
  }, 120_000);

  it('a change rolled back leaves no stale copy behind (a copy read inside a transaction is not kept)', async () => {
    const db = sqlite();
    const top = JSON.parse(await body('live', '/retailer/popularity?size=1&startDate=01-04-2025&endDate=30-06-2025'))[0].retailer.id as string;
    const window = { start: Date.UTC(2025, 3, 1), end: Date.UTC(2025, 6, 1) - 1 };
    const rename = db.transaction((name: string) => {
      db.prepare('UPDATE retailers SET name = ? WHERE id = ?').run(name, top);
      // Read inside the transaction: the copy made now holds the name about to be rolled back.
      const [first] = retailerPopularity(db, { publisherId: MAIN.publisherId, env: 'live' }, window, {}, { page: 0, size: 1 });
      expect(first!.retailer.shown.retailerName).toBe(name);
      throw new Error('roll back');
    });
    expect(() => rename('Rolled Back Name')).toThrow('roll back');
    // With no read in between, the next change takes the rolled-back change's version number: the answers
    // must show its data, not the copy read inside the rolled-back transaction.
    db.prepare('UPDATE retailers SET name = ? WHERE id = ?').run('Committed Name', top);
    await expectAllAnswersAsReference('live');
  }, 120_000);
});
