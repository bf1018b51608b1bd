import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LIVE_PREFIX, SANDBOX_PREFIX } from '@cashloop/shared';
import { playgroundResponseSchema } from '@cashloop/shared/contracts/playground';
import type { CashbackRule } from '@cashloop/shared/rules/cashback-math';
import { countRows } from '@cashloop/seeds';
import { bearer, createTestApp, demoAccount, signIn } from '../../../test/helpers';
import { LIFECYCLE_OFFSETS } from './playground-samples';

let app: FastifyInstance;
let token: string;
const account = demoAccount();

beforeAll(async () => {
  app = await createTestApp();
  token = await signIn(app, account.email);
});
afterAll(async () => {
  await app.close();
});

const post = (payload: unknown, prefix = LIVE_PREFIX) =>
  app.inject({ method: 'POST', url: `${prefix}/playground`, headers: bearer(token), payload: payload as object });

async function play(description: string, amount: number, prefix = LIVE_PREFIX) {
  const res = await post({ description, amount }, prefix);
  expect(res.statusCode, res.body).toBe(200);
  return playgroundResponseSchema.parse(res.json());
}

interface LivePayment {
  name: string;
  programmeOfferId: string;
  offerId: string;
  split: number;
  cap: number | null;
  rules: CashbackRule[];
}

/**
 * A retailer whose only live card-linked offer is one GBP, all-channels PAYMENT offer with a single
 * any-spend condition and no fixed shares: simple enough to compute by hand below.
 */
function simpleLivePaymentRetailer(): LivePayment {
  const rows = app.deps.data.sqlite
    .prepare(
      `SELECT r.name, po.id AS programmeOfferId, o.id AS offerId, po.split_end_user AS split,
              CASE WHEN o.spending_capped THEN o.spending_cap_amount END AS cap, o.cashback_rules AS rules
       FROM programme_offers po JOIN offers o ON o.id = po.offer_id JOIN retailers r ON r.id = po.retailer_id
       WHERE po.publisher_id = ? AND po.env = 'live' AND po.offer_approval = 'APPROVED' AND po.active = 1
         AND o.removed_on IS NULL AND o.offer_type = 'PAYMENT' AND o.currency = 'GBP' AND o.valid_for = 'ALL_CHANNELS'
         AND r.owner_publisher_id IS NULL
         AND (SELECT COUNT(*) FROM programme_offers p2 JOIN offers o2 ON o2.id = p2.offer_id
              WHERE p2.publisher_id = po.publisher_id AND p2.env = po.env AND p2.retailer_id = po.retailer_id
                AND p2.offer_approval = 'APPROVED' AND p2.active = 1 AND o2.offer_type IN ('PAYMENT', 'CLICK_TO_ACTIVATE')) = 1
       ORDER BY r.popularity DESC`,
    )
    .all(account.publisherId) as (Omit<LivePayment, 'rules'> & { rules: string })[];
  const found = rows
    .map((r) => ({ ...r, rules: JSON.parse(r.rules) as CashbackRule[] }))
    .find(
      (r) =>
        r.rules.length === 1 &&
        r.rules[0]!.customerType === 'EXISTING_CUSTOMER' &&
        r.rules[0]!.conditions.length === 1 &&
        r.rules[0]!.conditions[0]!.type === 'GREATER_THAN' &&
        !r.rules[0]!.conditions[0]!.lowerBound &&
        !r.rules[0]!.conditions[0]!.fixedDistributorCommission,
    );
  if (!found) throw new Error('the demo world has no simple live PAYMENT offer');
  return found;
}

