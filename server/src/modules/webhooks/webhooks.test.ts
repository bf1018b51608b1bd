import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LIVE_PREFIX, SANDBOX_PREFIX } from '@cashloop/shared';
import { webhookEndpoints } from '@cashloop/shared/contracts/webhooks';
import { webhookUrlMessages } from '@cashloop/shared/rules/webhook-url';
import { bearer, createTestApp, demoAccount, demoAccounts, signIn } from '../../../test/helpers';

let app: FastifyInstance;
let token: string;
let otherToken: string;
const account = demoAccount();
beforeAll(async () => {
  app = await createTestApp();
  token = await signIn(app, account.email);
  const other = demoAccounts().find((a) => a.publisherId !== account.publisherId && a.totpSecret !== null)!;
  otherToken = await signIn(app, other.email);
});
afterAll(async () => {
  await app.close();
});

const call = (method: 'GET' | 'POST' | 'DELETE', url: string, payload?: object, who = token) =>
  app.inject({ method, url, headers: bearer(who), ...(payload ? { payload } : {}) });

async function create(prefix = SANDBOX_PREFIX, url = 'hooks.example.com/in', scope = ['CASHBACK_CREATED']) {
  const res = await call('POST', `${prefix}/webhook`, { url, scope });
  expect(res.statusCode).toBe(200);
  return webhookEndpoints.create.response.parse(res.json());
}

describe('webhooks', () => {
  it('publisher creates a webhook with a Standard Webhooks secret and sees it listed and in detail', async () => {
    const hook = await create(SANDBOX_PREFIX, 'localhost:3000/__mock/webhook-sink/x', ['CASHBACK_CREATED', 'TIER_CREATED']);
    expect(hook.secret).toMatch(/^whsec_[A-Za-z0-9+/]+=*$/);
    expect(Buffer.from(hook.secret.slice(6), 'base64')).toHaveLength(32);
    expect(hook).toMatchObject({ active: true, url: 'localhost:3000/__mock/webhook-sink/x', scope: ['CASHBACK_CREATED', 'TIER_CREATED'] });
    const list = webhookEndpoints.list.response.parse((await call('GET', `${SANDBOX_PREFIX}/webhook`)).json());
    expect(list.map((h) => h.id)).toContain(hook.id);
    const detail = await call('GET', `${SANDBOX_PREFIX}/webhook/${hook.id}`);
    expect(detail.json()).toEqual({ webhook: hook, webhookEvents: { content: [], totalElements: 0 } });
  });

  it('a webhook lives in its partition only', async () => {
    const hook = await create(SANDBOX_PREFIX);
    expect((await call('GET', `${LIVE_PREFIX}/webhook/${hook.id}`)).statusCode).toBe(404);
  });

  it.each([
    ['plain http', { url: 'http://hooks.example.com', scope: ['CASHBACK_CREATED'] }, webhookUrlMessages.plainHttp],
    ['an empty url', { url: '', scope: ['CASHBACK_CREATED'] }, webhookUrlMessages.empty],
    ['a malformed url', { url: 'not a url', scope: ['CASHBACK_CREATED'] }, webhookUrlMessages.invalid],
    ['an empty scope', { url: 'hooks.example.com', scope: [] }, 'Choose at least one scope'],
    ['an unknown scope', { url: 'hooks.example.com', scope: ['CASHBACK_EATEN'] }, 'Scope must be one of'],
  ])('refuses %s with a 400 that says why', async (_name, body, message) => {
    const before = (await call('GET', `${SANDBOX_PREFIX}/webhook`)).json().length;
    const res = await call('POST', `${SANDBOX_PREFIX}/webhook`, body);
    expect(res.statusCode).toBe(400);
    expect(JSON.stringify(res.json())).toContain(message);
    expect((await call('GET', `${SANDBOX_PREFIX}/webhook`)).json()).toHaveLength(before);
  });

  it('pauses, activates and deletes', async () => {
    const hook = await create();
    expect((await call('POST', `${SANDBOX_PREFIX}/webhook/${hook.id}/deactivate`)).json()).toMatchObject({ active: false });
    expect((await call('POST', `${SANDBOX_PREFIX}/webhook/${hook.id}/activate`)).json()).toMatchObject({ active: true });
    expect((await call('DELETE', `${SANDBOX_PREFIX}/webhook/${hook.id}`)).statusCode).toBe(200);
    expect((await call('GET', `${SANDBOX_PREFIX}/webhook/${hook.id}`)).statusCode).toBe(404);
  });

  it("another publisher's webhook answers 404 to every call and nothing changes", async () => {
    const hook = await create();
    const base = `${SANDBOX_PREFIX}/webhook/${hook.id}`;
    for (const [method, url, body] of [
      ['GET', base], ['POST', `${base}/deactivate`], ['POST', `${base}/activate`], ['DELETE', base],
      ['POST', `${base}/test`, { eventType: 'CASHBACK_CREATED' }], ['POST', `${base}/event/msg_x`],
    ] as const) {
      expect((await call(method, url, body, otherToken)).statusCode, `${method} ${url}`).toBe(404);
    }
    expect((await call('GET', base)).json()).toEqual({ webhook: hook, webhookEvents: { content: [], totalElements: 0 } });
  });

  it('test events are sandbox only and need a type from the test list', async () => {
    const live = await create(LIVE_PREFIX);
    expect((await call('POST', `${LIVE_PREFIX}/webhook/${live.id}/test`, { eventType: 'CASHBACK_CREATED' })).statusCode).toBe(403);
    const hook = await create();
    const renewed = await call('POST', `${SANDBOX_PREFIX}/webhook/${hook.id}/test`, { eventType: 'ACCOUNT_RENEWED' });
    expect(renewed.statusCode).toBe(400);
    // Issue 46 item 10: the refusal says why the type is left out, not just 'Choose an event type'.
    expect(renewed.body).toMatch(/ACCOUNT_RENEWED cannot be sent as a test event/);
    expect((await call('POST', `${SANDBOX_PREFIX}/webhook/${hook.id}/test`, {})).statusCode).toBe(400);
    const res = await call('POST', `${SANDBOX_PREFIX}/webhook/${hook.id}/test`, { eventType: 'CASHBACK_DISQUALIFIED' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ eventType: 'CASHBACK_DISQUALIFIED', content: { type: 'CASHBACK_DISQUALIFIED', test: true, data: { id: 'cb_test_0001' } } });
  });

  it('pages the event list 25 by default, newest first', async () => {
    const hook = await create();
    for (let i = 0; i < 27; i++) await call('POST', `${SANDBOX_PREFIX}/webhook/${hook.id}/test`, { eventType: 'TIER_CREATED' });
    const first = (await call('GET', `${SANDBOX_PREFIX}/webhook/${hook.id}`)).json();
    expect(first.webhookEvents.totalElements).toBe(27);
    expect(first.webhookEvents.content).toHaveLength(25);
    const second = (await call('GET', `${SANDBOX_PREFIX}/webhook/${hook.id}?page=1&size=25`)).json();
    expect(second.webhookEvents.content).toHaveLength(2);
  });
});
