import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { programmeOfferSchema } from '@cashloop/shared/contracts/programme';
import { createTestApp, demoAccount, signIn } from '../../../test/helpers';
import { decisionFor } from '../../engine/approvals-decision';
import { HOUR, MAIN, api, eventsOf, freshOffer, programmeRow, SPLIT_APPLIES, storedRow, storedRowForOffer } from './programme-test-support';

let app: FastifyInstance;
let http: ReturnType<typeof api>;

beforeAll(async () => {
  app = await createTestApp();
  http = api(app, await signIn(app, demoAccount().email));
});

/** Moves the virtual clock and signs in again, since tokens expire with it. */
async function moveClockTo(ms: number): Promise<void> {
  app.deps.clock.set(ms);
  http = api(app, await signIn(app, demoAccount().email));
}
afterAll(async () => {
  await app.close();
});

const tiersOf = (publisherId: string, env: string) =>
  app.deps.data.sqlite.prepare('SELECT id FROM customer_tiers WHERE publisher_id = ? AND env = ? ORDER BY id').pluck().all(publisherId, env) as string[];

describe('applying for an offer', () => {
  it('creates a PENDING application with the split, audience and a decision due in 2 to 48 hours', async () => {
    // An offer whose split is the publisher's to choose (not every share fixed by the supplier).
    const offer = freshOffer(app, `o.requires_approval = 1 AND o.offer_type = 'PAYMENT' AND ${SPLIT_APPLIES}`);
    const tiers = tiersOf(MAIN.publisherId, MAIN.env).slice(0, 2);
    const now = app.deps.clock.now();
    const res = await http.post(`/activated-offer/offer/apply/${offer.id}`, {
      splitOfCashbackPercentage: { endUser: 70, client: 30 },
      customerTierType: 'TIERED',
      selectedCustomerTiers: tiers,
    });
    expect(res.statusCode, res.body).toBe(200);
    const body = programmeOfferSchema.parse(res.json());
    expect(body).toMatchObject({ offerApproval: 'PENDING', active: false, customerTierType: 'TIERED', activateOnApproval: true });
    expect(body.splitOfCashbackPercentage).toEqual({ endUser: 70, client: 30 });
    expect([...body.selectedCustomerTiers].sort()).toEqual([...tiers].sort());
    expect(body.customerTiers.every((t) => t.name.length > 0)).toBe(true);
    expect(body.decisionDueOn! - now).toBeGreaterThanOrEqual(2 * HOUR);
    expect(body.decisionDueOn! - now).toBeLessThanOrEqual(48 * HOUR + 60_000);
    expect(eventsOf(app, body.id)).toEqual(['OFFER_PENDING']);

    const again = await http.post(`/activated-offer/offer/apply/${offer.id}`, {});
    expect(again.statusCode, again.body).toBe(200);
    expect(again.json()).toMatchObject({ id: body.id, offerApproval: 'PENDING', customerTierType: 'DEFAULT', splitOfCashbackPercentage: { endUser: 50, client: 50 } });
    expect(eventsOf(app, body.id)).toEqual(['OFFER_PENDING', 'OFFER_UPDATED']);
  });

  it('fills in the defaults: 50/50, activate on approval, all users', async () => {
    const offer = freshOffer(app, 'o.requires_approval = 1');
    const res = await http.post(`/activated-offer/offer/apply/${offer.id}`, {});
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ splitOfCashbackPercentage: { endUser: 50, client: 50 }, customerTierType: 'DEFAULT', selectedCustomerTiers: [] });
  });

  it.each([
    ['a split that does not add up to 100', { splitOfCashbackPercentage: { endUser: 60, client: 60 } }],
    ['a share above 100', { splitOfCashbackPercentage: { endUser: 120, client: -20 } }],
    ['TIERED without tiers', { customerTierType: 'TIERED', selectedCustomerTiers: [] }],
    ['an unknown audience', { customerTierType: 'EVERYONE' }],
  ])('answers 400 to %s and writes nothing', async (_, body) => {
    const offer = freshOffer(app);
    const res = await http.post(`/activated-offer/offer/apply/${offer.id}`, body);
    expect(res.statusCode, res.body).toBe(400);
    expect(storedRowForOffer(app, offer.id)).toBeUndefined();
  });

  it("refuses another publisher's tiers with 400 and writes nothing", async () => {
    const offer = freshOffer(app);
    const theirs = tiersOf('pub_harbour', 'live')[0]!;
    const res = await http.post(`/activated-offer/offer/apply/${offer.id}`, { customerTierType: 'TIERED', selectedCustomerTiers: [theirs] });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.message).toContain(theirs);
    expect(storedRowForOffer(app, offer.id)).toBeUndefined();
  });

  it('ignores the split for offers whose shares are fixed by the supplier', async () => {
    const offer = freshOffer(
      app,
      `NOT EXISTS (SELECT 1 FROM json_each(o.cashback_rules) r, json_each(json_extract(r.value, '$.conditions')) c
                   WHERE json_extract(c.value, '$.fixedDistributorCommission') = 0)`,
    );
    const res = await http.post(`/activated-offer/offer/apply/${offer.id}`, { splitOfCashbackPercentage: { endUser: 90, client: 10 } });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().splitOfCashbackPercentage).toEqual({ endUser: 50, client: 50 });
    const stored = JSON.parse(storedRowForOffer(app, offer.id)!.cashback_earnings);
    const rules = JSON.parse(app.deps.data.sqlite.prepare('SELECT cashback_rules FROM offers WHERE id = ?').pluck().get(offer.id) as string);
    expect(stored).toEqual(rules);
  });

  it('answers 404 for unknown, hidden and other publishers’ own offers, and 409 for withdrawn ones', async () => {
    const one = (sql: string) => app.deps.data.sqlite.prepare(sql).pluck().get() as string;
    expect((await http.post('/activated-offer/offer/apply/off_nope', {})).statusCode).toBe(404);
    expect((await http.post(`/activated-offer/offer/apply/${one('SELECT id FROM offers WHERE hidden = 1 LIMIT 1')}`, {})).statusCode).toBe(404);
    const theirOwn = one("SELECT id FROM offers WHERE owner_publisher_id = 'pub_harbour' LIMIT 1");
    expect((await http.post(`/activated-offer/offer/apply/${theirOwn}`, {})).statusCode).toBe(404);
    const withdrawn = freshOffer(app).id;
    app.deps.data.sqlite.prepare('UPDATE offers SET removed_on = ? WHERE id = ?').run(app.deps.clock.now(), withdrawn);
    const res = await http.post(`/activated-offer/offer/apply/${withdrawn}`, {});
    expect(res.statusCode).toBe(409);
    expect(storedRowForOffer(app, withdrawn)).toBeUndefined();
  });

  it('on an offer already approved in the programme, edits it as the Edit program offer modal does', async () => {
    // An offer whose supplier reviews changes: one that needs no approval is re-approved at once.
    const approved = programmeRow(app, `po.offer_approval = 'APPROVED' AND po.active = 1 AND o.removed_on IS NULL AND o.hidden = 0 AND o.requires_approval = 1 AND ${SPLIT_APPLIES}`);
    const sameTerms = {
      splitOfCashbackPercentage: { endUser: approved.split_end_user, client: approved.split_client },
      customerTierType: approved.customer_tier_type,
      selectedCustomerTiers: app.deps.data.sqlite
        .prepare('SELECT tier_id FROM programme_offer_tiers WHERE programme_offer_id = ?')
        .pluck()
        .all(approved.id) as string[],
    };
    const eventsBefore = eventsOf(app, approved.id);
    const unchanged = await http.post(`/activated-offer/offer/apply/${approved.offer_id}`, sameTerms);
    expect(unchanged.statusCode, unchanged.body).toBe(200);
    expect(storedRow(app, approved.id)).toEqual(approved);
    expect(eventsOf(app, approved.id)).toEqual(eventsBefore);

    const endUser = approved.split_end_user === 30 ? 40 : 30;
    const changed = await http.post(`/activated-offer/offer/apply/${approved.offer_id}`, {
      ...sameTerms,
      splitOfCashbackPercentage: { endUser, client: 100 - endUser },
    });
    expect(changed.statusCode, changed.body).toBe(200);
    expect(changed.json()).toMatchObject({ id: approved.id, offerApproval: 'PENDING', active: false, splitOfCashbackPercentage: { endUser, client: 100 - endUser } });
    expect(storedRow(app, approved.id)).toMatchObject({ offer_approval: 'PENDING', split_end_user: endUser, created_on: approved.created_on });
    expect(eventsOf(app, approved.id).slice(eventsBefore.length)).toEqual(['OFFER_UPDATED', 'OFFER_DEACTIVATED']);
  });

  it('a declined application can be made again as a fresh PENDING one', async () => {
    const declined = programmeRow(app, "po.offer_approval = 'DECLINED' AND o.removed_on IS NULL AND o.hidden = 0");
    const before = app.deps.clock.now();
    const res = await http.post(`/activated-offer/offer/apply/${declined.offer_id}`, { activate: false });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ id: declined.id, offerApproval: 'PENDING', declinedReason: null, decidedOn: null, activateOnApproval: false });
    expect(res.json().createdOn).toBeGreaterThanOrEqual(before);
    expect(res.json().createdOn).toBeGreaterThan(declined.created_on);
  });
});

