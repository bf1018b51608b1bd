import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LIVE_PREFIX, PLATFORM_OWNER_ID, SANDBOX_PREFIX } from '@cashloop/shared';
import { bearer, createTestApp, demoAccount, signIn } from '../../../test/helpers';
import { api, eventsOf, freshOffer, programmeRow, SPLIT_APPLIES, storedRow, storedRowForOffer } from './programme-test-support';

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

const harbour = { publisherId: 'pub_harbour', env: 'live' as const };

describe('activating and deactivating', () => {
  it('an approved offer goes Live and back to Deactivated, each change recorded', async () => {
    const row = programmeRow(app, "po.offer_approval = 'APPROVED' AND po.active = 0 AND o.removed_on IS NULL");
    const on = await http.post(`/activated-offer/offer/activate/${row.id}`);
    expect(on.statusCode, on.body).toBe(200);
    expect(on.json()).toMatchObject({ id: row.id, active: true });
    expect(storedRow(app, row.id)!.active).toBe(1);
    const off = await http.post(`/activated-offer/offer/deactivate/${row.id}`);
    expect(off.json()).toMatchObject({ id: row.id, active: false });
    expect(eventsOf(app, row.id).slice(-2)).toEqual(['OFFER_ACTIVATED', 'OFFER_DEACTIVATED']);
  });

  it('asking for the state it already has changes nothing', async () => {
    const row = programmeRow(app, "po.offer_approval = 'APPROVED' AND po.active = 1");
    const before = eventsOf(app, row.id);
    expect((await http.post(`/activated-offer/offer/activate/${row.id}`)).statusCode).toBe(200);
    expect(eventsOf(app, row.id)).toEqual(before);
    expect(storedRow(app, row.id)).toEqual(row);
  });

  it.each(['PENDING', 'DECLINED'])('a %s application cannot be activated or deactivated (409)', async (state) => {
    const row = programmeRow(app, `po.offer_approval = '${state}'`);
    for (const action of ['activate', 'deactivate']) {
      const res = await http.post(`/activated-offer/offer/${action}/${row.id}`);
      expect(res.statusCode).toBe(409);
      expect(res.json().error.message).toMatch(/^Only approved offers can be/);
    }
    expect(storedRow(app, row.id)).toEqual(row);
  });

  it('an offer withdrawn from the platform cannot be activated', async () => {
    const row = programmeRow(app, "po.offer_approval = 'APPROVED' AND o.removed_on IS NOT NULL");
    expect((await http.post(`/activated-offer/offer/activate/${row.id}`)).statusCode).toBe(409);
  });
});

describe("another publisher's programme offers", () => {
  it('answer 404 to every call and stay as they were', async () => {
    const theirs = programmeRow(app, "po.offer_approval = 'APPROVED' AND o.owner_id = 'CASHLOOP'", harbour);
    const calls = [
      () => http.post(`/activated-offer/offer/activate/${theirs.id}`),
      () => http.post(`/activated-offer/offer/deactivate/${theirs.id}`),
      () => http.put(`/activated-offer/offer/${theirs.id}`, { splitOfCashbackPercentage: { endUser: 10, client: 90 } }),
      () => http.del(`/activated-offer/offer/delete/${theirs.id}`),
    ];
    for (const call of calls) expect((await call()).statusCode).toBe(404);
    expect(storedRow(app, theirs.id)).toEqual(theirs);
  });

  it('live ids answer 404 on the sandbox partition and change nothing', async () => {
    const mine = programmeRow(app, "po.offer_approval = 'APPROVED' AND po.active = 1");
    const res = await app.inject({ method: 'POST', url: `${SANDBOX_PREFIX}/activated-offer/offer/deactivate/${mine.id}`, headers: bearer(token) });
    expect(res.statusCode).toBe(404);
    expect(storedRow(app, mine.id)).toEqual(mine);
  });

  it("their own offers cannot be deleted (404) and stay on the platform", async () => {
    const offerId = app.deps.data.sqlite.prepare("SELECT id FROM offers WHERE owner_publisher_id = 'pub_harbour' LIMIT 1").pluck().get() as string;
    expect((await http.del(`/bring-your-own-offer/offer/${offerId}`)).statusCode).toBe(404);
    expect(app.deps.data.sqlite.prepare('SELECT removed_on FROM offers WHERE id = ?').pluck().get(offerId)).toBeNull();
  });
});

