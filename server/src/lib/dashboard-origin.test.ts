import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LIVE_PREFIX } from '@cashloop/shared';
import { bearer, createSession, createTestApp, demoAccount, inSession, signIn } from '../../test/helpers';
import { dashboardOrigin } from './dashboard-origin';

const request = (headers: Record<string, string>, protocol: 'http' | 'https' = 'http') => ({ headers, protocol });

describe('dashboardOrigin', () => {
  it('answers PUBLIC_URL when it is set, whatever the request says', () => {
    const asked = request({ origin: 'http://localhost:5999', host: 'api.test' });
    expect(dashboardOrigin(asked, { publicUrl: 'https://dash.example.com/' })).toBe('https://dash.example.com');
  });

  it('else the Origin, else the Referer origin, else the protocol and host called', () => {
    const unset = { publicUrl: undefined };
    expect(dashboardOrigin(request({ origin: 'http://localhost:5999', referer: 'http://other.test/x', host: 'api.test' }), unset)).toBe(
      'http://localhost:5999',
    );
    expect(dashboardOrigin(request({ referer: 'http://localhost:5173/settings/users?tab=1', host: 'api.test' }), unset)).toBe('http://localhost:5173');
    expect(dashboardOrigin(request({ host: 'api.test:8080' }, 'https'), unset)).toBe('https://api.test:8080');
  });

  it("ignores an Origin or Referer that is not an http(s) origin (a sandboxed page's 'null', garbage)", () => {
    const unset = { publicUrl: undefined };
    expect(dashboardOrigin(request({ origin: 'null', host: 'api.test' }), unset)).toBe('http://api.test');
    expect(dashboardOrigin(request({ origin: 'file:///tmp/x.html', referer: 'not a url', host: 'api.test' }), unset)).toBe('http://api.test');
  });

  it('with the control plane off, trusts only an asking origin of CORS_ORIGINS (no reset links to a forged site)', () => {
    const closed = { publicUrl: undefined, controlPlane: false, corsOrigins: ['https://dash.example.com'] };
    expect(dashboardOrigin(request({ origin: 'https://evil.example', host: 'api.test' }, 'https'), closed)).toBe('https://api.test');
    expect(dashboardOrigin(request({ referer: 'https://evil.example/x', host: 'api.test' }, 'https'), closed)).toBe('https://api.test');
    expect(dashboardOrigin(request({ origin: 'https://dash.example.com', host: 'api.test' }, 'https'), closed)).toBe('https://dash.example.com');
  });
});

interface Email {
  to: string;
  links: string[];
  code: string | null;
}

describe('links in emails', () => {
  const admin = demoAccount({ role: 'ADMIN' });
  let app: FastifyInstance;
  let configured: FastifyInstance;
  beforeAll(async () => {
    app = await createTestApp({ config: { publicUrl: undefined } });
    configured = await createTestApp({ config: { publicUrl: 'https://dashboard.cashloop.example' } });
  });
  afterAll(async () => {
    await app.close();
    await configured.close();
  });

  const forgot = (on: FastifyInstance, session: string, headers: Record<string, string> = {}) =>
    on.inject({ method: 'POST', url: `${LIVE_PREFIX}/auth/forgot-password`, headers: { ...inSession(session), ...headers }, payload: { email: admin.email } });
  const outbox = async (on: FastifyInstance, session: string, to: string) =>
    (await on.inject({ method: 'GET', url: `/__mock/outbox?to=${encodeURIComponent(to)}`, headers: inSession(session) })).json() as Email[];

  it('with PUBLIC_URL set, reset links use it even when the dashboard says another origin', async () => {
    const session = await createSession(configured);
    expect((await forgot(configured, session, { origin: 'http://localhost:5999' })).statusCode).toBe(200);
    const [mail] = await outbox(configured, session, admin.email);
    expect(mail!.links[0]).toMatch(/^https:\/\/dashboard\.cashloop\.example\/auth\/reset-password\/[A-Za-z0-9_-]+$/);
  });

  it('unset, a reset asked with an Origin links to that origin; the code is the id in the link', async () => {
    const session = await createSession(app);
    expect((await forgot(app, session, { origin: 'http://localhost:5999' })).statusCode).toBe(200);
    const [mail] = await outbox(app, session, admin.email);
    const link = mail!.links[0]!;
    expect(link).toMatch(/^http:\/\/localhost:5999\/auth\/reset-password\/[A-Za-z0-9_-]+$/);
    expect(mail!.code).toBe(link.split('/').pop());
  });

  it('unset and with no Origin, links use the host that was called', async () => {
    const session = await createSession(app);
    expect((await forgot(app, session, { host: 'cashloop.test:4000' })).statusCode).toBe(200);
    const [mail] = await outbox(app, session, admin.email);
    expect(mail!.links[0]).toMatch(/^http:\/\/cashloop\.test:4000\/auth\/reset-password\//);
  });

  it("an invite and a colleague's reset link to the dashboard that asked; the invite's code is its id", async () => {
    const session = await createSession(app);
    const token = await signIn(app, admin.email, undefined, session);
    const headers = { ...bearer(token), ...inSession(session), origin: 'http://localhost:5999' };
    const invited = 'origin.check@northwind.example.com';
    const invite = await app.inject({ method: 'POST', url: `${LIVE_PREFIX}/publisher/user/invite`, headers, payload: { email: invited, publisherId: admin.publisherId } });
    expect(invite.statusCode, invite.body).toBe(200);
    const [mail] = await outbox(app, session, invited);
    const link = mail!.links[0]!;
    expect(link).toMatch(/^http:\/\/localhost:5999\/auth\/join\/[A-Za-z0-9_-]{20,}$/);
    expect(mail!.code).toBe(link.split('/').pop());
    // The code is the invite itself: accepting with it works.
    const accept = await app.inject({
      method: 'POST',
      url: `${LIVE_PREFIX}/auth/accept-invite`,
      headers: inSession(session),
      payload: { inviteId: mail!.code, firstName: 'Origin', lastName: 'Check', password: 'Origin-Check-42!' },
    });
    expect(accept.statusCode, accept.body).toBe(200);

    const users = (await app.inject({ method: 'GET', url: `${LIVE_PREFIX}/publisher/users`, headers })).json() as { content: { id: string; email: string }[] };
    const colleague = users.content.find((u) => u.email === invited)!;
    const reset = await app.inject({ method: 'POST', url: `${LIVE_PREFIX}/publisher/user/${colleague.id}/reset`, headers: { ...headers, origin: 'http://localhost:6001' } });
    expect(reset.statusCode, reset.body).toBe(200);
    const [resetMail] = await outbox(app, session, invited);
    expect(resetMail!.links[0]).toMatch(/^http:\/\/localhost:6001\/auth\/reset-password\//);
    expect(resetMail!.code).toBe(resetMail!.links[0]!.split('/').pop());
  });

  it('demo sign-in links follow the same rule', async () => {
    const res = await app.inject({ method: 'POST', url: '/__mock/sessions', headers: { referer: 'http://localhost:5999/__console' }, payload: { persona: admin.email } });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().signInUrl).toMatch(/^http:\/\/localhost:5999\/auth\/demo\?token=/);
  });
});
