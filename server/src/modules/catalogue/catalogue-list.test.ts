import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type ApiEnv, LIVE_PREFIX, SANDBOX_PREFIX } from '@cashloop/shared';
import { catalogueEndpoints } from '@cashloop/shared/contracts/catalogue';
import { bearer, createTestApp, signIn } from '../../../test/helpers';

const MAIN = { email: 'alex.morgan@northwind.example.com', publisherId: 'pub_northwind' };
const OTHER = { email: 'sam.carter@harbourloyalty.example.com', publisherId: 'pub_harbour' };
const prefixOf = (env: ApiEnv) => (env === 'live' ? LIVE_PREFIX : SANDBOX_PREFIX);

let app: FastifyInstance;
let token: string;
let otherToken: string;
beforeAll(async () => {
  app = await createTestApp();
  token = await signIn(app, MAIN.email);
  otherToken = await signIn(app, OTHER.email);
});
afterAll(async () => {
  await app.close();
});

const sql = <T>(text: string, ...args: unknown[]) => app.deps.data.sqlite.prepare(text).all(...args) as T[];

async function get(path: string, env: ApiEnv = 'live', who = token) {
  return app.inject({ method: 'GET', url: `${prefixOf(env)}${path}`, headers: bearer(who) });
}

async function page(path: string, env: ApiEnv = 'live', who = token) {
  const res = await get(path, env, who);
  expect(res.statusCode, res.body).toBe(200);
  return catalogueEndpoints.retailers.response.parse(res.json());
}

/** Visible offers recomputed independently: not hidden, not removed, platform or the scope's own. */
function visibleOffers(publisherId: string, env: ApiEnv) {
  return sql<{ id: string; retailerId: string; offerType: string }>(
    `SELECT id, retailer_id AS retailerId, offer_type AS offerType FROM offers
     WHERE hidden = 0 AND removed_on IS NULL AND (owner_publisher_id IS NULL OR (owner_publisher_id = ? AND env = ?))`,
    publisherId,
    env,
  );
}

