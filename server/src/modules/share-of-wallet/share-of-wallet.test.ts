import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LIVE_PREFIX, SANDBOX_PREFIX } from '@cashloop/shared';
import { shareOfWalletEndpoints as e } from '@cashloop/shared/contracts/share-of-wallet';
import { bearer, createTestApp, signIn } from '../../../test/helpers';

const MAIN = { email: 'alex.morgan@northwind.example.com', publisherId: 'pub_northwind' };
const OTHER = { email: 'sam.carter@harbourloyalty.example.com', publisherId: 'pub_harbour' };
// The template's now is 16-06-2025: this window is its default one (April to the end of June).
const WINDOW = { startDate: '01-04-2025', endDate: '30-06-2025' };
const START = Date.UTC(2025, 3, 1);
const END = Date.UTC(2025, 6, 1) - 1;

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

const query = (q: Record<string, string>) => new URLSearchParams(q).toString();
const get = (path: string, who = token, prefix = LIVE_PREFIX) => app.inject({ method: 'GET', url: `${prefix}${path}`, headers: bearer(who) });

interface Debit {
  amount: number;
  category: string | null;
  retailerId: string | null;
  bookingTime: number;
}

/** Every purchase of a publisher's live partition, read straight from the table. */
const debitsOf = (publisherId: string) =>
  app.deps.data.sqlite
    .prepare(`SELECT amount, category, retailer_id AS retailerId, booking_time AS bookingTime FROM transactions
              WHERE publisher_id = ? AND env = 'live' AND transaction_type = 'DEBIT'`)
    .all(publisherId) as Debit[];

/** The spec's figures computed independently, in plain JavaScript over the rows: pounds and percent, 2 decimals. */
function independent(publisherId: string, start: number, end: number) {
  const rows = debitsOf(publisherId).filter((r) => r.bookingTime >= start && r.bookingTime <= end);
  const totalPence = rows.reduce((s, r) => s + Math.abs(r.amount), 0);
  const byCategory = new Map<string, { pence: number; count: number }>();
  for (const r of rows) {
    const label = r.category ?? 'Not enough information';
    const c = byCategory.get(label) ?? { pence: 0, count: 0 };
    c.pence += Math.abs(r.amount);
    c.count += 1;
    byCategory.set(label, c);
  }
  const share = (pence: number) => Number(((pence / totalPence) * 100).toFixed(2));
  return { rows, totalPence, byCategory, share };
}

describe('share of wallet per category', () => {
  it('answers every category with spend, its count, volume in pounds and share, as computed over the rows', async () => {
    const res = await get(`/share-of-wallet/category?${query(WINDOW)}`);
    expect(res.statusCode, res.body).toBe(200);
    const rows = e.categories.response.parse(res.json());
    const want = independent(MAIN.publisherId, START, END);
    expect(rows.map((r) => r.label).sort()).toEqual([...want.byCategory.keys()].sort());
    for (const row of rows) {
      const c = want.byCategory.get(row.label)!;
      expect(row.transactionCount, row.label).toBe(c.count);
      expect(row.transactionVolume, row.label).toBeCloseTo(c.pence / 100, 2);
      expect(Math.abs(row.shareOfWallet - want.share(c.pence)), row.label).toBeLessThanOrEqual(0.005);
    }
    // Largest spend first, and the parts make the whole.
    expect(rows.map((r) => r.transactionVolume)).toEqual([...rows.map((r) => r.transactionVolume)].sort((a, b) => b - a));
    expect(rows.reduce((s, r) => s + r.transactionCount, 0)).toBe(want.rows.length);
  });

  it('takes the end date inclusive to its last millisecond and the start date from midnight', async () => {
    const day = Date.UTC(2025, 4, 20);
    const res = await get(`/share-of-wallet/category?${query({ startDate: '20-05-2025', endDate: '20-05-2025' })}`);
    const rows = e.categories.response.parse(res.json());
    const want = independent(MAIN.publisherId, day, day + 86_400_000 - 1);
    expect(want.rows.length).toBeGreaterThan(0);
    expect(rows.reduce((s, r) => s + r.transactionCount, 0)).toBe(want.rows.length);
  });

  it('uses the default window without dates', async () => {
    const withDates = (await get(`/share-of-wallet/category?${query(WINDOW)}`)).json();
    const res = await get('/share-of-wallet/category');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual(withDates);
  });

  it('refuses bad dates and an end before the start with a clear 400', async () => {
    const bad: Record<string, string>[] = [
      { startDate: '31-02-2025', endDate: '01-03-2025' },
      { startDate: '2025-04-01', endDate: '30-06-2025' },
      { startDate: '01-04-2025' },
      { startDate: '02-04-2025', endDate: '01-04-2025' },
    ];
    for (const q of bad) {
      const res = await get(`/share-of-wallet/category?${query(q)}`);
      expect(res.statusCode, JSON.stringify(q)).toBe(400);
      expect(res.json().error.message).toMatch(/date/i);
    }
  });

  it("never shows another publisher's spend", async () => {
    const mine = e.categories.response.parse((await get(`/share-of-wallet/category?${query(WINDOW)}`)).json());
    const theirs = e.categories.response.parse((await get(`/share-of-wallet/category?${query(WINDOW)}`, otherToken)).json());
    const want = independent(OTHER.publisherId, START, END);
    expect(theirs.reduce((s, r) => s + r.transactionCount, 0)).toBe(want.rows.length);
    expect(mine.reduce((s, r) => s + r.transactionCount, 0)).not.toBe(want.rows.length);
  });
});