describe('editing a programme offer', () => {
  it('a change of split takes it offline and back to PENDING with a new decision due', async () => {
    // An offer whose supplier reviews changes: one that needs no approval is re-approved at once.
    const row = programmeRow(app, `po.offer_approval = 'APPROVED' AND po.active = 1 AND po.split_end_user <> 30 AND o.removed_on IS NULL AND o.requires_approval = 1 AND ${SPLIT_APPLIES}`);
    const res = await http.put(`/activated-offer/offer/${row.id}`, { splitOfCashbackPercentage: { endUser: 30, client: 70 } });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ offerApproval: 'PENDING', active: false, splitOfCashbackPercentage: { endUser: 30, client: 70 }, decidedOn: null });
    expect(res.json().decisionDueOn).toBeGreaterThan(app.deps.clock.now());
    expect(eventsOf(app, row.id).slice(-2)).toEqual(['OFFER_UPDATED', 'OFFER_DEACTIVATED']);
  });

  it('the same terms again change nothing', async () => {
    const row = programmeRow(app, "po.offer_approval = 'APPROVED' AND po.customer_tier_type = 'DEFAULT' AND o.removed_on IS NULL");
    const res = await http.put(`/activated-offer/offer/${row.id}`, {
      splitOfCashbackPercentage: { endUser: row.split_end_user, client: row.split_client },
    });
    expect(res.json().offerApproval).toBe('APPROVED');
    expect(storedRow(app, row.id)).toEqual(row);
  });

  it('a declined application cannot be edited (409), only applied for again', async () => {
    const row = programmeRow(app, "po.offer_approval = 'DECLINED'");
    expect((await http.put(`/activated-offer/offer/${row.id}`, {})).statusCode).toBe(409);
    expect(storedRow(app, row.id)).toEqual(row);
  });

  it('bad terms answer 400 and change nothing', async () => {
    const row = programmeRow(app, "po.offer_approval = 'APPROVED' AND o.removed_on IS NULL");
    expect((await http.put(`/activated-offer/offer/${row.id}`, { customerTierType: 'TIERED' })).statusCode).toBe(400);
    expect((await http.put(`/activated-offer/offer/${row.id}`, { splitOfCashbackPercentage: { endUser: 50, client: 49 } })).statusCode).toBe(400);
    expect(storedRow(app, row.id)).toEqual(row);
  });
});

describe('removing an offer from the programme', () => {
  it('removes a platform-owned offer; applying again needs a new approval', async () => {
    const row = programmeRow(app, `po.offer_approval = 'APPROVED' AND o.owner_id = '${PLATFORM_OWNER_ID}' AND o.hidden = 0 AND o.removed_on IS NULL`);
    const res = await http.del(`/activated-offer/offer/delete/${row.id}`);
    expect(res.statusCode, res.body).toBe(200);
    expect(storedRow(app, row.id)).toBeUndefined();
    expect(eventsOf(app, row.id).at(-1)).toBe('OFFER_REMOVED_FROM_PROGRAM');
    expect((await http.get(`/activated-offer/offer/get/${row.offer_id}`)).statusCode).toBe(404);

    const again = await http.post(`/activated-offer/offer/apply/${row.offer_id}`, {});
    expect(again.statusCode).toBe(200);
    expect(again.json()).toMatchObject({ offerApproval: 'PENDING', active: false });
    expect(again.json().id).not.toBe(row.id);
  });

  it("refuses offers the platform does not own (403) and keeps them", async () => {
    const row = programmeRow(app, `o.owner_id <> '${PLATFORM_OWNER_ID}'`);
    const res = await http.del(`/activated-offer/offer/delete/${row.id}`);
    expect(res.statusCode).toBe(403);
    expect(storedRow(app, row.id)).toEqual(row);
  });
});

