import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CashbackRule } from '@cashloop/db';
import { type ApiEnv, LIVE_PREFIX, SANDBOX_PREFIX } from '@cashloop/shared';
import { catalogueEndpoints } from '@cashloop/shared/contracts/catalogue';
import { bearer, createTestApp, signIn } from '../../../test/helpers';

const MAIN = { email: 'alex.morgan@northwind.example.com', publisherId: 'pub_northwind' };
const OTHER = { email: 'sam.carter@harbourloyalty.example.com', publisherId: 'pub_harbour' };

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
const get = (path: string, env: ApiEnv = 'live', who = token) =>
  app.inject({ method: 'GET', url: `${env === 'live' ? LIVE_PREFIX : SANDBOX_PREFIX}${path}`, headers: bearer(who) });

/** A visible platform offer whose rules include a FIXED value, so unit conversion shows. */
function fixedOffer() {
  return sql<{ id: string; retailerId: string; rules: string; cap: number | null }>(
    `SELECT id, retailer_id AS retailerId, cashback_rules AS rules, spending_cap_amount AS cap FROM offers
     WHERE owner_publisher_id IS NULL AND hidden = 0 AND removed_on IS NULL AND cashback_rules LIKE '%"FIXED"%'
       AND spending_capped = 1 LIMIT 1`,
  )[0]!;
}

describe('catalogue offer', () => {
  it('answers the offer with its retailer, channels and rules in currency units', async () => {
    const row = fixedOffer();
    const res = await get(`/catalogue/offer/${row.id}`);
    expect(res.statusCode, res.body).toBe(200);
    const offer = catalogueEndpoints.offer.response.parse(res.json());
    expect(offer.id).toBe(row.id);
    expect(offer.retailer.id).toBe(row.retailerId);
    expect(offer.spendingCapAmount).toBe(row.cap! / 100);
    const stored = JSON.parse(row.rules) as CashbackRule[];
    const storedFixed = stored.flatMap((r) => r.conditions).find((c) => c.value.type === 'FIXED')!;
    const apiFixed = offer.cashbackRules.flatMap((r) => r.conditions).find((c) => c.value.type === 'FIXED')!;
    expect(apiFixed.value.maxAvailableValue).toBe(storedFixed.value.maxAvailableValue / 100);
    expect(apiFixed.lowerBound).toBe(storedFixed.lowerBound === null ? null : storedFixed.lowerBound / 100);
    const linked = sql<{ n: number }>('SELECT COUNT(*) AS n FROM offer_channels WHERE offer_id = ?', row.id)[0]!.n;
    expect(offer.channels).toHaveLength(linked);
  });

  it('keeps percentages as plain percents', async () => {
    const row = sql<{ id: string; rules: string }>(
      `SELECT id, cashback_rules AS rules FROM offers WHERE owner_publisher_id IS NULL AND hidden = 0 AND removed_on IS NULL
       AND cashback_rules LIKE '%"PERCENTAGE_MAX"%' LIMIT 1`,
    )[0]!;
    const offer = catalogueEndpoints.offer.response.parse((await get(`/catalogue/offer/${row.id}`)).json());
    const stored = (JSON.parse(row.rules) as CashbackRule[]).flatMap((r) => r.conditions).find((c) => c.value.type === 'PERCENTAGE_MAX')!;
    const api = offer.cashbackRules.flatMap((r) => r.conditions).find((c) => c.value.type === 'PERCENTAGE_MAX')!;
    expect(api.value.maxAvailableValue).toBe(stored.value.maxAvailableValue);
    expect(api.value.maximum).toBe(stored.value.maximum! / 100);
  });

  it('answers 404 for hidden or withdrawn offers outside the programme and for unknown ids', async () => {
    const hidden = sql<{ id: string }>(
      `SELECT id FROM offers o WHERE (hidden = 1 OR removed_on IS NOT NULL) AND NOT EXISTS
         (SELECT 1 FROM programme_offers po WHERE po.offer_id = o.id AND po.publisher_id = ? AND po.env = 'live') LIMIT 1`,
      MAIN.publisherId,
    )[0]!;
    expect((await get(`/catalogue/offer/${hidden.id}`)).statusCode).toBe(404);
    expect((await get('/catalogue/offer/off_nope')).statusCode).toBe(404);
  });

  it('still answers a withdrawn offer the publisher has in its programme', async () => {
    const inProgramme = sql<{ id: string }>(
      `SELECT o.id FROM offers o JOIN programme_offers po ON po.offer_id = o.id AND po.publisher_id = ? AND po.env = 'live'
       WHERE o.owner_publisher_id IS NULL LIMIT 1`,
      MAIN.publisherId,
    )[0]!;
    app.deps.data.sqlite.prepare('UPDATE offers SET removed_on = 1 WHERE id = ?').run(inProgramme.id);
    try {
      expect((await get(`/catalogue/offer/${inProgramme.id}`)).statusCode).toBe(200);
      expect((await get(`/catalogue/offer/${inProgramme.id}`, 'live', otherToken)).statusCode).toBe(404);
    } finally {
      app.deps.data.sqlite.prepare('UPDATE offers SET removed_on = NULL WHERE id = ?').run(inProgramme.id);
    }
  });

  it("answers 404 for another publisher's own offer, and for its own from the other partition", async () => {
    const theirs = sql<{ id: string }>(`SELECT id FROM offers WHERE owner_publisher_id = ? AND env = 'live' LIMIT 1`, OTHER.publisherId)[0]!;
    expect((await get(`/catalogue/offer/${theirs.id}`)).statusCode).toBe(404);
    expect((await get(`/catalogue/offer/${theirs.id}`, 'live', otherToken)).statusCode).toBe(200);
    expect((await get(`/catalogue/offer/${theirs.id}`, 'sandbox', otherToken)).statusCode).toBe(404);
  });
});

