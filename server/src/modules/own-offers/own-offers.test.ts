import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ownOfferEndpoints, type OwnOfferPayloadInput } from '@cashloop/shared/contracts/own-offers';
import { createTestApp, signIn } from '../../../test/helpers';
import { call, MAIN, offerPayload, ok, OTHER, png, retailerWithChannel, tableCounts, upload } from './own-offers-test-support';

let app: FastifyInstance;
let token: string;
let otherToken: string;
let retailerId: string;
let channelId: string;
beforeAll(async () => {
  app = await createTestApp();
  token = await signIn(app, MAIN.email);
  otherToken = await signIn(app, OTHER.email);
  ({ retailerId, channelId } = await retailerWithChannel(app, token));
});
afterAll(async () => {
  await app.close();
});

const create = (body: object, who = token) => call(app, who, 'POST', '/bring-your-own-offer/offer', body);
const sql = <T>(query: string, ...args: unknown[]) => app.deps.data.sqlite.prepare(query).get(...args) as T;

type Condition = NonNullable<NonNullable<OwnOfferPayloadInput['cashbackRules']>[number]['conditions']>[number];
/** The valid offer with its one condition changed. */
const withCondition = (over: Partial<Condition>, value: Partial<NonNullable<Condition['value']>> = {}) => {
  const base = offerPayload(retailerId).cashbackRules![0]!;
  const condition = base.conditions![0]!;
  return offerPayload(retailerId, { cashbackRules: [{ ...base, conditions: [{ ...condition, ...over, value: { ...condition.value, ...value } }] }] });
};