describe('share of wallet of one category', () => {
  it('answers the category against all spend, by label, any case and slug', async () => {
    const want = independent(MAIN.publisherId, START, END);
    const food = want.byCategory.get('Food and Drink')!;
    for (const name of ['Food and Drink', 'Food and drink', 'food-and-drink', 'FOOD AND DRINK']) {
      const res = await get(`/share-of-wallet/category/${encodeURIComponent(name)}?${query(WINDOW)}`);
      expect(res.statusCode, `${name}: ${res.body}`).toBe(200);
      const body = e.category.response.parse(res.json());
      expect(body.category).toBe('Food and Drink');
      expect(body.categorySpend).toEqual({ totalTransactionVolume: food.pence / 100, transactionCount: food.count });
      expect(body.totalSpend.totalTransactionVolume).toBeCloseTo(want.totalPence / 100, 2);
      expect(body.shareOfWallet).toBe(want.share(food.pence));
      expect([body.startDate, body.endDate]).toEqual([WINDOW.startDate, WINDOW.endDate]);
    }
    for (const name of ['SaaS tools', 'Saas tools', 'saas-tools']) {
      const res = await get(`/share-of-wallet/category/${encodeURIComponent(name)}?${query(WINDOW)}`);
      expect(res.json().categorySpend.transactionCount, name).toBe(want.byCategory.get('SaaS tools')!.count);
    }
  });

  it('answers 404 for an unknown category and 400 for bad dates', async () => {
    const unknown = await get(`/share-of-wallet/category/not-a-category?${query(WINDOW)}`);
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().error.message).toMatch(/Unknown category/);
    const bad = await get('/share-of-wallet/category/groceries?startDate=01-13-2025&endDate=01-01-2026');
    expect(bad.statusCode).toBe(400);
  });
});

