import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LIVE_PREFIX } from '@cashloop/shared';
import { mockEndpoints } from '@cashloop/shared/contracts/mock';
import { mockSimulateEndpoints as sim } from '@cashloop/shared/contracts/mock-simulate';
import { CONSENT_MS } from '@cashloop/seeds/factories/bank-connections';
import { webhookDispatcher } from '../engine/webhook-delivery';
import { bearer, createSession, createTestApp, demoAccount, inSession, signIn } from '../../test/helpers';

let app: FastifyInstance;
beforeAll(async () => {
  app = await createTestApp();
});
afterAll(async () => {
  await app.close();
});

const PUB = 'pub_northwind';

/** A session of its own (frozen clock, so times compare exactly) with the main publisher signed in. */
async function newWorld() {
  const session = await createSession(app);
  const world = app.worlds.use(session)!;
  world.clock.setFrozen(true);
  const token = await signIn(app, demoAccount().email, undefined, session);
  const sqlite = world.deps.data.sqlite;
  const api = (method: 'GET' | 'POST', url: string, payload?: object) =>
    app.inject({ method, url: LIVE_PREFIX + url, headers: { ...inSession(session), ...bearer(token) }, ...(payload ? { payload } : {}) });
  const mock = (url: string, payload?: object) => app.inject({ method: 'POST', url, headers: inSession(session), ...(payload ? { payload } : {}) });
  const one = <T>(sql: string, ...args: unknown[]) => sqlite.prepare(sql).get(...args) as T;
  return { session, world, sqlite, api, mock, one, now: () => world.clock.now() };
}

describe('POST /__mock/simulate/cashback/{id}/move', () => {
  it("moves a cashback to the supplier's next step and answers the event and the webhook message it caused", async () => {
    const w = await newWorld();
    const hook = await w.api('POST', '/webhook', { url: 'https://always-200.webhooks.test/hook', scope: ['CASHBACK_BEING_VERIFIED'] });
    expect(hook.statusCode, hook.body).toBe(200);
    const { id } = w.one<{ id: string }>("SELECT id FROM cashback WHERE publisher_id = ? AND env = 'live' AND status = 'CREATED' ORDER BY id LIMIT 1", PUB);

    const res = await w.mock(`/__mock/simulate/cashback/${id}/move`);
    expect(res.statusCode, res.body).toBe(200);
    const body = sim.moveCashback.response.parse(res.json());
    expect(body).toMatchObject({ subject: { type: 'cashback', id }, from: 'CREATED', to: 'BEING_VERIFIED' });
    expect(body.effects.events.map((e) => [e.type, e.entityId, e.createdOn])).toEqual([['CASHBACK_BEING_VERIFIED', id, w.now()]]);
    // The seeded webhooks in scope get theirs too.
    expect(body.effects.deliveries).toContainEqual(
      expect.objectContaining({ webhookId: hook.json().id, eventType: 'CASHBACK_BEING_VERIFIED', domainEventId: body.effects.events[0]!.id, delivered: false }),
    );
    // The ledger shows what the simulator says.
    const ledger = await w.api('GET', `/cashback-ledger/cashback/${id}`);
    expect(JSON.stringify(ledger.json())).toContain('BEING_VERIFIED');
  });

  it('takes a chosen next status, and refuses what the lifecycle does not allow with the reason, changing nothing', async () => {
    const w = await newWorld();
    const created = w.one<{ id: string }>("SELECT id FROM cashback WHERE publisher_id = ? AND env = 'live' AND status = 'CREATED' ORDER BY id LIMIT 1", PUB);
    const toPaid = await w.mock(`/__mock/simulate/cashback/${created.id}/move`, { status: 'PAID' });
    expect(toPaid.statusCode).toBe(409);
    expect(toPaid.json().error.message).toBe('A CREATED cashback can move to BEING_VERIFIED or DISQUALIFIED, not PAID');
    const disq = await w.mock(`/__mock/simulate/cashback/${created.id}/move`, { status: 'DISQUALIFIED' });
    expect(disq.statusCode, disq.body).toBe(200);
    expect(w.one<{ status: string }>('SELECT status FROM cashback WHERE id = ?', created.id).status).toBe('DISQUALIFIED');
    const final = await w.mock(`/__mock/simulate/cashback/${created.id}/move`);
    expect(final.statusCode).toBe(409);
    expect(final.json().error.message).toMatch(/DISQUALIFIED, a final status/);

    const received = w.one<{ id: string; payoutId: string }>(
      "SELECT id, payout_id AS payoutId FROM cashback WHERE publisher_id = ? AND env = 'live' AND status = 'RECEIVED' AND payout_id IS NOT NULL LIMIT 1", PUB);
    const res = await w.mock(`/__mock/simulate/cashback/${received.id}/move`);
    expect(res.statusCode).toBe(409);
    expect(res.json().error.message).toContain(`/__mock/simulate/payouts/${received.payoutId}/pay`);
    expect((await w.mock('/__mock/simulate/cashback/cb_nope/move')).statusCode).toBe(404);
  });
});