describe('offer create', () => {
  it('stores a checked offer with the publisher as supplier and owner; ALL_CHANNELS takes every channel', async () => {
    const res = ownOfferEndpoints.createOffer.response.parse(await ok(await create(offerPayload(retailerId))));
    expect(res.retailer.id).toBe(retailerId);
    const row = sql<Record<string, unknown>>(
      'SELECT supplier, owner_id AS ownerId, owner_publisher_id AS ownerPublisherId, env, supplier_offer_id AS supplierOfferId, display_logo AS logo FROM offers WHERE id = ?',
      res.id,
    );
    expect(row).toMatchObject({ supplier: MAIN.publisherId, ownerId: MAIN.publisherId, ownerPublisherId: MAIN.publisherId, env: 'live', supplierOfferId: 'SUP-1' });
    const detail = ownOfferEndpoints.offer.response.parse(await ok(await call(app, token, 'GET', `/bring-your-own-offer/offer/${res.id}`)));
    expect(detail).toMatchObject({ offerName: 'Bakery 10 %', offerValidFor: 'ALL_CHANNELS', channelIds: [channelId], programmeOffer: null });
    expect(detail.cashbackRules[0]!.conditions[0]).toMatchObject({ lowerBound: 5, value: { type: 'PERCENTAGE', totalValue: 10, maxAvailableValue: 10 } });
    // The byoo list and the catalogue offer show it too.
    const list = await ok<{ content: { id: string; supplier: string }[] }>(await call(app, token, 'GET', '/catalogue/offer/byoo?size=500'));
    expect(list.content.find((o) => o.id === res.id)?.supplier).toBe(MAIN.publisherId);
    expect((await call(app, token, 'GET', `/catalogue/offer/${res.id}`)).statusCode).toBe(200);
  });

  it('keeps FIXED amounts, bounds, caps and shares in pounds on the way in and out', async () => {
    const body = withCondition(
      { type: 'BETWEEN', lowerBound: 10, upperBound: 99.99, fixedDistributorCommission: true },
      { type: 'FIXED', totalValue: 3.5, supplierValue: 0.25, cashloopValue: 0.25, endUserValue: 1.5, clientValue: 1.5 },
    );
    const res = await ok<{ id: string }>(await create({ ...body, spendingCapped: true, spendingCapAmount: 2.5 }));
    const stored = JSON.parse(sql<{ r: string }>('SELECT cashback_rules AS r FROM offers WHERE id = ?', res.id).r);
    expect(stored[0].conditions[0]).toMatchObject({ lowerBound: 1000, upperBound: 9999, value: { totalValue: 350, maxAvailableValue: 300, endUserValue: 150 } });
    const detail = await ok<{ spendingCapAmount: number; cashbackRules: { conditions: { value: object }[] }[] }>(
      await call(app, token, 'GET', `/bring-your-own-offer/offer/${res.id}`),
    );
    expect(detail.spendingCapAmount).toBe(2.5);
    expect(detail.cashbackRules[0]!.conditions[0]!.value).toMatchObject({ totalValue: 3.5, maxAvailableValue: 3, endUserValue: 1.5, clientValue: 1.5, cashloopValue: 0.25 });
  });

  const refused: [string, object, string][] = [
    ['no customer type', offerPayload('x', { cashbackRules: [{ ...offerPayload('x').cashbackRules![0]!, customerType: '' }] }), 'Rule 1: choose the customers it is for'],
    ['no condition type', withCondition({ type: null }), 'Rule 1, condition 1: choose the condition type'],
    ['fixed split not set', withCondition({ fixedDistributorCommission: null }), 'choose whether the split is fixed'],
    ['no reward type', withCondition({}, { type: null }), 'choose the reward type'],
    ['no total value', withCondition({}, { totalValue: null }), 'enter the total cashback'],
    ['GREATER_THAN without lower bound', withCondition({ lowerBound: null }), 'enter the lower bound'],
    ['LESS_THAN without upper bound', withCondition({ type: 'LESS_THAN', upperBound: null }), 'enter the upper bound'],
    ['BETWEEN without lower bound', withCondition({ type: 'BETWEEN', lowerBound: null, upperBound: 50 }), 'enter the lower bound'],
    ['BETWEEN bounds reversed', withCondition({ type: 'BETWEEN', lowerBound: 50, upperBound: 10 }), 'the upper bound must be above the lower bound'],
    ['fixed split without shares', withCondition({ fixedDistributorCommission: true }), 'enter the end user cashback (the split is fixed)'],
    ['percentage over 100', withCondition({}, { totalValue: 150 }), 'a percentage is at most 100'],
    ['PERCENTAGE_MAX without maximum', withCondition({}, { type: 'PERCENTAGE_MAX' }), 'enter the fixed maximum'],
    ['no rules', offerPayload('x', { cashbackRules: [] }), 'Add at least one cashback rule'],
    ['no supplier id', offerPayload('x', { supplierOffersId: [] }), 'Enter the supplier id'],
    ['no link', offerPayload('x', { displayInformation: { ...offerPayload('x').displayInformation, link: '' } }), 'Enter the link'],
    ['capped without amount', offerPayload('x', { spendingCapped: true }), 'Enter the max cashback amount'],
    ['click to activate without days', offerPayload('x', { offerType: 'CLICK_TO_ACTIVATE' }), 'Enter how many days the offer stays activated'],
    ['super match without strings', offerPayload('x', { superMatch: true }), 'Add at least one transaction description for Super Match'],
    ['specific MIDs without channels', offerPayload('x', { offerValidFor: 'SPECIFIC_CHANNELS' }), 'Choose at least one channel (Specific MIDs)'],
  ];
  it.each(refused)('refuses an offer with %s, storing nothing', async (_, body, message) => {
    const before = tableCounts(app);
    const res = await create({ ...body, retailerId });
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json().error.message).toContain(message);
    expect(tableCounts(app)).toEqual(before);
  });

  it('refuses another retailer’s channel, a gift card offer and a logo that is not the caller’s image', async () => {
    const other = await retailerWithChannel(app, token);
    const res = await create(offerPayload(retailerId, { offerValidFor: 'SPECIFIC_CHANNELS', channelIds: [other.channelId] }));
    expect(res.json().error.message).toContain('not channels of this retailer');
    expect((await create({ ...offerPayload(retailerId), offerType: 'GIFTCARD' })).statusCode).toBe(400);
    const logo = await create(offerPayload(retailerId, { displayInformation: { ...offerPayload(retailerId).displayInformation, logo: 'https://x.example/l.png' } }));
    expect(logo.statusCode).toBe(400);
  });
});

