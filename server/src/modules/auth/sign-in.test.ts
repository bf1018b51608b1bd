import { performance } from 'node:perf_hooks';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LIVE_PREFIX, errorResponseSchema, messages } from '@cashloop/shared';
import { bearer, createTestApp, demoAccount, forgeToken, freshCode, signIn } from '../../../test/helpers';
import { totpCodeAt } from './totp';

const url = (path: string) => `${LIVE_PREFIX}${path}`;

let app: FastifyInstance;
beforeAll(async () => {
  app = await createTestApp();
});
afterAll(async () => {
  await app.close();
});

const post = (path: string, payload: unknown) => app.inject({ method: 'POST', url: url(path), payload: payload as object });

async function loginSession(email: string, password: string): Promise<string> {
  const res = await post('/auth/login', { email, password });
  expect(res.statusCode).toBe(200);
  return (res.json() as { session: string }).session;
}

/** A 6-digit code that is not valid for the secret around the clock's now. */
function wrongCode(secret: string): string {
  const now = app.deps.clock.now();
  const valid = new Set([-30_000, 0, 30_000].map((d) => totpCodeAt(secret, now + d)));
  for (let n = 0; ; n += 1) {
    const code = String(n).padStart(6, '0');
    if (!valid.has(code)) return code;
  }
}

describe('sign-in', () => {
  it('a user with MFA signs in with password then code and can fetch themselves', async () => {
    const account = demoAccount();
    const res = await post('/auth/login', { email: account.email.toUpperCase(), password: account.password });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ status: 'MFA_REQUIRED', qrcodeData: null });
    const token = await signIn(app, account.email);
    const me = await app.inject({ method: 'GET', url: url('/user'), headers: bearer(token) });
    expect(me.statusCode).toBe(200);
    expect(me.json().publisherUser.email).toBe(account.email);
  });

  it('wrong password and unknown email get the same 400 with the spec text and take similar time', async () => {
    const account = demoAccount();
    const timed = async (email: string) => {
      const started = performance.now();
      const res = await post('/auth/login', { email, password: 'Wrong-password-1!' });
      return { res, ms: performance.now() - started };
    };
    const known = [await timed(account.email), await timed(account.email), await timed(account.email)];
    const unknown = [await timed('nobody@example.com'), await timed('nobody@example.com'), await timed('nobody@example.com')];
    for (const { res } of [...known, ...unknown]) {
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ error: { code: 'BAD_REQUEST', message: messages.incorrectLogin } });
    }
    const median = (xs: { ms: number }[]) => xs.map((x) => x.ms).sort((a, b) => a - b)[1]!;
    // Both paths run scrypt; without the dummy hash the unknown e-mail would answer many times faster.
    expect(median(unknown)).toBeGreaterThan(median(known) * 0.3);
  });

  it('a wrong code is refused with the spec message and the session stays usable', async () => {
    const account = demoAccount();
    const session = await loginSession(account.email, account.password);
    const wrong = await post('/auth/verify-mfa', { email: account.email, session, mfaToken: wrongCode(account.totpSecret!) });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().error.message).toBe(messages.incorrectCode);
    const right = await post('/auth/verify-mfa', { email: account.email, session, mfaToken: freshCode(app, account.email, account.totpSecret!) });
    expect(right.statusCode).toBe(200);
  });

  it('a code that signed in once is refused the second time', async () => {
    const account = demoAccount();
    const code = freshCode(app, account.email, account.totpSecret!);
    const first = await post('/auth/verify-mfa', { email: account.email, session: await loginSession(account.email, account.password), mfaToken: code });
    expect(first.statusCode).toBe(200);
    const again = await post('/auth/verify-mfa', { email: account.email, session: await loginSession(account.email, account.password), mfaToken: code });
    expect(again.statusCode).toBe(400);
    expect(again.json().error.message).toBe(messages.codeReused);
  });

  it('a session works once, only for its user, and expires after 5 minutes', async () => {
    const account = demoAccount();
    const session = await loginSession(account.email, account.password);
    const ok = await post('/auth/verify-mfa', { email: account.email, session, mfaToken: freshCode(app, account.email, account.totpSecret!) });
    expect(ok.statusCode).toBe(200);
    const replay = await post('/auth/verify-mfa', { email: account.email, session, mfaToken: freshCode(app, account.email, account.totpSecret!) });
    expect(replay.statusCode).toBe(400);
    expect(replay.json().error.message).toBe(messages.sessionExpired);

    const stale = await loginSession(account.email, account.password);
    app.deps.clock.advance(5 * 60 * 1000 + 1);
    const late = await post('/auth/verify-mfa', { email: account.email, session: stale, mfaToken: freshCode(app, account.email, account.totpSecret!) });
    expect(late.statusCode).toBe(400);
    expect(late.json().error.message).toBe(messages.sessionExpired);

    const made = await post('/auth/verify-mfa', { email: account.email, session: 'made-up-session', mfaToken: '123456' });
    expect(made.statusCode).toBe(400);
  });

  it('an account without MFA sets it up from the set-up link in qrcodeData, then signs in with a different code', async () => {
    const account = demoAccount({ mfa: false });
    const login = await post('/auth/login', { email: account.email, password: account.password });
    expect(login.statusCode).toBe(200);
    const step = login.json() as { status: string; session: string; qrcodeData: string };
    expect(step.status).toBe('MFA_SETUP');
    // Spec 1 §2.2 and §7: the link itself, whose only query parameter is the secret.
    const link = new URL(step.qrcodeData);
    expect(link.protocol).toBe('otpauth:');
    expect(step.qrcodeData.startsWith('otpauth://totp/Cashloop:')).toBe(true);
    expect([...link.searchParams.keys()]).toEqual(['secret']);
    expect(step.qrcodeData.split('=')).toHaveLength(2);
    const secret = step.qrcodeData.split('=')[1]!;
    expect(secret).toMatch(/^[A-Z2-7]{16,}$/);
    expect(secret).toBe(link.searchParams.get('secret'));

    const base = { email: account.email, password: account.password, session: step.session };
    const wrong = await post('/auth/create-mfa-connection', { ...base, mfaToken: wrongCode(secret) });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().error.message).toBe(messages.incorrectCode);
    const badPassword = await post('/auth/create-mfa-connection', { ...base, password: 'Wrong-password-1!', mfaToken: totpCodeAt(secret, app.deps.clock.now()) });
    expect(badPassword.statusCode).toBe(400);
    expect(badPassword.json().error.message).toBe(messages.incorrectLogin);

    const setupCode = totpCodeAt(secret, app.deps.clock.now());
    const created = await post('/auth/create-mfa-connection', { ...base, mfaToken: setupCode });
    expect(created.statusCode).toBe(200);
    const next = created.json() as { status: string; session: string; qrcodeData: null };
    expect(next).toMatchObject({ status: 'MFA_REQUIRED', qrcodeData: null });
    expect(next.session).not.toBe(step.session);

    const reused = await post('/auth/verify-mfa', { email: account.email, session: next.session, mfaToken: setupCode });
    expect(reused.statusCode).toBe(400);
    expect(reused.json().error.message).toBe(messages.codeReused);

    const token = await post('/auth/verify-mfa', { email: account.email, session: next.session, mfaToken: freshCode(app, account.email, secret) });
    expect(token.statusCode).toBe(200);
    expect(typeof token.json().idToken).toBe('string');

    const later = await post('/auth/login', { email: account.email, password: account.password });
    expect(later.json()).toMatchObject({ status: 'MFA_REQUIRED', qrcodeData: null });
  });
});