describe('catalogue list', () => {
  it('lists every retailer with a visible offer, 25 a page, with its offers, types and channels', async () => {
    const body = await page('/catalogue/retailer?page=0&size=25');
    const retailersWithOffers = new Set(visibleOffers(MAIN.publisherId, 'live').map((o) => o.retailerId));
    expect(body.totalElements).toBe(retailersWithOffers.size);
    expect(body.content).toHaveLength(25);
    const first = body.content[0]!;
    expect(first.offers.length).toBeGreaterThan(0);
    expect(first.offerType.length).toBeGreaterThan(0);
    expect(first.channels.length).toBeGreaterThan(0);
    expect(first.channels[0]!.mids.length).toBeGreaterThan(0);
  });

  it.each(['live', 'sandbox'] as const)('MOSTPOPULAR (%s) follows the count of transactions matched to each retailer', async (env) => {
    const body = await page('/catalogue/retailer?page=0&size=500&sort=MOSTPOPULAR', env);
    const expected = sql<{ id: string }>(
      `SELECT r.id FROM retailers r
       LEFT JOIN (SELECT retailer_id, COUNT(*) AS n FROM transactions WHERE env = ? GROUP BY retailer_id) t ON t.retailer_id = r.id
       WHERE r.id IN (SELECT value FROM json_each(?))
       ORDER BY COALESCE(t.n, 0) DESC, r.name COLLATE NOCASE, r.id`,
      env,
      JSON.stringify(body.content.map((r) => r.id)),
    ).map((r) => r.id);
    expect(body.content.map((r) => r.id)).toEqual(expected);
    expect(body.content.length).toBe(body.totalElements);
  });

  it('a new transaction moves its retailer up the MOSTPOPULAR order', async () => {
    const before = (await page('/catalogue/retailer?size=500')).content.map((r) => r.id);
    const last = before.at(-1)!;
    const tx = sql<Record<string, unknown>>(`SELECT * FROM transactions WHERE env = 'live' LIMIT 1`)[0]!;
    const insert = app.deps.data.sqlite.prepare(
      `INSERT INTO transactions (id, publisher_id, env, internal_transaction_id, transaction_type, end_user_id, booking_time,
         amount, currency, description, retailer_id, labels, created_on)
       VALUES (?, ?, 'live', ?, 'DEBIT', ?, ?, -100, 'GBP', 'TEST', ?, '[]', ?)`,
    );
    app.deps.data.sqlite.transaction(() => {
      for (let i = 0; i < 2000; i++) {
        insert.run(`txn_pop_${i}`, tx.publisher_id, `pop-${i}`, tx.end_user_id, tx.booking_time, last, tx.created_on);
      }
    })();
    const after = (await page('/catalogue/retailer?size=500')).content.map((r) => r.id);
    expect(after[0]).toBe(last);
    app.deps.data.sqlite.prepare(`DELETE FROM transactions WHERE id LIKE 'txn_pop_%'`).run();
    expect((await page('/catalogue/retailer?size=500')).content.map((r) => r.id)).toEqual(before);
  });

  it('orders A to Z and Z to A by name', async () => {
    const az = (await page('/catalogue/retailer?size=500&sort=ATOZ')).content.map((r) => r.retailerName.toLowerCase());
    const za = (await page('/catalogue/retailer?size=500&sort=ZTOA')).content.map((r) => r.retailerName.toLowerCase());
    expect(az).toEqual([...az].sort());
    expect(za).toEqual([...az].reverse());
  });

  it('an empty sort means the default order (MOSTPOPULAR), on the list and the search', async () => {
    const ids = async (path: string) => (await page(path)).content.map((r) => r.id);
    expect(await ids('/catalogue/retailer?size=500&sort=')).toEqual(await ids('/catalogue/retailer?size=500'));
    expect(await ids('/catalogue/retailer?size=500&sort=')).toEqual(await ids('/catalogue/retailer?size=500&sort=MOSTPOPULAR'));
    expect(await ids('/catalogue/retailer-search?search=&category=&sort=&size=50')).toEqual(
      await ids('/catalogue/retailer-search?search=&category=&size=50'),
    );
  });

  it('takes offer types as a comma list or as the parameter repeated', async () => {
    const repeated = await page('/catalogue/retailer?size=500&type=ONLINE&type=CLICK_TO_ACTIVATE');
    expect(repeated).toEqual(await page('/catalogue/retailer?size=500&type=ONLINE,CLICK_TO_ACTIVATE'));
  });

  it.each([['PAYMENT'], ['ONLINE'], ['CLICK_TO_ACTIVATE'], ['ONLINE,CLICK_TO_ACTIVATE'], ['GIFTCARD']])(
    'type=%s keeps retailers with such offers and only those offers',
    async (type) => {
      const types = type.split(',');
      const body = await page(`/catalogue/retailer?size=500&type=${type}`);
      const matching = visibleOffers(MAIN.publisherId, 'live').filter((o) => types.includes(o.offerType));
      expect(body.totalElements).toBe(new Set(matching.map((o) => o.retailerId)).size);
      const byId = new Map(matching.map((o) => [o.id, o]));
      for (const r of body.content) {
        expect(r.offers.length).toBeGreaterThan(0);
        for (const id of r.offers) expect(byId.get(id)?.retailerId).toBe(r.id);
        expect(new Set(r.offers)).toEqual(new Set(matching.filter((o) => o.retailerId === r.id).map((o) => o.id)));
      }
    },
  );

  it('never shows hidden or removed offers', async () => {
    const body = await page('/catalogue/retailer?size=500');
    const shown = new Set(body.content.flatMap((r) => r.offers));
    const hidden = sql<{ id: string }>('SELECT id FROM offers WHERE hidden = 1 OR removed_on IS NOT NULL');
    expect(hidden.length).toBeGreaterThan(0);
    for (const h of hidden) expect(shown.has(h.id)).toBe(false);
    expect(shown.size).toBe(visibleOffers(MAIN.publisherId, 'live').length);
  });

  it("shows a publisher's own retailers and offers to it alone, in its own partition", async () => {
    const own = sql<{ id: string; env: string }>(`SELECT id, env FROM retailers WHERE owner_publisher_id = ?`, MAIN.publisherId);
    const ownLive = own.find((r) => r.env === 'live')!.id;
    const ownSandbox = own.find((r) => r.env === 'sandbox')!.id;
    const live = (await page('/catalogue/retailer?size=500')).content.map((r) => r.id);
    const sandbox = (await page('/catalogue/retailer?size=500', 'sandbox')).content.map((r) => r.id);
    const other = (await page('/catalogue/retailer?size=500', 'live', otherToken)).content.map((r) => r.id);
    expect(live).toContain(ownLive);
    expect(live).not.toContain(ownSandbox);
    expect(sandbox).toContain(ownSandbox);
    expect(sandbox).not.toContain(ownLive);
    expect(other).not.toContain(ownLive);
  });

  it.each([
    ['type=FOO', /Offer type/],
    ['type=PAYMENT,NOPE', /Offer type/],
    ['sort=NEWEST', /Sort/],
    ['page=-1', /page/],
    ['size=0', /size/],
    ['size=abc', /size/],
  ])('answers 400 to %s', async (qs, message) => {
    const res = await get(`/catalogue/retailer?${qs}`);
    expect(res.statusCode).toBe(400);
    expect(JSON.stringify(res.json())).toMatch(message);
  });

  it('pages past the end answer an empty page with the total', async () => {
    const body = await page('/catalogue/retailer?page=99&size=25');
    expect(body.content).toEqual([]);
    expect(body.totalElements).toBeGreaterThan(0);
  });
});