describe('deleting an own offer', () => {
  it('marks the offer removed and takes it out of the programme', async () => {
    const offer = app.deps.data.sqlite
      .prepare("SELECT id FROM offers WHERE owner_publisher_id = 'pub_northwind' AND env = 'live' AND removed_on IS NULL ORDER BY id LIMIT 1")
      .pluck()
      .get() as string;
    const before = storedRowForOffer(app, offer);
    expect(before).toBeDefined();
    const res = await http.del(`/bring-your-own-offer/offer/${offer}`);
    expect(res.statusCode, res.body).toBe(200);
    expect(app.deps.data.sqlite.prepare('SELECT removed_on FROM offers WHERE id = ?').pluck().get(offer)).not.toBeNull();
    expect(storedRowForOffer(app, offer)).toBeUndefined();
    expect(eventsOf(app, before!.id).at(-1)).toBe('OFFER_REMOVED_FROM_PROGRAM');
    expect((await http.del(`/bring-your-own-offer/offer/${offer}`)).statusCode).toBe(409);
  });

  it('a platform offer is not an own offer (404)', async () => {
    expect((await http.del(`/bring-your-own-offer/offer/${freshOffer(app).id}`)).statusCode).toBe(404);
  });
});

describe('the control plane decides applications at once', () => {
  const decide = (id: string, body: unknown) => app.inject({ method: 'POST', url: `/__mock/approvals/${id}`, payload: body as object });

  it('approves a pending application, which goes live as the application asked', async () => {
    const offer = freshOffer(app, 'o.requires_approval = 1');
    const applied = (await http.post(`/activated-offer/offer/apply/${offer.id}`, {})).json() as { id: string };
    const res = await decide(applied.id, { decision: 'APPROVED' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ id: applied.id, offerApproval: 'APPROVED', active: true, declinedReason: null });
    expect(eventsOf(app, applied.id)).toEqual(['OFFER_PENDING', 'OFFER_APPROVED', 'OFFER_ACTIVATED']);
    expect((await decide(applied.id, { decision: 'DECLINED' })).statusCode).toBe(409);
    expect(storedRow(app, applied.id)!.offer_approval).toBe('APPROVED');
  });

  it('declines with the given reason, or a realistic one', async () => {
    const a = freshOffer(app, 'o.requires_approval = 1');
    const first = (await http.post(`/activated-offer/offer/apply/${a.id}`, {})).json() as { id: string };
    expect((await decide(first.id, { decision: 'DECLINED', reason: 'Retailer paused new publishers' })).json()).toMatchObject({
      offerApproval: 'DECLINED',
      declinedReason: 'Retailer paused new publishers',
      active: false,
    });
    const b = freshOffer(app, 'o.requires_approval = 1');
    const second = (await http.post(`/activated-offer/offer/apply/${b.id}`, {})).json() as { id: string };
    const res = await decide(second.id, { decision: 'DECLINED' });
    expect(res.json().declinedReason.length).toBeGreaterThan(10);
    const shown = await http.get(`/activated-offer/offer/get/${b.id}`);
    expect(shown.json()).toMatchObject({ offerApproval: 'DECLINED', declinedReason: res.json().declinedReason });
    expect(eventsOf(app, second.id)).toEqual(['OFFER_PENDING', 'OFFER_DECLINED']);
  });

  it('answers 404 for an unknown id and 400 for a bad decision', async () => {
    expect((await decide('po_nope', { decision: 'APPROVED' })).statusCode).toBe(404);
    const pending = programmeRow(app, "po.offer_approval = 'PENDING'");
    expect((await decide(pending.id, { decision: 'PENDING' })).statusCode).toBe(400);
    expect((await decide(pending.id, { decision: 'MAYBE' })).statusCode).toBe(400);
    expect(storedRow(app, pending.id)).toEqual(pending);
  });

  it('is public like the rest of the control plane, but the programme is not', async () => {
    const res = await app.inject({ method: 'GET', url: `${LIVE_PREFIX}/activated-offer/statistics` });
    expect(res.statusCode).toBe(401);
  });
});
