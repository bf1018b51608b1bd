import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { errorResponseSchema, LIVE_PREFIX, SANDBOX_PREFIX } from '@cashloop/shared';
import { bearer, createSession, createTestApp, demoAccount, inSession, signIn } from '../../test/helpers';

let app: FastifyInstance;
let session: string;
let token: string;
beforeAll(async () => {
  app = await createTestApp();
  session = await createSession(app);
  token = await signIn(app, demoAccount().email, undefined, session);
});
afterAll(async () => {
  await app.close();
});
beforeEach(async () => {
  await app.inject({ method: 'DELETE', url: '/__mock/stubs', headers: inSession(session) });
});

const control = (method: 'GET' | 'POST' | 'DELETE', url: string, payload?: object, world = session) =>
  app.inject({ method, url, headers: inSession(world), ...(payload ? { payload } : {}) });
const arm = async (stub: object) => {
  const res = await control('POST', '/__mock/stubs', stub);
  expect(res.statusCode, res.body).toBe(201);
  return res.json() as { id: string; hits: number; remaining: number | null; endpointIds: string[] };
};
const api = (method: 'GET' | 'POST', path: string, payload?: object, headers: Record<string, string> = {}) =>
  app.inject({ method, url: `${LIVE_PREFIX}${path}`, headers: { ...bearer(token), ...inSession(session), ...headers }, ...(payload ? { payload } : {}) });
const journal = async (query: string) =>
  (await control('GET', `/__mock/journal?${query}`)).json() as { id: string; path: string; status: number; stubId: string | null; faultId: string | null }[];
const webhookCount = async () => ((await api('GET', '/webhook')).json() as unknown[]).length;

interface Me {
  publisher: { id: string };
  publisherUser: { firstName: string };
}