describe('applying for every offer of a retailer', () => {
  it('applies for the offers not yet in the programme and names the ones it skipped', async () => {
    const sqlite = app.deps.data.sqlite;
    const retailerId = sqlite
      .prepare(
        `SELECT o.retailer_id FROM offers o WHERE o.owner_publisher_id IS NULL AND o.hidden = 0 AND o.removed_on IS NULL
         GROUP BY o.retailer_id
         HAVING SUM(EXISTS (SELECT 1 FROM programme_offers po WHERE po.offer_id = o.id AND po.publisher_id = 'pub_northwind'
                              AND po.env = 'live' AND po.offer_approval IN ('PENDING', 'APPROVED'))) >= 1
            AND SUM(NOT EXISTS (SELECT 1 FROM programme_offers po WHERE po.offer_id = o.id AND po.publisher_id = 'pub_northwind'
                              AND po.env = 'live')) >= 1
         ORDER BY o.retailer_id LIMIT 1`,
      )
      .pluck()
      .get() as string;
    const res = await http.post(`/activated-offer/offer/apply/retailer/${retailerId}`, { splitOfCashbackPercentage: { endUser: 40, client: 60 }, activate: true });
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json() as { content: { offerApproval: string; retailer: { id: string } }[]; skippedOfferIds: string[] };
    expect(body.content.length).toBeGreaterThan(0);
    expect(body.skippedOfferIds.length).toBeGreaterThan(0);
    expect(body.content.every((p) => p.offerApproval === 'PENDING' && p.retailer.id === retailerId)).toBe(true);

    const again = await http.post(`/activated-offer/offer/apply/retailer/${retailerId}`, {});
    expect(again.statusCode).toBe(409);
  });

  it('answers 404 for an unknown retailer', async () => {
    expect((await http.post('/activated-offer/offer/apply/retailer/ret_nope', {})).statusCode).toBe(404);
  });
});

