import type { ServerResponse } from 'node:http';
import type { FastifyInstance } from 'fastify';
import { Webhook } from 'standardwebhooks';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { SANDBOX_PREFIX } from '@cashloop/shared';
import { startReceiver } from '../modules/webhooks/webhook-test-receiver';
import { bearer, createTestApp, demoAccount, signIn, until } from '../../test/helpers';
import { webhookDispatcher } from './webhook-delivery';
import { RETRY_DELAYS_MS } from './webhook-delivery-store';

let app: FastifyInstance;
let token: string;
let receiver: Awaited<ReturnType<typeof startReceiver>>;
const account = demoAccount();
beforeAll(async () => {
  app = await createTestApp();
  token = await signIn(app, account.email);
});
afterAll(async () => {
  await app.close();
});
beforeEach(async () => {
  app.deps.clock.setFrozen(true);
  token = await signIn(app, account.email);
  receiver = await startReceiver();
});
afterEach(async () => {
  app.deps.clock.setFrozen(false);
  await receiver.close();
});

const call = (method: 'GET' | 'POST', url: string, payload?: object) =>
  app.inject({ method, url: `${SANDBOX_PREFIX}${url}`, headers: bearer(token), ...(payload ? { payload } : {}) });
/** Lets the request's kick fire, then waits until the sender is quiet. */
const settle = async () => {
  await new Promise((r) => setImmediate(r));
  await webhookDispatcher(app.deps.world).idle();
};

async function createHook(scope = ['CASHBACK_CREATED', 'CASHBACK_VERIFIED', 'CASHBACK_DECLINED', 'CASHBACK_PAID_TO_PUBLISHER', 'CASHBACK_RECEIVED', 'CASHBACK_BEING_VERIFIED'], url = receiver.url) {
  return (await call('POST', '/webhook', { url, scope })).json() as { id: string; secret: string };
}
const events = async (id: string) => (await call('GET', `/webhook/${id}`)).json().webhookEvents.content as Array<{ id: string; delivered: boolean; attempts: number; nextAttemptOn: number | null; eventType: string }>;

