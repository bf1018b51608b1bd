import type { FastifyInstance } from 'fastify';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { SANDBOX_PREFIX } from '@cashloop/shared';
import { webhookEventSchema } from '@cashloop/shared/contracts/webhooks';
import { webhookDispatcher } from '../../engine/webhook-delivery';
import { bearer, createTestApp, demoAccount, signIn } from '../../../test/helpers';
import { startReceiver } from './webhook-test-receiver';

let app: FastifyInstance;
let token: string;
let receiver: Awaited<ReturnType<typeof startReceiver>>;
const account = demoAccount();

beforeAll(async () => {
  app = await createTestApp();
  app.deps.clock.setFrozen(true);
  token = await signIn(app, account.email);
});
afterAll(async () => {
  await app.close();
});
beforeEach(async () => {
  receiver = await startReceiver();
});
afterEach(async () => {
  await receiver.close();
});

const call = (method: 'GET' | 'POST', url: string, payload?: object) =>
  app.inject({ method, url: `${SANDBOX_PREFIX}${url}`, headers: bearer(token), ...(payload ? { payload } : {}) });
/** Lets the request's kick fire, then waits until the sender is quiet. */
const settle = async () => {
  await new Promise((r) => setImmediate(r));
  await webhookDispatcher(app.deps.world).idle();
};
const createHook = async (scope: string[]) => (await call('POST', '/webhook', { url: receiver.url, scope })).json() as { id: string };
const eventOf = async (hookId: string, eventId: string) =>
  webhookEventSchema.parse(((await call('GET', `/webhook/${hookId}`)).json().webhookEvents.content as { id: string }[]).find((e) => e.id === eventId));

describe('resending a webhook event', () => {
  it('refuses a delivered event with a 409 that says only failed events are resent, and sends nothing', async () => {
    const hook = await createHook(['CASHBACK_CREATED']);
    const sent = webhookEventSchema.parse((await call('POST', `/webhook/${hook.id}/test`, { eventType: 'CASHBACK_CREATED' })).json());
    await settle();
    const delivered = await eventOf(hook.id, sent.id);
    expect(delivered).toMatchObject({ delivered: true, attempts: 1 });

    const res = await call('POST', `/webhook/${hook.id}/event/${sent.id}`);
    expect(res.statusCode).toBe(409);
    expect(res.json().error).toMatchObject({ code: 'CONFLICT', message: expect.stringMatching(/already delivered.*only an event that failed to deliver can be resent/i) });
    await settle();
    expect(receiver.received).toHaveLength(1);
    expect(await eventOf(hook.id, sent.id)).toEqual(delivered);
  });

  it('resends an event that failed to deliver', async () => {
    receiver.setStatus(500);
    const hook = await createHook(['CASHBACK_CREATED']);
    const sent = webhookEventSchema.parse((await call('POST', `/webhook/${hook.id}/test`, { eventType: 'CASHBACK_CREATED' })).json());
    await settle();
    expect(await eventOf(hook.id, sent.id)).toMatchObject({ delivered: false, attempts: 1 });
    receiver.setStatus(200);
    expect((await call('POST', `/webhook/${hook.id}/event/${sent.id}`)).statusCode).toBe(200);
    await settle();
    expect(await eventOf(hook.id, sent.id)).toMatchObject({ delivered: true });
  });
});

describe('test events and the webhook’s scope', () => {
  it('sends a test event of any type of the test list, in the scope or not', async () => {
    // Spec 3 §9's test list is offered whatever the scope, and holds CASHBACK_DISQUALIFIED, which no scope can hold.
    const hook = await createHook(['CASHBACK_CREATED']);
    for (const eventType of ['OFFER_APPROVED', 'CASHBACK_DISQUALIFIED']) {
      const res = await call('POST', `/webhook/${hook.id}/test`, { eventType });
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json()).toMatchObject({ eventType, content: { type: eventType } });
    }
    await settle();
    expect(receiver.received.map((r) => JSON.parse(r.body).type)).toEqual(['OFFER_APPROVED', 'CASHBACK_DISQUALIFIED']);
  });
});