describe('retailer popularity', () => {
  /** Purchases per retailer among the rows, most first (ties by spend, then id). */
  function ranking(rows: Debit[]) {
    const by = new Map<string, { count: number; pence: number }>();
    for (const r of rows) {
      if (!r.retailerId) continue;
      const b = by.get(r.retailerId) ?? { count: 0, pence: 0 };
      b.count += 1;
      b.pence += Math.abs(r.amount);
      by.set(r.retailerId, b);
    }
    return [...by].sort(([a, x], [b, y]) => y.count - x.count || y.pence - x.pence || (a < b ? -1 : 1));
  }

  it('ranks retailers by purchases in the window, paged', async () => {
    const want = ranking(independent(MAIN.publisherId, START, END).rows);
    const first = e.popularity.response.parse((await get(`/share-of-wallet/retailer/popularity?${query({ ...WINDOW, page: '0', size: '5' })}`)).json());
    const second = e.popularity.response.parse((await get(`/share-of-wallet/retailer/popularity?${query({ ...WINDOW, page: '1', size: '5' })}`)).json());
    expect([...first, ...second].map((r) => [r.retailer.id, r.transactionCount, r.transactionVolume])).toEqual(
      want.slice(0, 10).map(([id, b]) => [id, b.count, b.pence / 100]),
    );
  });

  it('filters by categories, with the spellings the screens send', async () => {
    const rows = independent(MAIN.publisherId, START, END).rows.filter((r) => r.category === 'Food and Drink' || r.category === 'SaaS tools');
    const want = ranking(rows);
    const res = await get(`/share-of-wallet/retailer/popularity?${query({ ...WINDOW, size: '200', categories: 'Food and Drink,SaaS tools' })}`);
    expect(res.statusCode, res.body).toBe(200);
    const body = e.popularity.response.parse(res.json());
    expect(body.map((r) => r.retailer.id)).toEqual(want.map(([id]) => id));
    expect(body.every((r) => ['Food and Drink', 'SaaS tools'].includes(r.retailer.personalisationCategories[0]!))).toBe(true);
    const lower = await get(`/share-of-wallet/retailer/popularity?${query({ ...WINDOW, size: '200', categories: 'food and drink,Saas tools' })}`);
    expect(lower.json()).toEqual(body);
  });

  it('answers windows of any shape (years, quarters, months, dekads, days at the edges) as the rows do', async () => {
    const day = (s: string) => Date.UTC(Number(s.slice(6)), Number(s.slice(3, 5)) - 1, Number(s.slice(0, 2)));
    for (const [startDate, endDate] of [['29-12-2023', '16-06-2025'], ['07-08-2024', '13-06-2025'], ['24-06-2024', '23-06-2025'], ['12-02-2025', '19-02-2025']] as const) {
      const want = independent(MAIN.publisherId, day(startDate), day(endDate) + 86_400_000 - 1);
      const cats = e.categories.response.parse((await get(`/share-of-wallet/category?${query({ startDate, endDate })}`)).json());
      expect(Object.fromEntries(cats.map((c) => [c.label, c.transactionCount])), startDate).toEqual(
        Object.fromEntries([...want.byCategory].map(([label, c]) => [label, c.count])),
      );
      const top = e.popularity.response.parse((await get(`/share-of-wallet/retailer/popularity?${query({ startDate, endDate, size: '200' })}`)).json());
      expect(top.map((r) => [r.retailer.id, r.transactionCount, r.transactionVolume]), startDate).toEqual(
        ranking(want.rows).map(([id, b]) => [id, b.count, b.pence / 100]),
      );
    }
  });

  it('refuses an unknown category with a 400 naming it', async () => {
    const res = await get(`/share-of-wallet/retailer/popularity?${query({ ...WINDOW, categories: 'Groceries,Spaceships' })}`);
    expect(res.statusCode).toBe(400);
    expect(res.body).toContain('Spaceships');
  });

  it('searches retailers with purchases by name, with the total for paging', async () => {
    const top = e.popularity.response.parse((await get(`/share-of-wallet/retailer/popularity?${query({ ...WINDOW, size: '1' })}`)).json())[0]!;
    const text = top.retailer.retailerName.slice(1, 5).toLowerCase();
    const res = await get(`/share-of-wallet/retailer/popularity/search?${query({ ...WINDOW, search: text })}`);
    expect(res.statusCode, res.body).toBe(200);
    const body = e.popularitySearch.response.parse(res.json());
    expect(body.content[0]).toEqual(top);
    expect(body.content.every((r) => r.retailer.retailerName.toLowerCase().includes(text))).toBe(true);
    expect(body.totalElements).toBe(body.content.length);
    const none = e.popularitySearch.response.parse((await get(`/share-of-wallet/retailer/popularity/search?${query({ ...WINDOW, search: 'zzqx%' })}`)).json());
    expect(none).toEqual({ content: [], totalElements: 0 });
  });

  it('serves the sandbox partition its own rows', async () => {
    const res = await get(`/share-of-wallet/retailer/popularity?${query(WINDOW)}`, token, SANDBOX_PREFIX);
    const ids = new Set(
      (app.deps.data.sqlite
        .prepare(`SELECT DISTINCT retailer_id AS id FROM transactions WHERE publisher_id = ? AND env = 'sandbox' AND retailer_id IS NOT NULL`)
        .all(MAIN.publisherId) as { id: string }[]).map((r) => r.id),
    );
    const body = e.popularity.response.parse(res.json());
    expect(body.length).toBeGreaterThan(0);
    expect(body.every((r) => ids.has(r.retailer.id))).toBe(true);
  });
});