describe('offer image, edit and other publishers', () => {
  it('uploads the offer logo as a hosted png; the next save keeps it', async () => {
    const { id } = await ok<{ id: string }>(await create(offerPayload(retailerId)));
    const res = ownOfferEndpoints.uploadOfferImage.response.parse(await ok(await upload(app, token, `/bring-your-own-offer/offer/upload-image/${id}`, png(), 'o.png')));
    expect(res.logo).toMatch(/\/media\/img_/);
    const bad = await upload(app, token, `/bring-your-own-offer/offer/upload-image/${id}`, Buffer.from('GIF89a-not-png'), 'o.png');
    expect(bad.statusCode).toBe(400);
    await ok(await call(app, token, 'PUT', `/bring-your-own-offer/offer/${id}`, offerPayload(retailerId, { offerName: 'Renamed' })));
    expect(sql<{ l: string; n: string }>('SELECT display_logo AS l, name AS n FROM offers WHERE id = ?', id)).toEqual({ l: res.logo, n: 'Renamed' });
  });

  it('an edit of an offer in the programme puts it back to PENDING, offline; an unchanged save does not', async () => {
    const { id } = await ok<{ id: string }>(await create(offerPayload(retailerId)));
    const applied = await ok<{ id: string }>(
      await call(app, token, 'POST', `/activated-offer/offer/apply/${id}`, { splitOfCashbackPercentage: { endUser: 50, client: 50 }, activate: true }),
    );
    await ok(await app.inject({ method: 'POST', url: `/__mock/approvals/${applied.id}`, payload: { decision: 'APPROVED' } }));
    const state = () => sql<{ a: string; on: number; e: string }>('SELECT offer_approval AS a, active AS "on", cashback_earnings AS e FROM programme_offers WHERE id = ?', applied.id);
    expect(state()).toMatchObject({ a: 'APPROVED', on: 1 });
    const same = await ok<{ programmeOffer: { offerApproval: string } }>(await call(app, token, 'PUT', `/bring-your-own-offer/offer/${id}`, offerPayload(retailerId)));
    expect(same.programmeOffer.offerApproval).toBe('APPROVED');
    const changed = ownOfferEndpoints.editOffer.response.parse(
      await ok(await call(app, token, 'PUT', `/bring-your-own-offer/offer/${id}`, withCondition({}, { totalValue: 8 }))),
    );
    expect(changed.programmeOffer).toMatchObject({ id: applied.id, offerApproval: 'PENDING', active: false });
    expect(JSON.parse(state().e)[0].conditions[0].value).toMatchObject({ maxAvailableValue: 8, endUserValue: 4, clientValue: 4 });
    const events = app.deps.data.sqlite.prepare("SELECT type FROM domain_events WHERE entity_id = ? AND type IN ('OFFER_UPDATED', 'OFFER_DEACTIVATED')").pluck().all(applied.id);
    expect(events).toEqual(['OFFER_UPDATED', 'OFFER_DEACTIVATED']);
    expect((await call(app, token, 'PUT', `/bring-your-own-offer/offer/${id}`, offerPayload(channelRetailer()))).statusCode).toBe(400);
  });

  it('answers 404 for another publisher’s offer and retailer, and for a deleted offer, changing nothing', async () => {
    const theirs = await retailerWithChannel(app, otherToken);
    const { id } = await ok<{ id: string }>(await create(offerPayload(theirs.retailerId), otherToken));
    const before = tableCounts(app);
    const updatedOn = sql<{ u: number }>('SELECT updated_on AS u FROM offers WHERE id = ?', id).u;
    expect((await call(app, token, 'GET', `/bring-your-own-offer/offer/${id}`)).statusCode).toBe(404);
    expect((await call(app, token, 'PUT', `/bring-your-own-offer/offer/${id}`, offerPayload(theirs.retailerId))).statusCode).toBe(404);
    expect((await upload(app, token, `/bring-your-own-offer/offer/upload-image/${id}`, png(), 'o.png')).statusCode).toBe(404);
    expect((await create(offerPayload(theirs.retailerId))).statusCode).toBe(404);
    expect((await call(app, token, 'DELETE', `/bring-your-own-offer/offer/${id}`)).statusCode).toBe(404);
    expect((await call(app, otherToken, 'GET', `/bring-your-own-offer/offer/${id}`, undefined, 'sandbox')).statusCode).toBe(404);
    expect(tableCounts(app)).toEqual(before);
    expect(sql<{ u: number; r: number | null }>('SELECT updated_on AS u, removed_on AS r FROM offers WHERE id = ?', id)).toEqual({ u: updatedOn, r: null });

    expect((await call(app, otherToken, 'DELETE', `/bring-your-own-offer/offer/${id}`)).statusCode).toBe(200);
    expect((await call(app, otherToken, 'GET', `/bring-your-own-offer/offer/${id}`)).statusCode).toBe(404);
    expect((await call(app, otherToken, 'PUT', `/bring-your-own-offer/offer/${id}`, offerPayload(theirs.retailerId))).statusCode).toBe(409);
  });
});

/** A retailer other than the offer's: moving an offer to it is refused. */
function channelRetailer(): string {
  return app.deps.data.sqlite.prepare('SELECT id FROM retailers WHERE owner_publisher_id IS NULL LIMIT 1').pluck().get() as string;
}
