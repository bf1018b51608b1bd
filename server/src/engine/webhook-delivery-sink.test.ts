import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { Webhook } from 'standardwebhooks';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { SANDBOX_PREFIX } from '@cashloop/shared';
import { bearer, createSession, createTestApp, demoAccount, inSession, signIn } from '../../test/helpers';
import { webhookDispatcher } from './webhook-delivery';

let app: FastifyInstance;
let port: number;
beforeAll(async () => {
  app = await createTestApp();
  await app.listen({ port: 0, host: '127.0.0.1' });
  port = (app.server.address() as AddressInfo).port;
});
afterAll(async () => {
  await app.close();
});

it("a session's webhook to this server's sink lands in that session's sink, signed", async () => {
  const session = await createSession(app);
  const token = await signIn(app, demoAccount().email, undefined, session);
  const headers = { ...bearer(token), ...inSession(session) };
  const hook = (await app.inject({ method: 'POST', url: `${SANDBOX_PREFIX}/webhook`, headers, payload: { url: `127.0.0.1:${port}/__mock/webhook-sink/mine`, scope: ['TIER_CREATED'] } })).json();
  const sent = (await app.inject({ method: 'POST', url: `${SANDBOX_PREFIX}/webhook/${hook.id}/test`, headers, payload: { eventType: 'TIER_CREATED' } })).json();
  await new Promise((r) => setImmediate(r));
  await webhookDispatcher(app.worlds.use(session)!).idle();

  const inSessionSink = (await app.inject({ method: 'GET', url: '/__mock/webhook-sink/mine', headers: inSession(session) })).json();
  expect(inSessionSink.deliveries).toHaveLength(1);
  const [delivery] = inSessionSink.deliveries;
  expect(delivery.headers['webhook-id']).toBe(sent.id);
  expect(new Webhook(hook.secret).verify(delivery.body, delivery.headers)).toMatchObject({ type: 'TIER_CREATED' });
  const defaultSink = (await app.inject({ method: 'GET', url: '/__mock/webhook-sink/mine' })).json();
  expect(defaultSink.deliveries).toHaveLength(0);
});
