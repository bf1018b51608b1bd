import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LIVE_PREFIX, SANDBOX_PREFIX } from '@cashloop/shared';
import { mockEndpoints } from '@cashloop/shared/contracts/mock';
import { magicValueSchema } from '@cashloop/shared/contracts/mock-magic';
import { programmeOfferSchema } from '@cashloop/shared/contracts/programme';
import { MAGIC_OFFERS } from '@cashloop/seeds/factories/magic-offers';
import { bearer, createSession, createTestApp, demoAccount, inSession, signIn } from '../../test/helpers';
import { MAGIC_DECLINE_REASON } from '../engine/magic-values';

const DAY = 86_400_000;
const waitingSchema = mockEndpoints.pendingApprovals.response;

let app: FastifyInstance;
beforeAll(async () => {
  app = await createTestApp();
});
afterAll(async () => {
  await app.close();
});

/** A signed-in publisher in a world of its own, calling the API and the control plane. */
async function publisherInNewSession() {
  const session = await createSession(app);
  let token = await signIn(app, demoAccount().email, undefined, session);
  const headers = () => ({ ...inSession(session), ...bearer(token) });
  return {
    session,
    api: (method: 'GET' | 'POST', path: string, payload?: object, prefix = LIVE_PREFIX) =>
      app.inject({ method, url: `${prefix}${path}`, headers: headers(), ...(payload ? { payload } : {}) }),
    mock: (method: 'GET' | 'POST', url: string, payload?: object) =>
      app.inject({ method, url, headers: inSession(session), ...(payload ? { payload } : {}) }),
    /** Tokens expire with the virtual clock, so a long jump signs in again. */
    signInAgain: async () => {
      token = await signIn(app, demoAccount().email, undefined, session);
    },
  };
}

const eventsOf = (session: string, id: string) =>
  app.worlds.use(session)!.deps.data.sqlite.prepare('SELECT type FROM domain_events WHERE entity_id = ? ORDER BY seq').pluck().all(id);

describe('GET /__mock/magic', () => {
  it('lists the instant, declining and manual approval offers with ids that exist in this world', async () => {
    const { api, mock } = await publisherInNewSession();
    const res = await mock('GET', '/__mock/magic');
    expect(res.statusCode, res.body).toBe(200);
    const magic = magicValueSchema.array().parse(res.json());
    const approvals = magic.filter((m) => m.area === 'approvals');
    expect(approvals.map((m) => m.examples.map((e) => e.id))).toEqual(
      Object.values(MAGIC_OFFERS).map((m) => [m.offerId, m.retailerId]),
    );
    expect(approvals.map((m) => m.effect).join(' ')).toMatch(/approved at once.*declined at once.*until decided/is);
    for (const m of Object.values(MAGIC_OFFERS)) {
      const offer = await api('GET', `/catalogue/offer/${m.offerId}`);
      expect(offer.statusCode, offer.body).toBe(200);
      const retailer = await api('GET', `/catalogue/retailer/${m.retailerId}`);
      expect(retailer.statusCode, retailer.body).toBe(200);
    }
  });
});

describe('applying to a magic offer', () => {
  it('is approved and live at once for the instant-approval offer', async () => {
    const { session, api } = await publisherInNewSession();
    const res = await api('POST', `/activated-offer/offer/apply/${MAGIC_OFFERS.instant.offerId}`, {});
    expect(res.statusCode, res.body).toBe(200);
    const po = programmeOfferSchema.parse(res.json());
    expect(po).toMatchObject({ offerApproval: 'APPROVED', active: true, decisionDueOn: null, declinedReason: null });
    expect(eventsOf(session, po.id)).toEqual(['OFFER_PENDING', 'OFFER_APPROVED', 'OFFER_ACTIVATED']);
  });

  it('is approved at once but stays offline when the sandbox application did not ask to activate', async () => {
    const { api } = await publisherInNewSession();
    const res = await api('POST', `/activated-offer/offer/apply/retailer/${MAGIC_OFFERS.instant.retailerId}`, { activate: false }, SANDBOX_PREFIX);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().content).toMatchObject([{ offerApproval: 'APPROVED', active: false }]);
  });

  it('is declined at once with the catalogue reason, shown in the declined list', async () => {
    const { api, mock } = await publisherInNewSession();
    const res = await api('POST', `/activated-offer/offer/apply/${MAGIC_OFFERS.declines.offerId}`, {});
    expect(res.statusCode, res.body).toBe(200);
    const po = programmeOfferSchema.parse(res.json());
    expect(po).toMatchObject({ offerApproval: 'DECLINED', active: false, declinedReason: MAGIC_DECLINE_REASON });
    const declined = await api('GET', '/activated-offer/declined?size=100');
    expect(declined.statusCode, declined.body).toBe(200);
    expect(declined.json().content.find((d: { id: string }) => d.id === po.id)).toMatchObject({ declinedReason: MAGIC_DECLINE_REASON });
    const waiting = waitingSchema.parse((await mock('GET', '/__mock/approvals')).json());
    expect(waiting.some((w) => w.id === po.id)).toBe(false);
  });

  it('stays pending for the manual-review offer however far the clock moves, until decided through the control plane', async () => {
    const { api, mock, signInAgain } = await publisherInNewSession();
    const applied = programmeOfferSchema.parse((await api('POST', `/activated-offer/offer/apply/${MAGIC_OFFERS.manual.offerId}`, {})).json());
    expect(applied).toMatchObject({ offerApproval: 'PENDING', decisionDueOn: null });

    expect((await mock('POST', '/__mock/clock', { advanceMs: 30 * DAY })).statusCode).toBe(200);
    await signInAgain();
    const later = await api('GET', `/activated-offer/offer/get/${MAGIC_OFFERS.manual.offerId}`);
    expect(later.statusCode, later.body).toBe(200);
    expect(later.json()).toMatchObject({ id: applied.id, offerApproval: 'PENDING', decisionDueOn: null });
    const waiting = waitingSchema.parse((await mock('GET', '/__mock/approvals')).json());
    expect(waiting.find((w) => w.id === applied.id)).toMatchObject({ decisionDueOn: null, retailerName: MAGIC_OFFERS.manual.retailerName });

    const decided = await mock('POST', `/__mock/approvals/${applied.id}`, { decision: 'APPROVED' });
    expect(decided.statusCode, decided.body).toBe(200);
    expect(decided.json()).toMatchObject({ id: applied.id, offerApproval: 'APPROVED', active: true });
  });
});