describe('stubs over the engine', () => {
  it('answer a matching call with their body, and the next call gets the engine', async () => {
    const real = (await api('GET', '/user')).json() as Me;
    const body = { ...real, publisherUser: { ...real.publisherUser, firstName: 'Stubbed' } };
    const stub = await arm({ match: { method: 'get', path: '/user' }, status: 200, body, times: 1 });
    expect(stub).toMatchObject({ id: expect.stringMatching(/^stb_\d+$/), hits: 0, remaining: 1, endpointIds: ['user.me'], validate: true });

    const stubbed = await api('GET', '/user');
    expect(stubbed.statusCode).toBe(200);
    expect(stubbed.headers['content-type']).toContain('application/json');
    expect(stubbed.json()).toEqual(body);
    const after = await api('GET', '/user');
    expect((after.json() as Me).publisherUser.firstName).toBe(real.publisherUser.firstName);
    expect((await control('GET', '/__mock/stubs')).json()).toEqual([]);

    // The journal names the stub on the call it answered, and only there; the timeline shows the call as stubbed.
    const [engine, answered] = await journal('endpointId=user.me&limit=2');
    expect(answered).toMatchObject({ stubId: stub.id, status: 200, faultId: null });
    expect(engine).toMatchObject({ stubId: null });
    const timeline = (await control('GET', '/__mock/timeline?limit=20')).json() as { correlationId: string; request: { path: string; stubId: string | null } | null }[];
    const stubbedItem = timeline.find((t) => t.correlationId === stubbed.headers['x-correlation-id']);
    expect(stubbedItem?.request).toMatchObject({ path: `${LIVE_PREFIX}/user`, stubId: stub.id });
    expect(timeline.find((t) => t.correlationId === after.headers['x-correlation-id'])?.request?.stubId).toBeNull();
  });

  it('answer `times` calls, counting down, then leave', async () => {
    await arm({ match: { endpointId: 'webhooks.list' }, body: [], times: 2 });
    expect((await control('GET', '/__mock/stubs')).json()).toMatchObject([{ hits: 0, remaining: 2 }]);
    expect(await webhookCount()).toBe(0);
    expect((await control('GET', '/__mock/stubs')).json()).toMatchObject([{ hits: 1, remaining: 1 }]);
    expect(await webhookCount()).toBe(0);
    expect((await control('GET', '/__mock/stubs')).json()).toEqual([]);
    expect(await webhookCount()).toBeGreaterThan(0);
  });

  it('match only calls whose query has every given value', async () => {
    await arm({ match: { method: 'GET', path: '/webhook', query: { page: '2' } }, body: [] });
    expect((await api('GET', '/webhook?page=1')).json()).not.toEqual([]);
    expect((await api('GET', '/webhook?page=2&size=5')).json()).toEqual([]);
    expect((await api('GET', '/webhook')).json()).not.toEqual([]);
  });

  it('answer a POST whose body holds every given key, and nothing is written', async () => {
    const created = { id: 'whk_stubbed', url: 'https://stub.example.com/hook', createdOn: 1_700_000_000_000, active: true, secret: 'whsec_c3R1Yg==', scope: ['CASHBACK_CREATED'] };
    const stub = await arm({ match: { method: 'POST', path: '/webhook', body: { url: 'https://stub.example.com/hook' } }, body: created });
    const before = await webhookCount();

    const answered = await api('POST', '/webhook', { url: 'https://stub.example.com/hook', scope: ['CASHBACK_CREATED', 'CASHBACK_PAID_TO_PUBLISHER'] });
    expect(answered.statusCode, answered.body).toBe(200);
    expect(answered.json()).toEqual(created);
    expect(await webhookCount()).toBe(before);
    expect((await journal('method=POST&endpointId=webhooks.create&limit=1'))[0]).toMatchObject({ stubId: stub.id });

    // Another body goes to the engine, which writes.
    const real = await api('POST', '/webhook', { url: 'https://other.example.com/hook', scope: ['CASHBACK_CREATED'] });
    expect(real.statusCode, real.body).toBe(200);
    expect(real.json()).not.toEqual(created);
    expect(await webhookCount()).toBe(before + 1);
  });

  it('answer after authentication and the request\'s own validation: a call the product refuses is still refused', async () => {
    await arm({ match: { path: '/webhook', method: 'POST' }, body: { id: 'whk_1', url: 'https://a.example.com', createdOn: 1, active: true, secret: 's', scope: [] } });
    const unsigned = await app.inject({ method: 'POST', url: `${LIVE_PREFIX}/webhook`, headers: inSession(session), payload: { url: 'https://a.example.com', scope: ['CASHBACK_CREATED'] } });
    expect(unsigned.statusCode).toBe(401);
    const invalid = await api('POST', '/webhook', { url: 'http://plain.example.com', scope: [] });
    expect(invalid.statusCode).toBe(400);
    expect((await control('GET', '/__mock/stubs')).json()).toMatchObject([{ hits: 0 }]);
  });

  it('answer after fault rules: a call a fault hits gets the fault, the next one the stub', async () => {
    await control('POST', '/__mock/faults', { match: { endpointId: 'webhooks.list' }, status: 503, times: 1 });
    const stub = await arm({ match: { endpointId: 'webhooks.list' }, body: [] });
    expect((await api('GET', '/webhook')).statusCode).toBe(503);
    expect((await api('GET', '/webhook')).json()).toEqual([]);
    const [answered, faulted] = await journal('endpointId=webhooks.list&limit=2');
    expect(faulted).toMatchObject({ status: 503, faultId: expect.any(String), stubId: null });
    expect(answered).toMatchObject({ status: 200, faultId: null, stubId: stub.id });
  });

  it('are listed among the control plane\'s capabilities, each a route this server answers', async () => {
    const caps = (await app.inject({ method: 'GET', url: '/__mock/capabilities' })).json() as { stubs: { method: string; path: string }[] };
    expect(caps.stubs.map((s) => `${s.method} ${s.path}`)).toEqual(['POST /__mock/stubs', 'GET /__mock/stubs', 'DELETE /__mock/stubs', 'DELETE /__mock/stubs/:id']);
    for (const s of caps.stubs) expect(app.hasRoute({ method: s.method as 'GET', url: s.path })).toBe(true);
  });

  it('are refused with the differences when the body is not what the endpoint answers, unless validate is false', async () => {
    const refused = await control('POST', '/__mock/stubs', { match: { endpointId: 'user.me' }, body: { publisher: { id: 3 }, extra: true } });
    expect(refused.statusCode).toBe(400);
    const error = errorResponseSchema.parse(refused.json()).error;
    expect(error.code).toBe('VALIDATION_FAILED');
    expect(error.message).toContain('validate');
    const paths = error.details!.problems.map((p) => p.path);
    expect(paths).toContain('body.body.publisher.id');
    expect(paths).toContain('body.body.publisherUser');

    const loose = await arm({ match: { endpointId: 'user.me' }, body: { anything: ['goes'] }, validate: false });
    expect(loose).toMatchObject({ validate: false });
    const res = await api('GET', '/user');
    expect(res.json()).toEqual({ anything: ['goes'] });
  });

  it('check an error status against the one error shape, and send the given headers', async () => {
    const bad = await control('POST', '/__mock/stubs', { match: { endpointId: 'user.me' }, status: 503, body: { message: 'down' } });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.details.problems[0].path).toBe('body.body.error');
    const odd = await control('POST', '/__mock/stubs', { match: { endpointId: 'user.me' }, status: 302, body: null });
    expect(odd.json().error.details.problems[0].path).toBe('body.status');

    await arm({ match: { endpointId: 'user.me' }, status: 503, headers: { 'retry-after': '30' }, body: { error: { code: 'INTERNAL', message: 'Upstream down' } } });
    const res = await api('GET', '/user');
    expect(res.statusCode).toBe(503);
    expect(res.headers['retry-after']).toBe('30');
    expect(res.json()).toEqual({ error: { code: 'INTERNAL', message: 'Upstream down' } });
  });

  it('with a pattern reaching several endpoints are checked against each of them', async () => {
    const several = await control('POST', '/__mock/stubs', { match: { method: 'GET', path: '/webhook*' }, body: [] });
    expect(several.statusCode).toBe(400);
    expect(several.json().error.message).toMatch(/webhooks\.list, webhooks\.detail/);
    expect(several.json().error.details.problems.some((p: { message: string }) => p.message.startsWith('webhooks.detail: '))).toBe(true);

    // The same error shape fits them all.
    const stub = await arm({ match: { path: '/webhook*' }, status: 500, body: { error: { code: 'INTERNAL', message: 'Stubbed outage' } } });
    expect(stub.endpointIds).toEqual(expect.arrayContaining(['webhooks.list', 'webhooks.create', 'webhooks.detail']));
    expect((await api('GET', '/webhook')).statusCode).toBe(500);
    expect((await app.inject({ method: 'GET', url: `${SANDBOX_PREFIX}/webhook`, headers: { ...bearer(token), ...inSession(session) } })).statusCode).toBe(500);
    expect((await api('GET', '/user')).statusCode).toBe(200);
  });

  it('of one session answer there only: not in another session, not in the default world', async () => {
    const other = await createSession(app);
    const otherToken = await signIn(app, demoAccount().email, undefined, other);
    const defaultToken = await signIn(app, demoAccount().email);
    await arm({ match: { endpointId: 'webhooks.list' }, body: [] });
    expect(await webhookCount()).toBe(0);
    const elsewhere = await app.inject({ method: 'GET', url: `${LIVE_PREFIX}/webhook`, headers: { ...bearer(otherToken), ...inSession(other) } });
    expect((elsewhere.json() as unknown[]).length).toBeGreaterThan(0);
    const byDefault = await app.inject({ method: 'GET', url: `${LIVE_PREFIX}/webhook`, headers: bearer(defaultToken) });
    expect((byDefault.json() as unknown[]).length).toBeGreaterThan(0);
    expect((await app.inject({ method: 'GET', url: '/__mock/stubs' })).json()).toEqual([]);
    expect((await control('GET', '/__mock/stubs', undefined, other)).json()).toEqual([]);
  });

  it('are listed, removed one by one and cleared; arming and removing are journaled; a reset keeps them', async () => {
    const a = await arm({ match: { endpointId: 'webhooks.list' }, body: [] });
    const b = await arm({ match: { endpointId: 'user.me' }, status: 404, body: { error: { code: 'NOT_FOUND', message: 'Gone' } } });
    expect(((await control('GET', '/__mock/stubs')).json() as { id: string }[]).map((s) => s.id)).toEqual([a.id, b.id]);

    expect((await control('POST', '/__mock/reset', {})).statusCode).toBe(200);
    expect(((await control('GET', '/__mock/stubs')).json() as { id: string }[]).map((s) => s.id)).toEqual([a.id, b.id]);

    expect((await control('DELETE', `/__mock/stubs/${a.id}`)).json()).toEqual({ id: a.id, removed: true });
    const unknown = await control('DELETE', `/__mock/stubs/${a.id}`);
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().error.code).toBe('NOT_FOUND');
    expect((await control('DELETE', '/__mock/stubs')).json()).toEqual({ removed: 1 });
    expect((await control('GET', '/__mock/stubs')).json()).toEqual([]);

    const changes = (await journal('path=/__mock/stubs*&limit=5')).map((e) => e.path);
    expect(changes).toEqual(['/__mock/stubs', `/__mock/stubs/${a.id}`, `/__mock/stubs/${a.id}`, '/__mock/stubs', '/__mock/stubs']);
  });

  it('refuse input that could never answer, saying what is wrong and what is allowed', async () => {
    const refusal = async (stub: object) => {
      const res = await control('POST', '/__mock/stubs', stub);
      expect(res.statusCode, res.body).toBe(400);
      return errorResponseSchema.parse(res.json()).error;
    };
    const neither = await refusal({ match: { method: 'GET' }, body: {} });
    expect(neither.details!.problems).toEqual([{ path: 'body.match', message: expect.stringContaining('match.path or match.endpointId') }]);
    const typo = await refusal({ match: { endpointId: 'user.mee' }, body: {} });
    expect(typo.details!.problems[0]).toMatchObject({ path: 'body.match.endpointId' });
    expect(typo.message).toContain("'user.me'");
    expect((await refusal({ match: { endpointId: 'user.me', method: 'POST' }, body: {} })).message).toContain('GET');
    expect((await refusal({ match: { path: '/no/such/thing' }, body: {} })).details!.problems[0]!.path).toBe('body.match.path');
    expect((await refusal({ match: { path: '/__mock/faults' }, body: {} })).message).toContain('No API endpoint');
    expect((await refusal({ match: { path: '/user' }, body: {}, headers: { 'content-length': '3' } })).code).toBe('VALIDATION_FAILED');
    expect((await refusal({ match: { path: '/user' }, status: 99, body: {} })).code).toBe('VALIDATION_FAILED');
    expect((await refusal({ match: { path: '/user' }, body: {}, surprise: 1 })).code).toBe('VALIDATION_FAILED');
    expect((await control('GET', '/__mock/stubs')).json()).toEqual([]);
  });

  it('answer a download endpoint with their text', async () => {
    await arm({ match: { endpointId: 'payout.historicCsv' }, body: 'month,amount\n2026-01,1.00\n' });
    const res = await api('GET', '/payout/historic/pay_anything/csv');
    expect(res.statusCode, res.body).toBe(200);
    expect(res.body).toBe('month,amount\n2026-01,1.00\n');
    expect(res.headers['content-type']).toContain('text/csv');
  });
});
