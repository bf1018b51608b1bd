import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LIVE_PREFIX, SANDBOX_PREFIX } from '@cashloop/shared';
import { journalEntrySchema } from '@cashloop/shared/contracts/mock-journal';
import { CORRELATION_HEADER } from '@cashloop/shared/contracts/mock-timeline';
import { bearer, createSession, createTestApp, demoAccount, inSession, signIn } from '../../test/helpers';

let app: FastifyInstance;
beforeAll(async () => {
  app = await createTestApp();
});
afterAll(async () => {
  await app.close();
});

/** A new session with a signed-in token, and reads of its journal. */
async function world() {
  const session = await createSession(app);
  const headers = inSession(session);
  const token = await signIn(app, demoAccount().email, undefined, session);
  const api = (method: 'GET' | 'POST' | 'DELETE', url: string, extra: Record<string, string> = {}, payload?: object) =>
    app.inject({ method, url, headers: { ...bearer(token), ...headers, ...extra }, ...(payload ? { payload } : {}) });
  const journal = async (query: string) => {
    const res = await app.inject({ method: 'GET', url: `/__mock/journal?${query}`, headers });
    expect(res.statusCode, res.body).toBe(200);
    return journalEntrySchema.array().parse(res.json());
  };
  const count = async (query: string) => {
    const res = await app.inject({ method: 'GET', url: `/__mock/journal/count?${query}`, headers });
    expect(res.statusCode, res.body).toBe(200);
    return (res.json() as { count: number }).count;
  };
  return { session, headers, api, journal, count };
}

describe('the journal joins the timeline', () => {
  it('records the correlation id each call answered in x-correlation-id, the one the timeline lists, and filters by it', async () => {
    const w = await world();
    const first = await w.api('GET', `${LIVE_PREFIX}/user`);
    const second = await w.api('GET', `${LIVE_PREFIX}/user`);
    const id = String(first.headers[CORRELATION_HEADER]);
    expect(id).toMatch(/^cor_\d+$/);
    expect(second.headers[CORRELATION_HEADER]).not.toBe(id);
    const [entry, ...others] = await w.journal(`correlationId=${id}`);
    expect(others).toEqual([]);
    expect(entry).toMatchObject({ correlationId: id, endpointId: 'user.me', status: 200 });
    const timeline = (await app.inject({ method: 'GET', url: '/__mock/timeline', headers: w.headers })).json() as { correlationId: string; request: { path: string } | null }[];
    expect(timeline.find((t) => t.correlationId === id)?.request?.path).toBe(entry!.path);
    expect((await w.journal('')).every((e) => e.correlationId !== null && /^cor_\d+$/.test(e.correlationId))).toBe(true);
    expect(await w.count(`correlationId=${id}`)).toBe(1);
    // A clock step's id, or anything else, is not a call's: refused, not silently matched against nothing.
    expect((await app.inject({ method: 'GET', url: '/__mock/journal?correlationId=clk_3', headers: w.headers })).statusCode).toBe(400);
  });

  it('keeps the correlation id through a session bundle', async () => {
    const w = await world();
    const id = String((await w.api('GET', `${LIVE_PREFIX}/user`)).headers[CORRELATION_HEADER]);
    const bundle = await app.inject({ method: 'GET', url: `/__mock/sessions/${w.session}/bundle` });
    expect(bundle.statusCode).toBe(200);
    const imported = await app.inject({ method: 'POST', url: '/__mock/sessions/import', headers: { 'content-type': 'application/gzip' }, payload: bundle.rawPayload });
    expect(imported.statusCode, imported.body).toBe(200);
    const copy = inSession((imported.json() as { id: string }).id);
    const entries = (await app.inject({ method: 'GET', url: `/__mock/journal?correlationId=${id}`, headers: copy })).json() as { correlationId: string }[];
    expect(entries.map((e) => e.correlationId)).toEqual([id]);
  });

  it('lets another origin read x-correlation-id (Access-Control-Expose-Headers)', async () => {
    const res = await app.inject({ method: 'GET', url: `${LIVE_PREFIX}/user`, headers: { origin: 'http://localhost:5174' } });
    expect(res.headers[CORRELATION_HEADER]).toMatch(/^cor_\d+$/);
    expect(String(res.headers['access-control-expose-headers']).split(/,\s*/)).toContain(CORRELATION_HEADER);
  });
});

describe('the journal speaks the matching language of fault rules (decision 0046)', () => {
  it('reads `path` as a pattern: * any run, :param one segment, the API prefix optional', async () => {
    const w = await world();
    await w.api('GET', `${LIVE_PREFIX}/user`);
    await w.api('GET', `${SANDBOX_PREFIX}/webhook`);
    await w.api('GET', `${LIVE_PREFIX}/catalogue/offer/no-such-offer`);
    const paths = async (pattern: string) => (await w.journal(`path=${encodeURIComponent(pattern)}`)).map((e) => e.path);
    expect(await paths('*/webhook')).toEqual([`${SANDBOX_PREFIX}/webhook`]);
    expect(await paths(`${LIVE_PREFIX}/user`)).toEqual([`${LIVE_PREFIX}/user`]);
    expect(await paths('/user')).toEqual([`${LIVE_PREFIX}/user`]);
    expect(await paths('/catalogue/offer/:offerId')).toEqual([`${LIVE_PREFIX}/catalogue/offer/no-such-offer`]);
    expect(await paths('/auth/*')).toHaveLength(2);
    // A part of a path alone is not a pattern of it (it was a substring match before).
    expect(await paths('webhook')).toEqual([]);
    // The same pattern arms a fault for exactly the calls the journal finds with it.
    const armed = await app.inject({ method: 'POST', url: '/__mock/faults', headers: w.headers, payload: { match: { path: '*/webhook' }, status: 503, times: 1 } });
    expect(armed.statusCode, armed.body).toBe(200);
    expect((await w.api('GET', `${SANDBOX_PREFIX}/webhook`)).statusCode).toBe(503);
    expect((await w.journal('path=*/webhook&status=503')).map((e) => e.faultId)).toEqual([armed.json().id]);
  });
});

describe('GET /__mock/journal/count', () => {
  it('counts every matching entry the journal holds, beyond any limit, with the same filters as the journal', async () => {
    const w = await world();
    for (let i = 0; i < 120; i += 1) await w.api('GET', `${LIVE_PREFIX}/user`);
    await w.api('GET', `${LIVE_PREFIX}/user`, { 'x-mock-status': '503' });
    expect(await w.count('endpointId=user.me')).toBe(121);
    expect((await w.journal('endpointId=user.me')).length).toBe(100);
    expect(await w.count('endpointId=user.me&status=503')).toBe(1);
    expect(await w.count('method=get&path=/user')).toBe(121);
    expect(await w.count('endpointId=auth.login')).toBe(1);
    expect(await w.count('path=*/no-such-call')).toBe(0);
    expect(await w.count(`since=${Date.UTC(2999, 0, 1)}`)).toBe(0);
    const bad = await app.inject({ method: 'GET', url: '/__mock/journal/count?status=abc', headers: w.headers });
    expect(bad.statusCode).toBe(400);
  });
});
