import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LIVE_PREFIX } from '@cashloop/shared';
import { bearer, createSession, createTestApp, demoAccount, demoAccounts, inSession } from '../../test/helpers';
import { DEMO_LINK_TTL_MS } from '../world/demo-links';

let app: FastifyInstance;
beforeAll(async () => {
  app = await createTestApp();
});
afterAll(async () => {
  await app.close();
});

const admin = demoAccount({ role: 'ADMIN' });

interface Created {
  id: string;
  signInUrl?: string;
  signInExpiresAt?: number;
}

const createWithPersona = async (persona: string, headers: Record<string, string> = {}) => {
  const res = await app.inject({ method: 'POST', url: '/__mock/sessions', headers, payload: { persona } });
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as Created;
};

const tokenOf = (url: string) => new URL(url).searchParams.get('token')!;

const redeem = (session: string | null, token: string) =>
  app.inject({ method: 'POST', url: `${LIVE_PREFIX}/auth/demo-link`, headers: session ? inSession(session) : {}, payload: { token } });

const sessionIds = async () => ((await app.inject({ method: 'GET', url: '/__mock/sessions' })).json() as { sessions: { id: string }[] }).sessions.map((s) => s.id);

describe('demo sign-in links', () => {
  it('a session made for a persona answers a link that signs in as them inside that session, once', async () => {
    const created = await createWithPersona(admin.email.toUpperCase());
    const url = new URL(created.signInUrl!);
    expect(url.pathname).toBe('/auth/demo');
    expect(url.searchParams.get('mockSession')).toBe(created.id);
    expect(created.signInExpiresAt! - Date.now()).toBeGreaterThan(DEMO_LINK_TTL_MS - 60_000);

    const first = await redeem(created.id, tokenOf(created.signInUrl!));
    expect(first.statusCode, first.body).toBe(200);
    const { idToken } = first.json() as { idToken: string };
    const me = await app.inject({ method: 'GET', url: `${LIVE_PREFIX}/user`, headers: { ...bearer(idToken), ...inSession(created.id) } });
    expect(me.statusCode, me.body).toBe(200);
    expect(me.json().publisherUser.email).toBe(admin.email);

    const second = await redeem(created.id, tokenOf(created.signInUrl!));
    expect(second.statusCode).toBe(400);
    expect(second.json().error.message).toMatch(/already been used/);
  });

  it('an expired link is refused, and a link only works in its own session', async () => {
    const created = await createWithPersona(admin.email);
    const token = tokenOf(created.signInUrl!);
    const elsewhere = await redeem(await createSession(app), token);
    expect(elsewhere.statusCode).toBe(400);
    expect(elsewhere.json().error.message).toMatch(/not valid here/);
    expect((await redeem(null, token)).statusCode).toBe(400);

    const links = app.worlds.use(created.id)!.demoLinks;
    links.wall = () => Date.now() + DEMO_LINK_TTL_MS + 1_000;
    const late = await redeem(created.id, token);
    expect(late.statusCode).toBe(400);
    expect(late.json().error.message).toMatch(/expired/);
  });

  it('signs in a persona that has not set up MFA yet too', async () => {
    const newcomer = demoAccount({ mfa: false });
    const created = await createWithPersona(newcomer.email);
    const res = await redeem(created.id, tokenOf(created.signInUrl!));
    expect(res.statusCode, res.body).toBe(200);
  });

  it('an unknown persona is a 400 naming the valid ones, and makes no session', async () => {
    const before = await sessionIds();
    const res = await app.inject({ method: 'POST', url: '/__mock/sessions', payload: { persona: 'nobody@example.com' } });
    expect(res.statusCode).toBe(400);
    const { message } = res.json().error as { message: string };
    expect(message).toMatch(/Unknown persona 'nobody@example.com'/);
    for (const account of demoAccounts()) expect(message).toContain(account.email);
    expect(await sessionIds()).toEqual(before);
  });

  it('links point at the dashboard that asked, and the session list shows them with their state', async () => {
    const created = await createWithPersona(admin.email, { origin: 'http://dashboard.test:5173' });
    expect(created.signInUrl).toMatch(/^http:\/\/dashboard\.test:5173\/auth\/demo\?token=/);
    const used = await createWithPersona(admin.email);
    await redeem(used.id, tokenOf(used.signInUrl!));
    const { sessions } = (await app.inject({ method: 'GET', url: '/__mock/sessions' })).json() as {
      sessions: { id: string; demoLinks: { persona: string; state: string; signInUrl: string | null; usedAt: number | null }[] }[];
    };
    const linksOf = (id: string) => sessions.find((s) => s.id === id)!.demoLinks;
    expect(linksOf(created.id)).toEqual([expect.objectContaining({ persona: admin.email, state: 'active', signInUrl: created.signInUrl, usedAt: null })]);
    expect(linksOf(used.id)).toEqual([expect.objectContaining({ state: 'used', signInUrl: null, usedAt: expect.any(Number) })]);
  });

  it('links use PUBLIC_URL when it is set', async () => {
    const other = await createTestApp({ config: { publicUrl: 'https://demo.cashloop.example' } });
    try {
      const res = await other.inject({ method: 'POST', url: '/__mock/sessions', headers: { origin: 'http://elsewhere.test' }, payload: { persona: admin.email } });
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json().signInUrl).toMatch(/^https:\/\/demo\.cashloop\.example\/auth\/demo\?token=/);
    } finally {
      await other.close();
    }
  });
});