describe('webhook delivery', () => {
  it('delivers a test event signed so an independent Standard Webhooks library verifies it', async () => {
    const hook = await createHook();
    const sent = (await call('POST', `/webhook/${hook.id}/test`, { eventType: 'CASHBACK_CREATED' })).json();
    await settle();
    expect(receiver.received).toHaveLength(1);
    const { headers, body } = receiver.received[0]!;
    const h = { 'webhook-id': String(headers['webhook-id']), 'webhook-timestamp': String(headers['webhook-timestamp']), 'webhook-signature': String(headers['webhook-signature']) };
    expect(h['webhook-id']).toBe(sent.id);
    expect(headers['content-type']).toBe('application/json');
    const verifier = new Webhook(hook.secret);
    // The real CASHBACK_CREATED shape (decision 0043: it has no status field), marked as a test on the envelope.
    expect(verifier.verify(body, h)).toMatchObject({ type: 'CASHBACK_CREATED', test: true, data: { id: 'cb_test_0001', endUserCashbackReceivable: 2.13 } });
    expect(() => verifier.verify(body.replace('CREATED', 'PAID'), h)).toThrow();
    expect(() => verifier.verify(body, { ...h, 'webhook-id': `${h['webhook-id']}x` })).toThrow();
    expect(() => verifier.verify(body, { ...h, 'webhook-timestamp': String(Number(h['webhook-timestamp']) + 1) })).toThrow();
    expect((await events(hook.id))[0]).toMatchObject({ id: sent.id, delivered: true, attempts: 1, nextAttemptOn: null });
  });

  it('fans out domain events in scope and partition, not the ones out of scope', async () => {
    const hook = await createHook(['CASHBACK_DECLINED']);
    const cashback = app.deps.data.sqlite
      .prepare("SELECT id FROM cashback WHERE publisher_id = ? AND env = 'sandbox' AND status = 'CREATED' LIMIT 2")
      .pluck().all(account.publisherId) as string[];
    expect(cashback).toHaveLength(2);
    await call('POST', `/cashback-ledger/cashback/${cashback[0]}`, { status: 'DECLINED' });
    await call('POST', `/cashback-ledger/cashback/${cashback[1]}`, { status: 'VERIFIED' });
    await settle();
    const list = await events(hook.id);
    expect(list.map((e) => e.eventType)).toEqual(['CASHBACK_DECLINED']);
    expect(receiver.received).toHaveLength(1);
    expect(JSON.parse(receiver.received[0]!.body)).toMatchObject({ type: 'CASHBACK_DECLINED', data: { id: cashback[0] } });
  });

  it('retries on the virtual clock with backoff and the same webhook-id, then fails; resend delivers with the same id', async () => {
    receiver.setStatus(500);
    // A scope the lifecycle (which the advancing clock moves) never records.
    const hook = await createHook(['TIER_REMOVED']);
    const sent = (await call('POST', `/webhook/${hook.id}/test`, { eventType: 'TIER_REMOVED' })).json();
    await settle();
    expect(receiver.received).toHaveLength(1);
    // The clock jumps hours: the sender is woken directly (as the clock job does) and the row read from the database.
    const row = () => app.deps.data.sqlite.prepare('SELECT next_attempt_on AS next FROM webhook_events WHERE id = ?').get(sent.id) as { next: number | null };
    const wake = async () => {
      webhookDispatcher(app.deps.world).kick();
      await settle();
    };
    for (const [i, delay] of RETRY_DELAYS_MS.entries()) {
      expect(row().next).toBe(app.deps.clock.now() + delay);
      app.deps.clock.advance(delay - 1);
      await wake();
      expect(receiver.received, 'not before it is due').toHaveLength(i + 1);
      app.deps.clock.advance(1);
      await wake();
      expect(receiver.received).toHaveLength(i + 2);
    }
    token = await signIn(app, account.email);
    const [failed] = await events(hook.id);
    expect(failed).toMatchObject({ delivered: false, attempts: RETRY_DELAYS_MS.length + 1, nextAttemptOn: null });
    expect(new Set(receiver.received.map((r) => r.headers['webhook-id']))).toEqual(new Set([sent.id]));

    receiver.setStatus(204);
    const resent = await call('POST', `/webhook/${hook.id}/event/${sent.id}`);
    expect(resent.statusCode).toBe(200);
    await settle();
    expect(receiver.received.at(-1)!.headers['webhook-id']).toBe(sent.id);
    expect((await events(hook.id))[0]).toMatchObject({ delivered: true });
  });

  it('a 410 pauses the webhook; a paused webhook keeps its events until activated', async () => {
    receiver.setStatus(410);
    const hook = await createHook();
    await call('POST', `/webhook/${hook.id}/test`, { eventType: 'TIER_CREATED' });
    await settle();
    expect((await call('GET', `/webhook/${hook.id}`)).json().webhook.active).toBe(false);
    await call('POST', `/webhook/${hook.id}/test`, { eventType: 'TIER_REMOVED' });
    await settle();
    expect(receiver.received).toHaveLength(1);
    expect((await call('POST', `/webhook/${hook.id}/event/${(await events(hook.id))[0]!.id}`)).statusCode).toBe(409);
    receiver.setStatus(200);
    await call('POST', `/webhook/${hook.id}/activate`);
    await settle();
    expect(receiver.received).toHaveLength(3);
    expect((await events(hook.id)).every((e) => e.delivered)).toBe(true);
  });

  it('the magic receiver always-500.webhooks.test answers 500 without leaving the machine', async () => {
    const hook = await createHook(['TIER_CREATED'], 'https://always-500.webhooks.test/x');
    await call('POST', `/webhook/${hook.id}/test`, { eventType: 'TIER_CREATED' });
    await settle();
    const [event] = (await call('GET', `/webhook/${hook.id}`)).json().webhookEvents.content;
    expect(event).toMatchObject({ delivered: false, attempts: 1, lastStatusCode: 500 });
  });

  it('a slow receiver slows neither requests nor other webhooks', async () => {
    const slow = await startReceiver();
    const held: ServerResponse[] = [];
    slow.server.removeAllListeners('request');
    slow.server.on('request', (_request, response: ServerResponse) => held.push(response)); // holds each delivery open, never answers
    try {
      const stuck = await createHook(['TIER_CREATED'], slow.url);
      const fine = await createHook(['TIER_CREATED']);
      // By order, not by the clock: both calls are answered, and the other webhook's event delivered, while the stuck
      // delivery is still open and unrecorded (an attempt is stored when it ends: answered or timed out).
      await call('POST', `/webhook/${stuck.id}/test`, { eventType: 'TIER_CREATED' });
      await until(() => held.length === 1, 'the stuck delivery held open');
      await call('POST', `/webhook/${fine.id}/test`, { eventType: 'TIER_CREATED' });
      await until(() => receiver.received.length === 1, 'the other webhook delivered');
      // The receiver has the request before the server has its answer: wait for the attempt to be recorded.
      await until(async () => (await events(fine.id))[0]?.delivered === true, "the other webhook's delivery recorded");
      expect((await events(fine.id))[0]).toMatchObject({ delivered: true, attempts: 1 });
      expect((await events(stuck.id))[0]).toMatchObject({ delivered: false, attempts: 0 });
      expect(held).toHaveLength(1);
      expect(held[0]!.writableEnded).toBe(false);
    } finally {
      await slow.close();
    }
  });
});