describe('id token', () => {
  it('is refused once the virtual clock passes its expiry', async () => {
    const token = await signIn(app, demoAccount().email);
    const ttl = app.deps.config.tokenTtlSeconds;
    const claims = JSON.parse(Buffer.from(token.split('.')[1]!, 'base64url').toString()) as { iat: number; exp: number };
    expect(claims.exp - claims.iat).toBe(ttl);
    expect(Math.abs(claims.iat * 1000 - app.deps.clock.now())).toBeLessThan(2000);
    app.deps.clock.advance(ttl * 1000 - 5000);
    const ok = await app.inject({ method: 'GET', url: url('/user'), headers: bearer(token) });
    expect(ok.statusCode).toBe(200);
    app.deps.clock.advance(6000);
    const expired = await app.inject({ method: 'GET', url: url('/user'), headers: bearer(token) });
    expect(expired.statusCode).toBe(401);
    expect(errorResponseSchema.parse(expired.json()).error.code).toBe('UNAUTHORIZED');
  });

  it('signed with another secret is refused', async () => {
    const token = await signIn(app, demoAccount().email);
    const claims = JSON.parse(Buffer.from(token.split('.')[1]!, 'base64url').toString()) as Record<string, unknown>;
    const forged = forgeToken(claims);
    const res = await app.inject({ method: 'GET', url: url('/user'), headers: bearer(forged) });
    expect(res.statusCode).toBe(401);
    expect(errorResponseSchema.safeParse(res.json()).success).toBe(true);
  });
});

describe('sign-in rate limit', () => {
  it('answers 429 in the error shape after the allowed attempts, per email', async () => {
    const limited = await createTestApp({ config: { authRateLimitMax: 3 } });
    try {
      const attempt = (email: string) =>
        limited.inject({ method: 'POST', url: url('/auth/login'), payload: { email, password: 'Wrong-password-1!' } });
      for (let i = 0; i < 3; i += 1) expect((await attempt('someone@example.com')).statusCode).toBe(400);
      const blocked = await attempt('SOMEONE@example.com');
      expect(blocked.statusCode).toBe(429);
      expect(blocked.json()).toEqual({ error: { code: 'RATE_LIMITED', message: messages.tooManyAttempts } });
      expect((await attempt('other@example.com')).statusCode).toBe(400);
    } finally {
      await limited.close();
    }
  });
});
