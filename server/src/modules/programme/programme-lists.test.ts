import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SANDBOX_PREFIX } from '@cashloop/shared';
import { offerStatisticsSchema, programmeOfferSchema } from '@cashloop/shared/contracts/programme';
import { bearer, createTestApp, demoAccount, signIn } from '../../../test/helpers';
import { MAIN, api } from './programme-test-support';

let app: FastifyInstance;
let token: string;
let http: ReturnType<typeof api>;

beforeAll(async () => {
  app = await createTestApp();
  token = await signIn(app, demoAccount().email);
  http = api(app, token);
});
afterAll(async () => {
  await app.close();
});

type Row = { approval: string; active: number; type: string };
/** Every programme offer of a scope, read with plain SQL written apart from the repository's. */
function allRows(publisherId: string, env: string): Row[] {
  return app.deps.data.sqlite
    .prepare(
      `SELECT po.offer_approval AS approval, po.active, o.offer_type AS type
       FROM programme_offers po, offers o WHERE o.id = po.offer_id AND po.publisher_id = ? AND po.env = ?`,
    )
    .all(publisherId, env) as Row[];
}

function expectedStatistics(rows: Row[]) {
  const n = (keep: (r: Row) => boolean) => rows.filter(keep).length;
  const approved = (r: Row) => r.approval === 'APPROVED';
  return {
    totalActiveOffers: n((r) => approved(r) && r.active === 1),
    totalOffersApproved: n(approved),
    totalPaymentLinkedOffersApproved: n((r) => approved(r) && r.type === 'PAYMENT'),
    totalOnlineOffersApproved: n((r) => approved(r) && r.type === 'ONLINE'),
    totalClickToActivateApproved: n((r) => approved(r) && r.type === 'CLICK_TO_ACTIVATE'),
    totalOffersPending: n((r) => r.approval === 'PENDING'),
    totalOffersDeclined: n((r) => r.approval === 'DECLINED'),
  };
}

type Page = { content: ReturnType<typeof programmeOfferSchema.parse>[]; totalElements: number };
const pageOf = async (path: string): Promise<Page> => {
  const res = await http.get(path);
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as Page;
};

describe('programme statistics', () => {
  it('equal independent SQL counts of the same rows, on live', async () => {
    const res = await http.get('/activated-offer/statistics');
    expect(offerStatisticsSchema.parse(res.json())).toEqual(expectedStatistics(allRows(MAIN.publisherId, 'live')));
    expect(res.json().totalActiveOffers).toBeGreaterThan(0);
  });

  it('equal independent SQL counts on sandbox, which is a separate partition', async () => {
    const res = await app.inject({ method: 'GET', url: `${SANDBOX_PREFIX}/activated-offer/statistics`, headers: bearer(token) });
    expect(res.json()).toEqual(expectedStatistics(allRows(MAIN.publisherId, 'sandbox')));
  });

  it('agree with the lists: live offers and pending applications count the same', async () => {
    const stats = (await http.get('/activated-offer/statistics')).json();
    expect((await pageOf('/activated-offer?status=true&offerApproval=APPROVED&size=1')).totalElements).toBe(stats.totalActiveOffers);
    expect((await pageOf('/activated-offer?offerApproval=PENDING&size=1')).totalElements).toBe(stats.totalOffersPending);
    expect((await pageOf('/activated-offer/declined?size=1')).totalElements).toBe(stats.totalOffersDeclined);
  });
});

describe('programme list', () => {
  it('pages through every programme offer of the publisher, 25 by default', async () => {
    const first = await pageOf('/activated-offer');
    expect(first.totalElements).toBe(allRows(MAIN.publisherId, 'live').length);
    expect(first.content).toHaveLength(25);
    for (const row of first.content) programmeOfferSchema.parse(row);
    const second = await pageOf('/activated-offer?page=1');
    expect(second.content.map((r) => r.id)).not.toContain(first.content[0]!.id);
  });

  it('filters by type, availability and approval', async () => {
    const live = await pageOf('/activated-offer?status=true&type=PAYMENT,CLICK_TO_ACTIVATE&size=200');
    expect(live.content.length).toBeGreaterThan(0);
    expect(live.content.every((r) => r.active && ['PAYMENT', 'CLICK_TO_ACTIVATE'].includes(r.offer.offerType))).toBe(true);
    const rows = allRows(MAIN.publisherId, 'live');
    expect(live.totalElements).toBe(rows.filter((r) => r.active === 1 && ['PAYMENT', 'CLICK_TO_ACTIVATE'].includes(r.type)).length);
    const both = await pageOf('/activated-offer?status=true,false&size=1');
    expect(both.totalElements).toBe(rows.length);
    const approvals = await pageOf('/activated-offer?offerApproval=PENDING,DECLINED&size=200');
    expect(approvals.content.every((r) => r.offerApproval !== 'APPROVED')).toBe(true);
    expect(approvals.totalElements).toBe(rows.filter((r) => r.approval !== 'APPROVED').length);
  });

  it('sorts A to Z, Z to A, latest first and most popular first', async () => {
    const names = (p: Page) => p.content.map((r) => r.retailer.retailerName.toLowerCase());
    const az = names(await pageOf('/activated-offer?sort=ATOZ&size=60'));
    // SQLite's NOCASE folds ASCII letters only: a plain code-unit sort of lower-cased names is the same order.
    expect(az).toEqual([...az].sort());
    const za = names(await pageOf('/activated-offer?sort=ZTOA&size=60'));
    expect(za[0]! >= za[za.length - 1]!).toBe(true);
    const latest = (await pageOf('/activated-offer?sort=LATEST&size=60')).content.map((r) => r.createdOn);
    expect(latest).toEqual([...latest].sort((a, b) => b - a));
  });

  it('an empty sort means the default order, and lists may repeat the parameter', async () => {
    const ids = (p: Page) => p.content.map((r) => r.id);
    const byDefault = ids(await pageOf('/activated-offer?size=60'));
    expect(ids(await pageOf('/activated-offer?sort=&size=60'))).toEqual(byDefault);
    expect(ids(await pageOf('/activated-offer/retailer-search?sort=&search=&category=&size=60'))).toEqual(
      ids(await pageOf('/activated-offer/retailer-search?search=&category=&size=60')),
    );
    const repeated = await pageOf('/activated-offer?type=PAYMENT&type=ONLINE&offerApproval=PENDING&offerApproval=DECLINED&size=200');
    expect(repeated).toEqual(await pageOf('/activated-offer?type=PAYMENT,ONLINE&offerApproval=PENDING,DECLINED&size=200'));
  });

  it.each(['type=GIFT', 'status=maybe', 'sort=NEWEST', 'offerApproval=MAYBE', 'page=-1', 'size=0'])('answers 400 to %s', async (q) => {
    const res = await http.get(`/activated-offer?${q}`);
    expect(res.statusCode).toBe(400);
  });
});

