import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
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

const get = (path: string, env: ApiEnv = 'live', who = token) =>
  app.inject({ method: 'GET', url: `${env === 'live' ? LIVE_PREFIX : SANDBOX_PREFIX}${path}`, headers: bearer(who) });

/** The own offers of a scope, newest first, read with plain SQL written apart from the repository's. */
const ownOfferIds = (publisherId: string, env: ApiEnv, types?: string[]) =>
  (app.deps.data.sqlite
    .prepare(
      `SELECT id, offer_type AS type FROM offers WHERE owner_publisher_id = ? AND env = ? AND removed_on IS NULL
       ORDER BY created_on DESC, id DESC`,
    )
    .all(publisherId, env) as { id: string; type: string }[])
    .filter((o) => !types || types.includes(o.type))
    .map((o) => o.id);

async function listOf(path: string, env: ApiEnv = 'live', who = token) {
  const res = await get(path, env, who);
  expect(res.statusCode, res.body).toBe(200);
  return catalogueEndpoints.ownOffers.response.parse(res.json());
}

describe('own offers list (catalogue/offer/byoo)', () => {
  it('is its own endpoint, never taken for an offer id', async () => {
    const res = await get('/catalogue/offer/byoo');
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toHaveProperty('totalElements');
  });

  it("lists the caller's own offers of its partition, newest first, 25 a page", async () => {
    const expected = ownOfferIds(MAIN.publisherId, 'live');
    expect(expected.length).toBeGreaterThan(0);
    const first = await listOf('/catalogue/offer/byoo');
    expect(first.totalElements).toBe(expected.length);
    expect(first.content.map((o) => o.id)).toEqual(expected.slice(0, 25));
    expect(first.content.every((o) => o.retailer.id.length > 0 && o.cashbackRules.length > 0)).toBe(true);

    const sandbox = await listOf('/catalogue/offer/byoo?size=500', 'sandbox');
    expect(sandbox.content.map((o) => o.id)).toEqual(ownOfferIds(MAIN.publisherId, 'sandbox'));
    const theirs = await listOf('/catalogue/offer/byoo?size=500', 'live', otherToken);
    expect(theirs.content.map((o) => o.id)).toEqual(ownOfferIds(OTHER.publisherId, 'live'));
    expect(theirs.content.some((o) => expected.includes(o.id))).toBe(false);
  });

  it('pages zero-based and filters by a list of offer types', async () => {
    const expected = ownOfferIds(MAIN.publisherId, 'live');
    const second = await listOf('/catalogue/offer/byoo?page=1&size=1');
    expect(second.content.map((o) => o.id)).toEqual(expected.slice(1, 2));
    for (const query of ['type=PAYMENT,ONLINE', 'type=PAYMENT&type=ONLINE']) {
      const filtered = await listOf(`/catalogue/offer/byoo?size=500&${query}`);
      expect(filtered.content.map((o) => o.id), query).toEqual(ownOfferIds(MAIN.publisherId, 'live', ['PAYMENT', 'ONLINE']));
    }
    expect((await get('/catalogue/offer/byoo?type=SHOES')).statusCode).toBe(400);
  });

  it('leaves out deleted own offers', async () => {
    const [gone] = ownOfferIds(MAIN.publisherId, 'live');
    app.deps.data.sqlite.prepare('UPDATE offers SET removed_on = ? WHERE id = ?').run(app.deps.clock.now(), gone);
    const list = await listOf('/catalogue/offer/byoo?size=500');
    expect(list.content.map((o) => o.id)).not.toContain(gone);
  });
  it('gives each own offer its offers: the programme offers made from it in this partition (spec 2 §3)', async () => {
    const expected = (publisherId: string, env: ApiEnv, offerId: string) =>
      app.deps.data.sqlite
        .prepare('SELECT id, offer_approval AS offerApproval, active FROM programme_offers WHERE publisher_id = ? AND env = ? AND offer_id = ? ORDER BY id')
        .all(publisherId, env, offerId)
        .map((r) => {
          const row = r as { id: string; offerApproval: string; active: number };
          return { id: row.id, offerApproval: row.offerApproval, active: row.active === 1 };
        });
    const list = await listOf('/catalogue/offer/byoo?size=500');
    const res = await get('/catalogue/offer/byoo?size=500');
    const raw = res.json() as { content: { id: string; offers?: unknown }[] };
    expect(raw.content.length).toBeGreaterThan(0);
    for (const offer of raw.content) expect(offer.offers, offer.id).toEqual(expected(MAIN.publisherId, 'live', offer.id));
    expect(raw.content.some((o) => Array.isArray(o.offers) && o.offers.length > 0)).toBe(true);
    expect(list.content.length).toBe(raw.content.length);
  });
});
