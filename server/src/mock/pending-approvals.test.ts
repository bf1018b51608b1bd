import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LIVE_PREFIX } from '@cashloop/shared';
import { mockEndpoints } from '@cashloop/shared/contracts/mock';
import { programmeOfferSchema } from '@cashloop/shared/contracts/programme';
import { MAGIC_OFFERS } from '@cashloop/seeds/factories/magic-offers';
import type { Sqlite } from '../world/data-store';
import { bearer, createSession, createTestApp, demoAccount, inSession, signIn } from '../../test/helpers';

const waitingSchema = mockEndpoints.pendingApprovals.response;

let app: FastifyInstance;
beforeAll(async () => {
  app = await createTestApp();
});
afterAll(async () => {
  await app.close();
});

/** A world of its own with the main demo publisher signed in. */
async function newWorld() {
  const session = await createSession(app);
  const token = await signIn(app, demoAccount().email, undefined, session);
  const sqlite = app.worlds.use(session)!.deps.data.sqlite;
  return {
    sqlite,
    apply: async (offerId: string) => {
      const res = await app.inject({
        method: 'POST', url: `${LIVE_PREFIX}/activated-offer/offer/apply/${offerId}`, headers: { ...inSession(session), ...bearer(token) }, payload: {},
      });
      expect(res.statusCode, res.body).toBe(200);
      return programmeOfferSchema.parse(res.json());
    },
    mock: (method: 'GET' | 'POST', url: string, payload?: object) =>
      app.inject({ method, url, headers: inSession(session), ...(payload ? { payload } : {}) }),
    waiting: async () => {
      const res = await app.inject({ method: 'GET', url: '/__mock/approvals', headers: inSession(session) });
      expect(res.statusCode, res.body).toBe(200);
      return waitingSchema.parse(res.json());
    },
  };
}

/** An ordinary platform offer that needs approval and is not in the main publisher's programme. */
const freshOffer = (sqlite: Sqlite) =>
  sqlite
    .prepare(
      `SELECT o.id, o.name, o.supplier, r.name AS retailerName FROM offers o JOIN retailers r ON r.id = o.retailer_id
       WHERE o.owner_publisher_id IS NULL AND o.hidden = 0 AND o.removed_on IS NULL AND o.requires_approval = 1 AND o.id NOT LIKE 'off_magic_%'
         AND NOT EXISTS (SELECT 1 FROM programme_offers po WHERE po.offer_id = o.id AND po.publisher_id = 'pub_northwind' AND po.env = 'live')
       ORDER BY o.id LIMIT 1`,
    )
    .get() as { id: string; name: string; supplier: string; retailerName: string };

describe('GET /__mock/approvals', () => {
  it('lists a new application with its publisher, offer and due time, and drops it once decided', async () => {
    const world = await newWorld();
    const offer = freshOffer(world.sqlite);
    const applied = await world.apply(offer.id);
    const listed = (await world.waiting()).find((w) => w.id === applied.id);
    expect(listed).toEqual({
      id: applied.id,
      publisherName: expect.any(String),
      env: 'live',
      offerTitle: offer.name,
      retailerName: offer.retailerName,
      supplierName: offer.supplier,
      appliedOn: applied.createdOn,
      decisionDueOn: applied.decisionDueOn,
    });
    const decided = await world.mock('POST', `/__mock/approvals/${applied.id}`, { decision: 'DECLINED' });
    expect(decided.statusCode, decided.body).toBe(200);
    expect((await world.waiting()).some((w) => w.id === applied.id)).toBe(false);
  });

  it('drops an application the clock has decided, with no API call in between', async () => {
    const world = await newWorld();
    const applied = await world.apply(freshOffer(world.sqlite).id);
    expect((await world.mock('POST', '/__mock/clock', { now: applied.decisionDueOn! + 1 })).statusCode).toBe(200);
    expect((await world.waiting()).some((w) => w.id === applied.id)).toBe(false);
  });

  it('spans publishers and partitions, soonest decision first and the manual-review ones last', async () => {
    const world = await newWorld();
    const manual = await world.apply(MAGIC_OFFERS.manual.offerId);
    const list = await world.waiting();
    expect(new Set(list.map((w) => w.publisherName)).size).toBeGreaterThan(1);
    expect(new Set(list.map((w) => w.env))).toEqual(new Set(['live', 'sandbox']));
    const due = list.map((w) => w.decisionDueOn);
    const firstNull = due.indexOf(null);
    expect(firstNull).toBeGreaterThan(0);
    expect(due.slice(firstNull).every((d) => d === null)).toBe(true);
    const dated = due.slice(0, firstNull) as number[];
    expect(dated).toEqual([...dated].sort((a, b) => a - b));
    expect(list.slice(firstNull).map((w) => w.id)).toContain(manual.id);
  });
});