describe('catalogue search', () => {
  it('finds retailers by part of their name, whatever the case', async () => {
    const body = await page('/catalogue/retailer-search?page=0&size=50&search=sAiNsBuRy&category=');
    expect(body.content.map((r) => r.retailerName)).toContain("Sainsbury's");
    for (const r of body.content) expect(r.retailerName.toLowerCase()).toContain('sainsbury');
  });

  it('an empty search lists the whole catalogue and an unknown name nothing', async () => {
    const all = await page('/catalogue/retailer');
    expect((await page('/catalogue/retailer-search?search=&category=')).totalElements).toBe(all.totalElements);
    const none = await page('/catalogue/retailer-search?search=zzqqxx-no-such-shop');
    expect(none).toEqual({ content: [], totalElements: 0 });
  });

  it('narrows to a personalisation category', async () => {
    const body = await page('/catalogue/retailer-search?size=500&category=Groceries');
    expect(body.totalElements).toBeGreaterThan(0);
    for (const r of body.content) expect(r.personalisationCategories).toContain('Groceries');
    const expected = sql<{ n: number }>(
      `SELECT COUNT(DISTINCT r.id) AS n FROM retailers r JOIN offers o ON o.retailer_id = r.id
       WHERE EXISTS (SELECT 1 FROM json_each(r.categories) c WHERE c.value = 'Groceries')
         AND o.hidden = 0 AND o.removed_on IS NULL AND r.owner_publisher_id IS NULL AND o.owner_publisher_id IS NULL`,
    )[0]!.n;
    expect(body.totalElements).toBe(expected);
  });

  it('treats search text literally', async () => {
    for (const text of ['%', '_', "'", '"']) {
      const res = await get(`/catalogue/retailer-search?search=${encodeURIComponent(text)}`);
      expect(res.statusCode).toBe(200);
      for (const r of (res.json() as { content: { retailerName: string }[] }).content) expect(r.retailerName).toContain(text);
    }
  });

  it('refuses search text over 100 characters', async () => {
    expect((await get(`/catalogue/retailer-search?search=${'a'.repeat(101)}`)).statusCode).toBe(400);
  });
});
