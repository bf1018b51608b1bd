import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { LIVE_PREFIX } from '@cashloop/shared';
import { bearer, createSession, createTestApp, demoAccount, inSession, signIn } from '../../test/helpers';
import { DataStore } from '../world/data-store';

let app: FastifyInstance;
beforeAll(async () => {
  app = await createTestApp({ config: { maxSessions: 3 } });
});
afterAll(async () => {
  await app.close();
});

const admin = demoAccount({ role: 'ADMIN' });
const firstName = async (token: string, session?: string) => {
  const res = await app.inject({ method: 'GET', url: `${LIVE_PREFIX}/user`, headers: { ...bearer(token), ...(session ? inSession(session) : {}) } });
  expect(res.statusCode, res.body).toBe(200);
  return (res.json() as { publisherUser: { firstName: string } }).publisherUser.firstName;
};

const updateName = async (token: string, session: string, firstName: string) => {
  const res = await app.inject({
    method: 'POST',
    url: `${LIVE_PREFIX}/user/update/details`,
    headers: { ...bearer(token), ...inSession(session) },
    payload: { firstName, lastName: 'Tester', contentNotifications: true },
  });
  expect(res.statusCode, res.body).toBe(200);
};

describe('mock sessions', () => {
  it('keep two worlds apart while both are changed in parallel: rows, emails, clock and faults', async () => {
    const [a, b] = await Promise.all([createSession(app), createSession(app)]);
    const [tokenA, tokenB] = await Promise.all([signIn(app, admin.email, undefined, a), signIn(app, admin.email, undefined, b)]);
    await Promise.all([
      updateName(tokenA, a, 'Alpha'),
      updateName(tokenB, b, 'Bravo'),
      app.inject({ method: 'POST', url: `${LIVE_PREFIX}/auth/forgot-password`, headers: inSession(a), payload: { email: admin.email } }),
      app.inject({ method: 'POST', url: '/__mock/clock', headers: inSession(b), payload: { advanceMs: 3_600_000, frozen: true } }),
      app.inject({ method: 'POST', url: '/__mock/faults', headers: inSession(b), payload: { match: { path: '/user' }, status: 503 } }),
    ]);
    expect(await firstName(tokenA, a)).toBe('Alpha');
    expect((await app.inject({ method: 'GET', url: `${LIVE_PREFIX}/user`, headers: { ...bearer(tokenB), ...inSession(b) } })).statusCode).toBe(503);
    await app.inject({ method: 'DELETE', url: '/__mock/faults', headers: inSession(b) });
    expect(await firstName(tokenB, b)).toBe('Bravo');
    // The default world saw none of it.
    const defaultToken = await signIn(app, admin.email);
    expect(await firstName(defaultToken)).not.toMatch(/^(Alpha|Bravo)$/);
    const outbox = async (session?: string) =>
      ((await app.inject({ method: 'GET', url: `/__mock/outbox?to=${admin.email}`, headers: session ? inSession(session) : {} })).json() as unknown[]).length;
    expect(await outbox(a)).toBe(1);
    expect(await outbox(b)).toBe(0);
    expect(await outbox()).toBe(0);
    const clockOf = async (session: string) => (await app.inject({ method: 'GET', url: '/__mock/clock', headers: inSession(session) })).json() as { now: number; frozen: boolean };
    const [clockA, clockB] = [await clockOf(a), await clockOf(b)];
    expect(clockB.frozen).toBe(true);
    expect(clockA.frozen).toBe(false);
    expect(clockB.now - clockA.now).toBeGreaterThan(3_000_000);
    expect(app.deps.clock.frozen).toBe(false);
  });

  it('answers 404 for an unknown or ended session, never the default world', async () => {
    const unknown = await app.inject({ method: 'GET', url: '/__mock/clock', headers: inSession('ses_not_a_session') });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().error.message).toMatch(/does not exist or has ended/);
    const id = await createSession(app);
    expect((await app.inject({ method: 'DELETE', url: `/__mock/sessions/${id}` })).statusCode).toBe(200);
    const api = await app.inject({ method: 'POST', url: `${LIVE_PREFIX}/auth/login`, headers: inSession(id), payload: { email: admin.email, password: admin.password } });
    expect(api.statusCode).toBe(404);
    expect((await app.inject({ method: 'DELETE', url: `/__mock/sessions/${id}` })).statusCode).toBe(404);
  });

  // The empty world of seed 7 is seeded here (a new template): slower than a copy.
  it('creates with no body, an empty JSON body or {scenario, seed, now}', { timeout: 180_000 }, async () => {
    const empty = await app.inject({ method: 'POST', url: '/__mock/sessions', headers: { 'content-type': 'application/json' }, payload: '' });
    expect(empty.statusCode, empty.body).toBe(200);
    expect(empty.json()).toMatchObject({ scenario: 'demo', seed: 42 });
    expect(Math.abs(empty.json().now - app.deps.clock.now())).toBeLessThan(5_000);
    const chosen = await app.inject({ method: 'POST', url: '/__mock/sessions', payload: { scenario: 'empty', seed: 7, now: '2025-06-16T12:00:00Z' } });
    expect(chosen.statusCode, chosen.body).toBe(200);
    expect(chosen.json()).toMatchObject({ scenario: 'empty', seed: 7, now: Date.UTC(2025, 5, 16, 12), id: expect.stringMatching(/^ses_/) });
    const bad = await app.inject({ method: 'POST', url: '/__mock/sessions', payload: { scenario: 'huge' } });
    expect(bad.statusCode).toBe(400);
  });

  it('seeds a new template off the main thread: other worlds keep answering meanwhile', async () => {
    const other = await createSession(app);
    let created = false;
    const creating = app.inject({ method: 'POST', url: '/__mock/sessions', payload: { scenario: 'empty', seed: 99, now: app.deps.clock.now() } }).then((res) => {
      created = true;
      return res;
    });
    const clock = await app.inject({ method: 'GET', url: '/__mock/clock', headers: inSession(other) });
    expect(clock.statusCode).toBe(200);
    expect(created).toBe(false);
    const res = await creating;
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ scenario: 'empty', seed: 99 });
  });

  it('lists sessions most recently used first with memory, and ends the least recently used at the limit', async () => {
    const ids = [await createSession(app), await createSession(app), await createSession(app)];
    await app.inject({ method: 'GET', url: '/__mock/clock', headers: inSession(ids[0]!) });
    const list = (await app.inject({ method: 'GET', url: '/__mock/sessions' })).json() as {
      sessions: { id: string; approxMemoryBytes: number }[];
      maxSessions: number;
    };
    expect(list.maxSessions).toBe(3);
    expect(list.sessions.map((s) => s.id)).toEqual([ids[0], ids[2], ids[1]]);
    // Each world's whole database (sessions live in memory).
    const size = app.worlds.list()[0]!.data.sizeBytes;
    expect(list.sessions.every((s) => Number.isInteger(s.approxMemoryBytes) && s.approxMemoryBytes >= 0 && s.approxMemoryBytes <= size)).toBe(true);
    const fourth = await createSession(app);
    const after = ((await app.inject({ method: 'GET', url: '/__mock/sessions' })).json() as { sessions: { id: string }[] }).sessions.map((s) => s.id);
    expect(after).toEqual([fourth, ids[0], ids[2]]);
    expect((await app.inject({ method: 'GET', url: '/__mock/clock', headers: inSession(ids[1]!) })).statusCode).toBe(404);
  });

  it('ends sessions idle for longer than the idle time', async () => {
    const id = await createSession(app);
    app.worlds.use(id)!.lastUsedAt = Date.now() - (app.deps.config.sessionIdleMinutes + 1) * 60_000;
    await createSession(app);
    expect((await app.inject({ method: 'GET', url: '/__mock/clock', headers: inSession(id) })).statusCode).toBe(404);
  });
});