describe('the approval lifecycle', () => {
  it('the clock decides a due application as the supplier would, activating it when asked', async () => {
    const offer = freshOffer(app, 'o.requires_approval = 1');
    const applied = (await http.post(`/activated-offer/offer/apply/${offer.id}`, {})).json() as { id: string; decisionDueOn: number };
    const expected = decisionFor(applied.id, applied.decisionDueOn, true);
    await moveClockTo(applied.decisionDueOn - 60_000);
    await http.get('/activated-offer/statistics');
    expect(storedRow(app, applied.id)!.offer_approval).toBe('PENDING');

    await moveClockTo(applied.decisionDueOn + 1);
    const res = await http.get(`/activated-offer/offer/get/${offer.id}`);
    expect(res.json()).toMatchObject({ offerApproval: expected.decision, declinedReason: expected.reason, decidedOn: applied.decisionDueOn });
    expect(res.json().active).toBe(expected.decision === 'APPROVED');
    expect(eventsOf(app, applied.id)).toEqual(
      expected.decision === 'APPROVED' ? ['OFFER_PENDING', 'OFFER_APPROVED', 'OFFER_ACTIVATED'] : ['OFFER_PENDING', 'OFFER_DECLINED'],
    );
  });

  it('offers that need no approval are approved by the clock and go live', async () => {
    const offer = freshOffer(app, 'o.requires_approval = 0');
    const applied = (await http.post(`/activated-offer/offer/apply/${offer.id}`, {})).json() as { id: string; decisionDueOn: number };
    await moveClockTo(applied.decisionDueOn);
    const res = await http.get(`/activated-offer/offer/get/${offer.id}`);
    expect(res.json()).toMatchObject({ offerApproval: 'APPROVED', active: true, decisionDueOn: null });
    expect(eventsOf(app, applied.id)).toEqual(['OFFER_PENDING', 'OFFER_APPROVED', 'OFFER_ACTIVATED']);
  });

  it('an application made with activate=false is approved but stays Deactivated', async () => {
    const offer = freshOffer(app, 'o.requires_approval = 0');
    const applied = (await http.post(`/activated-offer/offer/apply/${offer.id}`, { activate: false })).json() as { id: string; decisionDueOn: number };
    await moveClockTo(applied.decisionDueOn);
    expect((await http.get(`/activated-offer/offer/get/${offer.id}`)).json()).toMatchObject({ offerApproval: 'APPROVED', active: false });
    expect(eventsOf(app, applied.id)).toEqual(['OFFER_PENDING', 'OFFER_APPROVED']);
  });
});