describe('playground', () => {
  it('enriches a known retailer, lists its live offers and computes the cashback of its PAYMENT offer', async () => {
    const live = simpleLivePaymentRetailer();
    const body = await play(`${live.name.toUpperCase()} 0042 LONDON`, -48.37);
    expect(body.transactionData.remittanceInformationUnstructured).toBe(`${live.name.toUpperCase()} 0042 LONDON`);
    expect(body.transactionData.transactionAmount).toEqual({ amount: -48.37, currency: 'GBP' });
    expect(body.transactionData.enrichedCreditorData).toMatchObject({ merchant: live.name });
    expect(body.transactionData.enrichedCreditorData!.labels.length).toBeGreaterThan(0);
    const offers = body.transactionData.offersAvailable;
    expect(offers[0]).toMatchObject({ id: live.offerId, offerType: 'PAYMENT', source: 'PROGRAMME', programmeOfferId: live.programmeOfferId });
    expect(offers.every((o) => o.displayRules.length > 0 && o.displayRules[0]!.description.length > 0)).toBe(true);

    // By hand: the pool is the available percent of 48.37 (or the fixed value), capped; the split shares it.
    const { value } = live.rules[0]!.conditions[0]!;
    let pool = value.type === 'FIXED' ? value.maxAvailableValue : Math.round((4837 * value.maxAvailableValue) / 100);
    if (value.type === 'PERCENTAGE_MAX' && value.maximum !== null) pool = Math.min(pool, value.maximum);
    if (live.cap !== null) pool = Math.min(pool, live.cap);
    const endUser = Math.round((pool * live.split) / 100);
    expect(body.cashbackObject?.payoutData).toEqual({
      endUserCashbackReceivable: endUser / 100,
      publisherCashbackReceivable: (pool - endUser) / 100,
      currency: 'GBP',
    });
  });

  it('shows the cashback object at each lifecycle status with one id and virtual-clock times', async () => {
    const live = simpleLivePaymentRetailer();
    app.deps.clock.setFrozen(true);
    try {
      const now = app.deps.clock.now();
      const body = await play(live.name, -20);
      const samples = [body.cashbackCreated, body.cashbackBeingVerified, body.cashbackVerified, body.cashbackReceived];
      expect(samples.map((s) => s?.status)).toEqual(['CREATED', 'BEING_VERIFIED', 'VERIFIED', 'RECEIVED']);
      expect(new Set(samples.map((s) => s!.id)).size).toBe(1);
      expect(body.cashbackObject).toEqual(body.cashbackCreated);
      expect(samples.map((s) => s!.updatedOn)).toEqual([
        now, now + LIFECYCLE_OFFSETS.BEING_VERIFIED, now + LIFECYCLE_OFFSETS.VERIFIED, now + LIFECYCLE_OFFSETS.RECEIVED,
      ]);
      expect(body.cashbackReceived).toMatchObject({
        createdOn: now,
        programOffer: { id: live.programmeOfferId, offerId: live.offerId, retailer: { retailerName: live.name } },
        transactionAmount: { amount: 20, currency: 'GBP' },
        verifiedOn: now + LIFECYCLE_OFFSETS.VERIFIED,
      });
      expect(body.cashbackCreated).toMatchObject({ beingVerifiedOn: null, verifiedOn: null, receivedOn: null });
    } finally {
      app.deps.clock.setFrozen(false);
    }
  });

  it('treats a positive amount as spend', async () => {
    const live = simpleLivePaymentRetailer();
    const spend = await play(live.name, -31.5);
    const positive = await play(live.name, 31.5);
    expect(positive.transactionData.transactionAmount.amount).toBe(-31.5);
    expect(positive.cashbackObject?.payoutData).toEqual(spend.cashbackObject?.payoutData);
    expect(positive.cashbackObject).not.toBeNull();
  });

  it('a MID decides whether a channel-specific PAYMENT offer applies', async () => {
    const { sqlite } = app.deps.data;
    const offer = sqlite
      .prepare(
        `SELECT r.name, o.id AS offerId, r.id AS retailerId FROM programme_offers po
         JOIN offers o ON o.id = po.offer_id JOIN retailers r ON r.id = po.retailer_id
         WHERE po.publisher_id = ? AND po.env = 'live' AND po.offer_approval = 'APPROVED' AND po.active = 1
           AND o.removed_on IS NULL AND o.offer_type = 'PAYMENT' AND o.currency = 'GBP' AND o.valid_for = 'SPECIFIC_CHANNELS'
           AND r.owner_publisher_id IS NULL
         ORDER BY r.popularity DESC LIMIT 1`,
      )
      .get(account.publisherId) as { name: string; offerId: string; retailerId: string };
    const mid = (inOffer: boolean) =>
      sqlite
        .prepare(
          `SELECT m.mid FROM channel_mids m WHERE m.retailer_id = ?
             AND ${inOffer ? '' : 'NOT'} EXISTS (SELECT 1 FROM offer_channels oc WHERE oc.offer_id = ? AND oc.channel_id = m.channel_id)
           ORDER BY m.mid LIMIT 1`,
        )
        .pluck()
        .get(offer.retailerId, offer.offerId) as string | undefined;
    const reasonWith = async (m: string) => {
      const res = await post({ description: offer.name, amount: -60, mid: m });
      expect(res.statusCode, res.body).toBe(200);
      const body = playgroundResponseSchema.parse(res.json());
      return body.transactionData.offersAvailable.find((o) => o.id === offer.offerId)?.notApplicableReason;
    };
    expect(await reasonWith(mid(true)!)).toBeNull();
    const outside = mid(false);
    if (outside) expect(await reasonWith(outside)).toBe('Only valid at selected channels of this retailer');
  });

  it('finds no merchant, offers or cashback for nonsense', async () => {
    for (const description of ['xyzzy qwerty', '12345']) {
      const body = await play(description, -10);
      expect(body.transactionData.enrichedCreditorData).toBeNull();
      expect(body.transactionData.offersAvailable).toEqual([]);
      expect([body.cashbackObject, body.cashbackCreated, body.cashbackReceived]).toEqual([null, null, null]);
    }
  });

  it("lists catalogue offers when the retailer has nothing in the caller's programme", async () => {
    const name = app.deps.data.sqlite
      .prepare(
        `SELECT r.name FROM retailers r WHERE r.owner_publisher_id IS NULL
           AND EXISTS (SELECT 1 FROM offers o WHERE o.retailer_id = r.id AND o.hidden = 0 AND o.removed_on IS NULL)
           AND NOT EXISTS (SELECT 1 FROM programme_offers po WHERE po.retailer_id = r.id AND po.publisher_id = ? AND po.env = 'live'
                             AND po.offer_approval = 'APPROVED' AND po.active = 1)
         ORDER BY r.popularity DESC LIMIT 1`,
      )
      .pluck()
      .get(account.publisherId) as string;
    const body = await play(name, -25);
    expect(body.transactionData.enrichedCreditorData?.merchant).toBe(name);
    expect(body.transactionData.offersAvailable.length).toBeGreaterThan(0);
    expect(body.transactionData.offersAvailable.every((o) => o.source === 'CATALOGUE' && o.programmeOfferId === null)).toBe(true);
    expect(body.cashbackObject).toBeNull();
  });

  it('answers in the sandbox from the sandbox programme', async () => {
    const body = await play('TESCO STORES 3297 LONDON GB', -12, SANDBOX_PREFIX);
    expect(body.transactionData.enrichedCreditorData?.merchant).toBe('Tesco');
  });

  it.each([
    [{ description: '', amount: -10 }, 'body.description'],
    [{ description: '   ', amount: -10 }, 'body.description'],
    [{ description: 'x'.repeat(501), amount: -10 }, 'body.description'],
    [{ description: 'TESCO', amount: 0 }, 'body.amount'],
    [{ description: 'TESCO', amount: '-10' }, 'body.amount'],
    [{ description: 'TESCO', amount: 5_000_000 }, 'body.amount'],
    [{ amount: -10 }, 'body.description'],
    [{ description: 'TESCO' }, 'body.amount'],
    [{ description: 'TESCO', amount: -10, mid: 'DROP TABLE;' }, 'body.mid'],
  ])('rejects %j with a 400 naming %s', async (payload, field) => {
    const res = await post(payload);
    expect(res.statusCode).toBe(400);
    expect((res.json() as { error: { message: string } }).error.message).toContain(field);
  });

  it('writes nothing to the database', async () => {
    const { sqlite } = app.deps.data;
    app.deps.clock.setFrozen(true);
    try {
      // A first call brings the clock jobs up to date, so the measured calls have nothing else to do.
      await play('Boots 1234', -40);
      const before = countRows(sqlite);
      const changes = sqlite.prepare('SELECT total_changes()').pluck().get() as number;
      for (const description of ['Boots 1234', 'COSTA COFFEE 43011', 'UBER *TRIP', 'xyzzy qwerty']) await play(description, -40);
      expect(sqlite.prepare('SELECT total_changes()').pluck().get()).toBe(changes);
      expect(countRows(sqlite)).toEqual(before);
    } finally {
      app.deps.clock.setFrozen(false);
    }
  });
});