describe('POST /__mock/simulate/payouts/{id}/pay', () => {
  it("pays the month's payout now: every RECEIVED cashback in it turns PAID with its event, and the payout equals its cashback", async () => {
    const w = await newWorld();
    const payout = w.one<{ id: string; n: number }>(
      `SELECT p.id, (SELECT COUNT(*) FROM cashback c WHERE c.payout_id = p.id AND c.status = 'RECEIVED') AS n
       FROM payouts p WHERE p.publisher_id = ? AND p.env = 'live' AND p.paid = 0 AND n > 0 ORDER BY n LIMIT 1`, PUB);
    expect(payout.n).toBeGreaterThan(0);
    const res = await w.mock(`/__mock/simulate/payouts/${payout.id}/pay`);
    expect(res.statusCode, res.body).toBe(200);
    const body = sim.payPayout.response.parse(res.json());
    expect(body).toMatchObject({ from: 'UNPAID', to: 'PAID' });
    expect(body.effects.eventsTotal).toBe(payout.n);
    expect(body.effects.events.every((e) => e.type === 'CASHBACK_PAID_TO_PUBLISHER')).toBe(true);
    expect(body.effects.events).toHaveLength(Math.min(payout.n, 1_000));
    const after = w.one<{ paid: number; paidOn: number; left: number; paidCount: number; count: number }>(
      `SELECT paid, paid_on AS paidOn, cashback_count AS count,
              (SELECT COUNT(*) FROM cashback WHERE payout_id = payouts.id AND status = 'RECEIVED') AS left,
              (SELECT COUNT(*) FROM cashback WHERE payout_id = payouts.id AND status = 'PAID') AS paidCount
       FROM payouts WHERE id = ?`, payout.id);
    expect(after).toMatchObject({ paid: 1, paidOn: w.now(), left: 0 });
    expect(after.count).toBe(after.paidCount);
    const again = await w.mock(`/__mock/simulate/payouts/${payout.id}/pay`);
    expect(again.statusCode).toBe(409);
    expect(again.json().error.message).toMatch(/already paid/);
  });
});

describe('POST /__mock/simulate/bank-connections/{id}/renew and /expire', () => {
  it('renews a LIVE consent for a full period from now, then expires it, each with its event; an EXPIRED one moves no more', async () => {
    const w = await newWorld();
    const { id } = w.one<{ id: string }>("SELECT id FROM bank_connections WHERE publisher_id = ? AND env = 'live' AND is_active = 1 ORDER BY id LIMIT 1", PUB);
    const renew = sim.renewConnection.response.parse((await w.mock(`/__mock/simulate/bank-connections/${id}/renew`)).json());
    expect(renew.effects.events.map((e) => e.type)).toEqual(['ACCOUNT_RENEWED']);
    expect(w.one<{ e: number }>('SELECT expires_on AS e FROM bank_connections WHERE id = ?', id).e).toBe(w.now() + CONSENT_MS);

    const expire = sim.expireConnection.response.parse((await w.mock(`/__mock/simulate/bank-connections/${id}/expire`)).json());
    expect(expire).toMatchObject({ from: 'LIVE', to: 'EXPIRED' });
    expect(expire.effects.events.map((e) => e.type)).toEqual(['ACCOUNT_EXPIRED']);
    const listed = await w.api('GET', `/account-requisition/requisition/${id}`);
    expect(listed.json()).toEqual([expect.objectContaining({ id, isActive: false })]);
    const again = await w.mock(`/__mock/simulate/bank-connections/${id}/renew`);
    expect(again.statusCode).toBe(409);
    expect(again.json().error.message).toMatch(/EXPIRED/);
  });
});