describe('catalogue offers by ids', () => {
  it('answers the known, visible offers in the order asked and leaves the rest out', async () => {
    const ids = sql<{ id: string }>(
      `SELECT id FROM offers WHERE owner_publisher_id IS NULL AND hidden = 0 AND removed_on IS NULL ORDER BY id DESC LIMIT 3`,
    ).map((r) => r.id);
    const theirs = sql<{ id: string }>(`SELECT id FROM offers WHERE owner_publisher_id = ? LIMIT 1`, OTHER.publisherId)[0]!.id;
    const res = await get(`/catalogue/offer-by-ids?offerId=${[ids[0], 'off_nope', theirs, ids[1], ids[2], ids[0]].join(',')}`);
    expect(res.statusCode, res.body).toBe(200);
    const offers = catalogueEndpoints.offersByIds.response.parse(res.json());
    expect(offers.map((o) => o.id)).toEqual(ids);
  });

  it('takes the ids as a comma list, as the parameter repeated, or both', async () => {
    const ids = sql<{ id: string }>(
      `SELECT id FROM offers WHERE owner_publisher_id IS NULL AND hidden = 0 AND removed_on IS NULL ORDER BY id LIMIT 3`,
    ).map((r) => r.id);
    const answered = async (query: string) => {
      const res = await get(`/catalogue/offer-by-ids?${query}`);
      expect(res.statusCode, res.body).toBe(200);
      return (res.json() as { id: string }[]).map((o) => o.id);
    };
    expect(await answered(ids.map((id) => `offerId=${id}`).join('&'))).toEqual(ids);
    expect(await answered(`offerId=${ids[0]},${ids[1]}&offerId=${ids[2]}`)).toEqual(ids);
    expect(await answered(`offerId=${ids.join(',')}`)).toEqual(ids);
  });

  it('answers an empty list without ids', async () => {
    expect((await get('/catalogue/offer-by-ids')).json()).toEqual([]);
    expect((await get('/catalogue/offer-by-ids?offerId=')).json()).toEqual([]);
  });

  it('refuses more than 100 ids and malformed ids', async () => {
    const many = Array.from({ length: 101 }, (_, i) => `off_${i}`).join(',');
    const tooMany = await get(`/catalogue/offer-by-ids?offerId=${many}`);
    expect(tooMany.statusCode).toBe(400);
    expect(tooMany.body).toMatch(/At most 100/);
    expect((await get(`/catalogue/offer-by-ids?offerId=${encodeURIComponent('off_1,../x')}`)).statusCode).toBe(400);
  });
});
