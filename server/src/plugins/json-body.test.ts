import Fastify, { type FastifyInstance } from 'fastify';
import { validatorCompiler } from 'fastify-type-provider-zod';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { LIVE_PREFIX, errorResponseSchema } from '@cashloop/shared';
import { bearer, createTestApp, demoAccount, demoAccounts, signIn } from '../../test/helpers';
import { registerErrorHandling } from './errors';
import { registerJsonBody } from './json-body';

describe('JSON bodies', () => {
  let bare: FastifyInstance;
  beforeAll(async () => {
    bare = Fastify({ bodyLimit: 64 });
    bare.setValidatorCompiler(validatorCompiler);
    registerErrorHandling(bare);
    registerJsonBody(bare);
    bare.post('/echo', async (request) => ({ body: request.body === undefined ? 'none' : request.body }));
    bare.delete('/echo', async (request) => ({ body: request.body === undefined ? 'none' : request.body }));
    const optional = z.object({ scenario: z.string() }).strict().default({ scenario: 'demo' });
    bare.post('/optional', { schema: { body: optional } }, async (request) => ({ body: request.body }));
    bare.post('/required', { schema: { body: z.object({ scenario: z.string() }) } }, async (request) => ({ body: request.body }));
    await bare.ready();
  });
  afterAll(async () => {
    await bare.close();
  });

  const send = (payload: string, method: 'POST' | 'DELETE' = 'POST', type = 'application/json') =>
    bare.inject({ method, url: '/echo', headers: { 'content-type': type, 'content-length': String(Buffer.byteLength(payload)) }, payload });

  it('an empty or blank body with a JSON content type is no body, on POST and DELETE alike', async () => {
    for (const [payload, method] of [['', 'POST'], ['  \r\n ', 'POST'], ['', 'DELETE']] as const) {
      const res = await send(payload, method);
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json()).toEqual({ body: 'none' });
    }
    expect((await send('', 'POST', 'application/json; charset=utf-8')).json()).toEqual({ body: 'none' });
  });

  it('an absent body reaches the schema as undefined, so optional and default bodies are served', async () => {
    const send2 = (url: string, payload: string) =>
      bare.inject({ method: 'POST', url, headers: { 'content-type': 'application/json', 'content-length': String(payload.length) }, payload });
    expect((await send2('/optional', '')).json()).toEqual({ body: { scenario: 'demo' } });
    expect((await bare.inject({ method: 'POST', url: '/optional' })).json()).toEqual({ body: { scenario: 'demo' } });
    expect((await send2('/optional', '{"scenario":"empty"}')).json()).toEqual({ body: { scenario: 'empty' } });
    expect((await send2('/optional', '{"other":1}')).statusCode).toBe(400);
    const missing = await send2('/required', '');
    expect(missing.statusCode).toBe(400);
    expect(missing.json().error.code).toBe('VALIDATION_FAILED');
  });

  it('a JSON body is parsed as before', async () => {
    expect((await send('{"a":[1,null]}')).json()).toEqual({ body: { a: [1, null] } });
  });

  it('bad JSON answers 400 in the one error shape', async () => {
    const res = await send('{"broken');
    expect(res.statusCode).toBe(400);
    expect(errorResponseSchema.parse(res.json()).error.code).toBe('BAD_REQUEST');
  });

  it('refuses prototype poisoning', async () => {
    for (const payload of ['{"__proto__":{"admin":true}}', '{"constructor":{"prototype":{"admin":true}}}']) {
      const res = await send(payload);
      expect(res.statusCode, payload).toBe(400);
      expect(errorResponseSchema.safeParse(res.json()).success).toBe(true);
    }
  });

  it('keeps the body limit', async () => {
    const res = await send(JSON.stringify({ text: 'x'.repeat(100) }));
    expect(res.statusCode).toBe(413);
    expect(res.json().error.code).toBe('PAYLOAD_TOO_LARGE');
  });
});

describe('a spec client sends its JSON content type on bodyless calls', () => {
  let app: FastifyInstance;
  const tokens: Record<string, string> = {};
  const northwindAdmin = demoAccount({ role: 'ADMIN' });
  const harbourAdmin = demoAccounts().find((a) => a.publisherId === 'pub_harbour' && a.role === 'ADMIN')!;

  beforeAll(async () => {
    app = await createTestApp();
    for (const a of [northwindAdmin, harbourAdmin]) tokens[a.publisherId] = await signIn(app, a.email);
  });
  afterAll(async () => {
    await app.close();
  });

  const one = (sql: string, ...args: unknown[]) => app.deps.data.sqlite.prepare(sql).pluck().get(...args) as string;
  const bodyless = (method: 'POST' | 'DELETE', path: string, publisherId = 'pub_northwind') =>
    app.inject({
      method,
      url: path.startsWith('/__mock') ? path : `${LIVE_PREFIX}${path}`,
      headers: { ...bearer(tokens[publisherId]!), 'content-type': 'application/json', 'content-length': '0' },
      payload: '',
    });

  it('activate, deactivate, remove from programme and delete own offer answer 200', async () => {
    const approved = one(
      `SELECT po.id FROM programme_offers po JOIN offers o ON o.id = po.offer_id
       WHERE po.publisher_id = 'pub_northwind' AND po.env = 'live' AND po.offer_approval = 'APPROVED' AND o.removed_on IS NULL
         AND o.owner_publisher_id IS NULL ORDER BY po.id LIMIT 1`,
    );
    for (const action of ['deactivate', 'activate']) {
      const res = await bodyless('POST', `/activated-offer/offer/${action}/${approved}`);
      expect(res.statusCode, `${action}: ${res.body}`).toBe(200);
    }
    const removed = await bodyless('DELETE', `/activated-offer/offer/delete/${approved}`);
    expect(removed.statusCode, removed.body).toBe(200);
    const ownOffer = one("SELECT id FROM offers WHERE owner_publisher_id = 'pub_northwind' AND env = 'live' AND removed_on IS NULL ORDER BY id LIMIT 1");
    const deleted = await bodyless('DELETE', `/bring-your-own-offer/offer/${ownOffer}`);
    expect(deleted.statusCode, deleted.body).toBe(200);
  });

  it('settlement download answers the CSV', async () => {
    const file = one("SELECT id FROM settlement_files WHERE publisher_id = 'pub_northwind' AND env = 'live' ORDER BY id LIMIT 1");
    const res = await bodyless('POST', `/bring-your-own-offer-fulfillment/${file}/download`);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toContain('text/csv');
  });

  it('activate-cardlytics and change-cardlytics answer 200', async () => {
    const activated = await bodyless('POST', '/publisher/activate-cardlytics', 'pub_harbour');
    expect(activated.statusCode, activated.body).toBe(200);
    const changed = await bodyless('POST', '/publisher/change-cardlytics');
    expect(changed.statusCode, changed.body).toBe(200);
  });

  it('user reset link and user delete answer 200', async () => {
    const colleague = one("SELECT id FROM publisher_users WHERE publisher_id = 'pub_northwind' AND role = 'USER' ORDER BY email LIMIT 1");
    const reset = await bodyless('POST', `/publisher/user/${colleague}/reset`);
    expect(reset.statusCode, reset.body).toBe(200);
    const deleted = await bodyless('POST', `/publisher/user/${colleague}/delete`);
    expect(deleted.statusCode, deleted.body).toBe(200);
  });

  it('POST /__mock/reset answers 200', { timeout: 120_000 }, async () => {
    const res = await bodyless('POST', '/__mock/reset');
    expect(res.statusCode, res.body).toBe(200);
  });
});
