import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LIVE_PREFIX } from '@cashloop/shared';
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

const arm = async (rule: object) => {
  const res = await app.inject({ method: 'POST', url: '/__mock/faults', headers: inSession(session), payload: rule });
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as { id: string; remaining: number | null };
};
const me = (headers: Record<string, string> = {}) =>
  app.inject({ method: 'GET', url: `${LIVE_PREFIX}/user`, headers: { ...bearer(token), ...inSession(session), ...headers } });
const clear = () => app.inject({ method: 'DELETE', url: '/__mock/faults', headers: inSession(session) });

describe('fault rules', () => {
  it('fire for exactly `times` matching calls, in the one error shape, then stop', async () => {
    await clear();
    await arm({ match: { method: 'GET', path: '/user' }, status: 503, times: 3 });
    const statuses = [];
    for (let i = 0; i < 5; i += 1) statuses.push((await me()).statusCode);
    expect(statuses).toEqual([503, 503, 503, 200, 200]);
    const failed = await (async () => {
      await arm({ match: { endpointId: 'user.me' }, status: 418, times: 1 });
      return me();
    })();
    expect(failed.statusCode).toBe(418);
    expect(failed.json()).toEqual({ error: { code: expect.any(String), message: expect.stringContaining('Injected fault') } });
    expect((await app.inject({ method: 'GET', url: '/__mock/faults', headers: inSession(session) })).json()).toEqual([]);
  });

  it('hit the same calls for the same seed, at about the given probability', async () => {
    const pattern = async () => {
      await clear();
      await arm({ match: { path: '/private/api/client/user' }, status: 500, probability: 0.3, seed: 1234 });
      const hits: boolean[] = [];
      for (let i = 0; i < 60; i += 1) hits.push((await me()).statusCode === 500);
      return hits;
    };
    const first = await pattern();
    expect(await pattern()).toEqual(first);
    const share = first.filter(Boolean).length / first.length;
    expect(share).toBeGreaterThan(0.1);
    expect(share).toBeLessThan(0.5);
    await clear();
  });

  it('match only their world, their method and their path; a rule can be removed', async () => {
    await clear();
    const rule = await arm({ match: { path: '/catalogue/*' }, status: 500 });
    expect((await me()).statusCode).toBe(200);
    const other = await createSession(app);
    const otherToken = await signIn(app, demoAccount().email, undefined, other);
    const catalogue = (s: string, t: string) => app.inject({ method: 'GET', url: `${LIVE_PREFIX}/catalogue/retailer?page=0&size=5`, headers: { ...bearer(t), ...inSession(s) } });
    expect((await catalogue(session, token)).statusCode).toBe(500);
    expect((await catalogue(other, otherToken)).statusCode).toBe(200);
    expect((await app.inject({ method: 'DELETE', url: `/__mock/faults/${rule.id}`, headers: inSession(session) })).statusCode).toBe(200);
    expect((await catalogue(session, token)).statusCode).toBe(200);
  });

  it('delay calls, and the per-call headers delay or fail one call', async () => {
    await clear();
    await arm({ match: { path: '/user' }, delayMs: 150, times: 1 });
    const started = Date.now();
    expect((await me()).statusCode).toBe(200);
    expect(Date.now() - started).toBeGreaterThanOrEqual(140);
    const headerStarted = Date.now();
    expect((await me({ 'x-mock-delay': '120' })).statusCode).toBe(200);
    expect(Date.now() - headerStarted).toBeGreaterThanOrEqual(110);
    expect((await me({ 'x-mock-status': '502' })).statusCode).toBe(502);
    expect((await me()).statusCode).toBe(200);
  });

  it('answer a body that is not JSON for a malformed rule', async () => {
    await clear();
    await arm({ match: { path: '/user' }, kind: 'malformed', times: 1 });
    const res = await me();
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/application\/json/);
    expect(() => JSON.parse(res.body)).toThrow();
  });

  it('refuse a rule that does nothing or has wrong types', async () => {
    for (const payload of [{ match: { path: '/user' } }, { status: 200 }, { status: 503, times: 0 }, { status: 503, probability: 2 }]) {
      const res = await app.inject({ method: 'POST', url: '/__mock/faults', headers: inSession(session), payload });
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
    }
  });
});

describe('faults on a real connection', () => {
  it('drop the connection (reset) and hold a call until the client gives up (timeout)', async () => {
    const server = await createTestApp();
    await server.listen({ port: 0, host: '127.0.0.1' });
    try {
      const base = `http://127.0.0.1:${(server.server.address() as AddressInfo).port}`;
      const id = ((await (await fetch(`${base}/__mock/sessions`, { method: 'POST' })).json()) as { id: string }).id;
      const headers = { 'content-type': 'application/json', 'x-mock-session': id };
      await fetch(`${base}/__mock/faults`, { method: 'POST', headers, body: JSON.stringify({ match: { path: '/auth/login' }, kind: 'reset', times: 1 }) });
      const login = () => fetch(`${base}${LIVE_PREFIX}/auth/login`, { method: 'POST', headers, body: JSON.stringify({ email: 'a@b.example.com', password: 'x' }), signal: AbortSignal.timeout(1_500) });
      await expect(login()).rejects.toThrow();
      expect((await login()).status).toBe(400);
      await fetch(`${base}/__mock/faults`, { method: 'POST', headers, body: JSON.stringify({ match: { path: '/auth/login' }, kind: 'timeout', times: 1 }) });
      await expect(login()).rejects.toThrow(/aborted|timeout/i);
      const journal = (await (await fetch(`${base}/__mock/journal?path=/auth/login`, { headers })).json()) as { status: number; faultId: string | null }[];
      expect(journal.map((j) => j.status)).toEqual([0, 400, 0]);
      expect(journal.filter((j) => j.faultId !== null)).toHaveLength(2);
    } finally {
      await server.close();
    }
  });
});