describe('POST /__mock/simulate/webhook-events/{id}/fail and /deliver', () => {
  it('records failures as the receiver would answer them, pauses on 410, and sends for real once activated', async () => {
    const w = await newWorld();
    // A receiver that always answers 503: the world's own sender may try it too, and nothing is ever delivered.
    const hook = (await w.api('POST', '/webhook', { url: 'https://always-503.webhooks.test/hook', scope: ['ACCOUNT_RENEWED'] })).json() as { id: string };
    const { id: connection } = w.one<{ id: string }>("SELECT id FROM bank_connections WHERE publisher_id = ? AND env = 'live' AND is_active = 1 ORDER BY id LIMIT 1", PUB);
    const renew = sim.renewConnection.response.parse((await w.mock(`/__mock/simulate/bank-connections/${connection}/renew`)).json());
    const message = renew.effects.deliveries.find((d) => d.webhookId === hook.id)!.id;
    const state = () => w.one<{ attempts: number; code: number | null; next: number | null }>(
      'SELECT attempts, last_status_code AS code, next_attempt_on AS next FROM webhook_events WHERE id = ?', message);

    // The world's own sender tries the new message as soon as the loop turns: let it, so only the simulated
    // failure moves the count.
    await webhookDispatcher(w.world).idle();
    const before = state().attempts;
    const res = await w.mock(`/__mock/simulate/webhook-events/${message}/fail`, { statusCode: 502 });
    expect(res.statusCode, res.body).toBe(200);
    expect(sim.failWebhookEvent.response.parse(res.json())).toMatchObject({ from: 'PENDING', to: 'PENDING' });
    expect(state()).toMatchObject({ attempts: before + 1, code: 502 });

    const gone = sim.failWebhookEvent.response.parse((await w.mock(`/__mock/simulate/webhook-events/${message}/fail`, { statusCode: 410 })).json());
    expect(gone.to).toBe('PAUSED');
    const paused = await w.mock(`/__mock/simulate/webhook-events/${message}/deliver`);
    expect(paused.statusCode).toBe(409);
    expect(paused.json().error.message).toMatch(/paused/);
    expect((await w.mock(`/__mock/simulate/webhook-events/${message}/fail`, { statusCode: 204 })).statusCode).toBe(409);

    expect((await w.api('POST', `/webhook/${hook.id}/activate`)).statusCode).toBe(200);
    const tried = state().attempts;
    const sent = sim.deliverWebhookEvent.response.parse((await w.mock(`/__mock/simulate/webhook-events/${message}/deliver`)).json());
    expect(sent).toMatchObject({ from: 'PENDING', to: 'PENDING' });
    // The receiver's own answer, recorded by the sender.
    expect(state().attempts).toBeGreaterThan(tried);
    expect(state().code).toBe(503);
    expect((await w.mock('/__mock/simulate/webhook-events/msg_nope/deliver')).statusCode).toBe(404);
  });
});

describe('POST /__mock/simulate/applications/{id}/decide', () => {
  it('decides a pending application now and answers OFFER_APPROVED; a decided one is a 409', async () => {
    const w = await newWorld();
    const offer = w.one<{ id: string }>(
      `SELECT o.id FROM offers o WHERE o.owner_publisher_id IS NULL AND o.hidden = 0 AND o.removed_on IS NULL AND o.requires_approval = 1
         AND o.id NOT LIKE 'off_magic_%'
         AND NOT EXISTS (SELECT 1 FROM programme_offers po WHERE po.offer_id = o.id AND po.publisher_id = ? AND po.env = 'live')
       ORDER BY o.id LIMIT 1`, PUB);
    const applied = await w.api('POST', `/activated-offer/offer/apply/${offer.id}`, {});
    expect(applied.statusCode, applied.body).toBe(200);
    const id = (applied.json() as { id: string }).id;
    const res = await w.mock(`/__mock/simulate/applications/${id}/decide`, { decision: 'APPROVED' });
    expect(res.statusCode, res.body).toBe(200);
    const body = sim.decideApplication.response.parse(res.json());
    expect(body).toMatchObject({ subject: { type: 'programme_offer', id }, from: 'PENDING', to: 'APPROVED' });
    expect(body.effects.events.map((e) => [e.type, e.entityId])).toContainEqual(['OFFER_APPROVED', id]);
    expect((await w.mock(`/__mock/simulate/applications/${id}/decide`, { decision: 'DECLINED' })).statusCode).toBe(409);
  });
});

describe('POST /__mock/clock answers the transitions it fired', () => {
  it('lists the events of a step in order, dated within it, with their total', async () => {
    const w = await newWorld();
    const before = w.now();
    const res = await w.mock('/__mock/clock', { advanceMs: 3 * 86_400_000 });
    expect(res.statusCode, res.body).toBe(200);
    const body = mockEndpoints.setClock.response.parse(res.json());
    expect(body.firedTotal).toBeGreaterThan(0);
    expect(body.fired.length).toBe(Math.min(body.firedTotal, 1_000));
    const seqs = body.fired.map((e) => e.seq);
    expect(seqs).toEqual([...seqs].sort((a, b) => a - b));
    for (const e of body.fired) expect(e.createdOn).toBeGreaterThan(before - 1);
    for (const e of body.fired) expect(e.createdOn).toBeLessThanOrEqual(body.now);
    const total = w.one<{ n: number }>('SELECT COUNT(*) AS n FROM domain_events WHERE seq >= ?', body.fired[0]!.seq).n;
    expect(total).toBe(body.firedTotal);
  });
});
