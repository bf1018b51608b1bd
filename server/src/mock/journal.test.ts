import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LIVE_PREFIX } from '@cashloop/shared';
import { bearer, createSession, createTestApp, demoAccount, inSession, signIn } from '../../test/helpers';

let app: FastifyInstance;
beforeAll(async () => {
  app = await createTestApp({ config: { journalSize: 25 } });
});
afterAll(async () => {
  await app.close();
});

interface Entry {
  method: string;
  path: string;
  endpointId: string | null;
  status: number;
  query: Record<string, unknown>;
  requestBody: unknown;
  responseBody: unknown;
  at: number;
}
const journal = async (session: string, query = '') => {
  const res = await app.inject({ method: 'GET', url: `/__mock/journal${query}`, headers: inSession(session) });
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as Entry[];
};

describe('request journal', () => {
  it('records each API call with its answer and never keeps passwords, codes, tokens or sessions', async () => {
    const session = await createSession(app);
    const account = demoAccount();
    const token = await signIn(app, account.email, undefined, session);
    await app.inject({ method: 'GET', url: `${LIVE_PREFIX}/user?token=leaked`, headers: { ...bearer(token), ...inSession(session) } });
    const entries = await journal(session);
    expect(entries.map((e) => e.endpointId)).toEqual(['user.me', 'auth.verifyMfa', 'auth.login']);
    const text = JSON.stringify(entries);
    expect(text).not.toContain(account.password);
    expect(text).not.toContain(token);
    expect(text).not.toContain('leaked');
    const [me, verify, login] = entries as [Entry, Entry, Entry];
    expect(login.requestBody).toEqual({ email: account.email, password: '***' });
    expect(login.responseBody).toMatchObject({ status: 'MFA_REQUIRED', session: '***' });
    expect(verify.requestBody).toMatchObject({ email: account.email, session: '***', mfaToken: '***' });
    expect(verify.responseBody).toEqual({ idToken: '***' });
    expect(me).toMatchObject({ method: 'GET', path: `${LIVE_PREFIX}/user`, status: 200, query: { token: '***' } });
    expect(me.responseBody).toMatchObject({ publisherUser: { email: account.email } });
  });

  it('filters by method, path, endpoint, status and time, newest first, and is cleared per world', async () => {
    const [a, b] = [await createSession(app), await createSession(app)];
    const account = demoAccount();
    await app.inject({ method: 'POST', url: `${LIVE_PREFIX}/auth/login`, headers: inSession(a), payload: { email: account.email, password: 'wrong-Password1' } });
    const since = app.worlds.use(a)!.clock.now();
    await app.inject({ method: 'GET', url: `${LIVE_PREFIX}/user`, headers: inSession(a) });
    expect((await journal(a, '?status=400')).map((e) => e.endpointId)).toEqual(['auth.login']);
    expect((await journal(a, '?status=401')).map((e) => e.endpointId)).toEqual(['user.me']);
    expect((await journal(a, '?method=post')).every((e) => e.method === 'POST')).toBe(true);
    expect((await journal(a, '?path=/auth/*')).length).toBe(1);
    expect((await journal(a, '?endpointId=user.me')).length).toBe(1);
    expect((await journal(a, `?since=${since}`)).every((e) => e.at >= since)).toBe(true);
    expect(await journal(b)).toEqual([]);
    expect((await app.inject({ method: 'DELETE', url: '/__mock/journal', headers: inSession(a) })).json()).toEqual({ removed: 2 });
    expect(await journal(a)).toEqual([]);
  });

  it('keeps only the newest entries up to its size', async () => {
    const session = await createSession(app);
    for (let i = 0; i < 30; i += 1) await app.inject({ method: 'GET', url: `${LIVE_PREFIX}/user?n=${i}`, headers: inSession(session) });
    const entries = await journal(session, '?limit=100');
    expect(entries).toHaveLength(25);
    expect(entries[0]!.query).toEqual({ n: '29' });
    expect(entries[24]!.query).toEqual({ n: '5' });
  });
});