describe('retailer search', () => {
  it('finds programme offers by retailer name, 50 a page, with the filters', async () => {
    const name = app.deps.data.sqlite
      .prepare(
        `SELECT r.name FROM programme_offers po JOIN retailers r ON r.id = po.retailer_id
         WHERE po.publisher_id = 'pub_northwind' AND po.env = 'live' ORDER BY r.popularity DESC LIMIT 1`,
      )
      .pluck()
      .get() as string;
    const part = name.slice(1, 4).toUpperCase();
    const found = await pageOf(`/activated-offer/retailer-search?search=${encodeURIComponent(part)}&category=`);
    expect(found.content.length).toBeGreaterThan(0);
    expect(found.content.length).toBeLessThanOrEqual(50);
    expect(found.content.every((r) => r.retailer.retailerName.toUpperCase().includes(part))).toBe(true);
    const none = await pageOf('/activated-offer/retailer-search?search=%25%25zz-no-such-retailer');
    expect(none.totalElements).toBe(0);
  });

  it('filters by retailer category', async () => {
    const category = (await pageOf('/activated-offer?size=1')).content[0]!.retailer.personalisationCategories[0]!;
    const found = await pageOf(`/activated-offer/retailer-search?category=${encodeURIComponent(category)}`);
    expect(found.content.length).toBeGreaterThan(0);
    expect(found.content.every((r) => r.retailer.personalisationCategories.includes(category))).toBe(true);
  });
});

describe('other reads', () => {
  it('declined applications come with their reasons, latest decision first', async () => {
    const page = await pageOf('/activated-offer/declined?size=100');
    expect(page.content.every((r) => r.offerApproval === 'DECLINED' && (r.declinedReason ?? '').length > 0)).toBe(true);
    const decided = page.content.map((r) => r.decidedOn ?? 0);
    expect(decided).toEqual([...decided].sort((a, b) => b - a));
  });

  it('lists the programme offers of one retailer, and 404 for an unknown retailer', async () => {
    const retailerId = (await pageOf('/activated-offer?size=1')).content[0]!.retailer.id;
    const page = await pageOf(`/activated-offer/retailer/${retailerId}?page=0&size=50`);
    expect(page.content.length).toBeGreaterThan(0);
    expect(page.content.every((r) => r.retailer.id === retailerId)).toBe(true);
    expect((await http.get('/activated-offer/retailer/ret_nope')).statusCode).toBe(404);
  });

  it('answers the programme offer of an offer, and 404 when the offer is not in the programme', async () => {
    const row = (await pageOf('/activated-offer?size=1')).content[0]!;
    const res = await http.get(`/activated-offer/offer/get/${row.offer.id}`);
    expect(res.json()).toEqual(row);
    const outside = app.deps.data.sqlite
      .prepare(
        `SELECT id FROM offers o WHERE NOT EXISTS (SELECT 1 FROM programme_offers po WHERE po.offer_id = o.id
         AND po.publisher_id = 'pub_northwind' AND po.env = 'live') LIMIT 1`,
      )
      .pluck()
      .get() as string;
    expect((await http.get(`/activated-offer/offer/get/${outside}`)).statusCode).toBe(404);
  });

  it("lists this publisher's tiers for the audience choice, and nobody else's", async () => {
    const res = await http.get('/customer-tier/for-offers');
    const expected = app.deps.data.sqlite
      .prepare("SELECT id, name FROM customer_tiers WHERE publisher_id = 'pub_northwind' AND env = 'live' ORDER BY created_on, id")
      .all();
    expect(res.json()).toEqual(expected);
    expect(expected.length).toBeGreaterThan(0);
  });

  it('shows the split on the headline cashback of each row', async () => {
    const page = await pageOf('/activated-offer?type=PAYMENT&size=50');
    for (const row of page.content) {
      expect(row.displayRules).toHaveLength(1);
      expect(row.displayRules[0]!.description).toMatch(/%|£|€|\$/);
    }
  });
});
