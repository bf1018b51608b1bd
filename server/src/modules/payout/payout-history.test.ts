import { parse } from 'csv-parse/sync';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LIVE_PREFIX, SANDBOX_PREFIX } from '@cashloop/shared';
import { historicPayoutSchema, payoutCsvColumns } from '@cashloop/shared/contracts/payout';
import { paged } from '@cashloop/shared/common/paging';
import { bearer, createTestApp, demoAccounts, signIn } from '../../../test/helpers';
import { safeText } from './safe-csv';

let app: FastifyInstance;
let token: string;
let otherToken: string;
const northwind = demoAccounts().find((a) => a.publisherId === 'pub_northwind' && a.totpSecret)!;
const harbour = demoAccounts().find((a) => a.publisherId === 'pub_harbour' && a.totpSecret)!;

beforeAll(async () => {
  app = await createTestApp();
  token = await signIn(app, northwind.email);
  otherToken = await signIn(app, harbour.email);
});
afterAll(async () => {
  await app.close();
});

const history = paged(historicPayoutSchema);

async function getHistory(query = '', prefix = LIVE_PREFIX, as = token) {
  const res = await app.inject({ method: 'GET', url: `${prefix}/payout/historic${query}`, headers: bearer(as) });
  expect(res.statusCode, res.body).toBe(200);
  return history.parse(res.json());
}

const payoutRow = (id: string) =>
  app.deps.data.sqlite.prepare('SELECT * FROM payouts WHERE id = ?').get(id) as { amount: number; period_start: number; publisher_id: string };

describe('payout history', () => {
  it('lists the closed monthly payouts newest first, as the payouts table holds them', async () => {
    const now = app.deps.clock.now();
    const body = await getHistory('?page=0&size=25');
    const closed = app.deps.data.sqlite
      .prepare("SELECT id, amount, paid FROM payouts WHERE publisher_id = ? AND env = 'live' AND period_end < ? ORDER BY period_start DESC")
      .all(northwind.publisherId, now) as { id: string; amount: number; paid: number }[];
    expect(closed.length).toBeGreaterThan(0);
    expect(body.totalElements).toBe(closed.length);
    expect(body.content.map((p) => [p.id, p.amount, p.paid])).toEqual(closed.map((p) => [p.id, p.amount / 100, p.paid === 1]));
    for (const p of body.content) {
      expect(p.endDate).toBeLessThan(now);
      expect(new Date(p.startDate).getUTCDate()).toBe(1);
    }
    const starts = body.content.map((p) => p.startDate);
    expect([...starts].sort((a, b) => b - a)).toEqual(starts);
  });

  it('leaves the month in progress to the upcoming payout', async () => {
    const current = (await app.inject({ method: 'GET', url: `${LIVE_PREFIX}/payout/current`, headers: bearer(token) })).json() as { startDate: number };
    const body = await getHistory('?size=100');
    expect(body.content.some((p) => p.startDate === current.startDate)).toBe(false);
  });

  it('pages zero-based', async () => {
    const all = await getHistory('?page=0&size=100');
    const second = await getHistory('?page=1&size=5');
    expect(second.totalElements).toBe(all.totalElements);
    expect(second.content).toEqual(all.content.slice(5, 10));
  });

  it('is empty where no settlements exist (sandbox)', async () => {
    const body = await getHistory('', SANDBOX_PREFIX);
    expect(body).toEqual({ content: [], totalElements: 0 });
  });
});

describe('payout CSV', () => {
  it('publisher can export a payout as CSV: a header and one row per cashback, totals equal to the payout', async () => {
    const { content } = await getHistory();
    const payout = content.find((p) => p.amount > 0)!;
    const res = await app.inject({ method: 'GET', url: `${LIVE_PREFIX}/payout/historic/${payout.id}/csv`, headers: bearer(token) });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/csv/);
    expect(res.headers['content-disposition']).toBe(`attachment; filename="payout_historic_${payout.id}.csv"`);

    const [header, ...rows] = parse(res.body) as string[][];
    expect(header).toEqual([...payoutCsvColumns]);
    const count = app.deps.data.sqlite.prepare('SELECT COUNT(*) AS n FROM cashback WHERE payout_id = ?').get(payout.id) as { n: number };
    expect(rows).toHaveLength(count.n);
    const col = (name: (typeof payoutCsvColumns)[number]) => payoutCsvColumns.indexOf(name);
    let pence = 0;
    for (const row of rows) {
      for (const amount of [row[col('End user cashback')]!, row[col('Publisher commission')]!]) {
        expect(amount).toMatch(/^\d+\.\d{2}$/);
        pence += Math.round(Number(amount) * 100);
      }
      expect(row[col('Status')]).toMatch(/^(RECEIVED|PAID)$/);
      expect(row[col('Currency')]).toBe('GBP');
      expect(Number.isNaN(Date.parse(row[col('Created date')]!))).toBe(false);
    }
    expect(pence).toBe(payoutRow(payout.id).amount);
    expect(pence / 100).toBeCloseTo(payout.amount, 2);
  });

  it("answers 404 for another publisher's payout and for an unknown id", async () => {
    const { content } = await getHistory();
    const res = await app.inject({ method: 'GET', url: `${LIVE_PREFIX}/payout/historic/${content[0]!.id}/csv`, headers: bearer(otherToken) });
    expect(res.statusCode).toBe(404);
    expect(res.json().error.code).toBe('NOT_FOUND');
    const unknown = await app.inject({ method: 'GET', url: `${LIVE_PREFIX}/payout/historic/pay_nope/csv`, headers: bearer(token) });
    expect(unknown.statusCode).toBe(404);
  });

  it('protects text cells against formula injection', async () => {
    const { content } = await getHistory();
    const payout = content.find((p) => p.amount > 0)!;
    const retailerId = (app.deps.data.sqlite.prepare('SELECT retailer_id AS id FROM cashback WHERE payout_id = ? LIMIT 1').get(payout.id) as { id: string }).id;
    const original = (app.deps.data.sqlite.prepare('SELECT name FROM retailers WHERE id = ?').get(retailerId) as { name: string }).name;
    const evil = '=HYPERLINK("http://evil.example","click")';
    app.deps.data.sqlite.prepare('UPDATE retailers SET name = ? WHERE id = ?').run(evil, retailerId);
    try {
      const res = await app.inject({ method: 'GET', url: `${LIVE_PREFIX}/payout/historic/${payout.id}/csv`, headers: bearer(token) });
      const rows = (parse(res.body) as string[][]).slice(1);
      const retailers = rows.map((r) => r[payoutCsvColumns.indexOf('Retailer')]);
      expect(retailers).toContain(`'${evil}`);
      expect(retailers.some((r) => r?.startsWith('='))).toBe(false);
    } finally {
      app.deps.data.sqlite.prepare('UPDATE retailers SET name = ? WHERE id = ?').run(original, retailerId);
    }
  });
});

describe('safeText', () => {
  it.each(['=1+1', '+1', '-1', '@SUM(A1)', '\tx', '\rx'])('quotes %j', (value) => {
    expect(safeText(value)).toBe(`'${value}`);
  });
  it('leaves ordinary text alone', () => {
    expect(safeText('Tesco')).toBe('Tesco');
    expect(safeText(null)).toBe('');
  });
});
