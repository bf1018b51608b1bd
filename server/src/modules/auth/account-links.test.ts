import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LIVE_PREFIX, messages } from '@cashloop/shared';
import { createTestApp, demoAccount, signIn } from '../../../test/helpers';

const url = (path: string) => `${LIVE_PREFIX}${path}`;
const HOUR = 60 * 60 * 1000;
const NEW_PASSWORD = 'Brand-new-Pass42';

let app: FastifyInstance;
beforeAll(async () => {
  app = await createTestApp();
});
afterAll(async () => {
  await app.close();
});

const post = (path: string, payload: unknown) => app.inject({ method: 'POST', url: url(path), payload: payload as object });
const outbox = async (to: string) =>
  (await app.inject({ method: 'GET', url: `/__mock/outbox?to=${encodeURIComponent(to)}` })).json() as { links: string[]; subject: string }[];

/** Asks for a reset email and answers the id at the end of its link. */
async function requestReset(email: string): Promise<string> {
  expect((await post('/auth/forgot-password', { email })).statusCode).toBe(200);
  const [latest] = await outbox(email);
  const link = latest!.links[0]!;
  // Which origin links use is dashboard-origin.test.ts's subject.
  expect(link).toMatch(/^https?:\/\/[^/]+\/auth\/reset-password\/[A-Za-z0-9_-]+$/);
  return link.split('/').pop()!;
}

const passwordHashOf = (email: string) =>
  (app.deps.data.sqlite.prepare('SELECT password_hash AS h FROM publisher_users WHERE email = ?').get(email) as { h: string }).h;

describe('forgot password', () => {
  it('answers an unknown email exactly as a known one, and only the known one gets an email', async () => {
    const account = demoAccount({ role: 'USER' });
    const known = await post('/auth/forgot-password', { email: account.email });
    const unknownEmail = 'no-such-person@example.com';
    const unknown = await post('/auth/forgot-password', { email: unknownEmail });
    expect(unknown.statusCode).toBe(known.statusCode);
    expect(unknown.json().success).toBe(true);
    expect(unknown.json().message.replace(unknownEmail, '{email}')).toBe(known.json().message.replace(account.email, '{email}'));
    expect(await outbox(unknownEmail)).toHaveLength(0);
    const mails = await outbox(account.email);
    expect(mails.length).toBeGreaterThan(0);
    expect(mails[0]!.links[0]).toMatch(/\/auth\/reset-password\/[A-Za-z0-9_-]{43}$/);
  });
});

describe('reset password', () => {
  it('sets a new password once; the link then answers 410 and the old password stops working', async () => {
    const account = demoAccount({ role: 'USER' });
    const id = await requestReset(account.email);
    const weak = await post('/auth/reset-password', { id, password: 'weak' });
    expect(weak.statusCode).toBe(400);
    const done = await post('/auth/reset-password', { id, password: NEW_PASSWORD });
    expect(done.statusCode).toBe(200);
    const again = await post('/auth/reset-password', { id, password: 'Another-Pass99' });
    expect(again.statusCode).toBe(410);
    expect(again.json().error.code).toBe('GONE');
    const old = await post('/auth/login', { email: account.email, password: account.password });
    expect(old.statusCode).toBe(400);
    await expect(signIn(app, account.email, NEW_PASSWORD)).resolves.toEqual(expect.any(String));
  });

  it('an expired link answers 410 and changes nothing', async () => {
    const account = demoAccount({ role: 'ADMIN' });
    const id = await requestReset(account.email);
    const before = passwordHashOf(account.email);
    app.deps.clock.advance(HOUR + 1);
    const res = await post('/auth/reset-password', { id, password: NEW_PASSWORD });
    expect(res.statusCode).toBe(410);
    expect(res.json().error.message).toMatch(/expired/);
    expect(passwordHashOf(account.email)).toBe(before);
  });

  it('an unknown link answers 404', async () => {
    const res = await post('/auth/reset-password', { id: 'not-a-real-reset-link', password: NEW_PASSWORD });
    expect(res.statusCode).toBe(404);
    expect(res.json().error.code).toBe('NOT_FOUND');
  });
});

describe('accept invite', () => {
  const publisherId = demoAccount().publisherId;
  const insertInvite = (id: string, email: string, admin: boolean, expiresOn: number) =>
    app.deps.data.sqlite
      .prepare('INSERT INTO invites (id, publisher_id, email, admin, created_on, expires_on) VALUES (?, ?, ?, ?, ?, ?)')
      .run(id, publisherId, email, admin ? 1 : 0, app.deps.clock.now(), expiresOn);
  const userCount = () => (app.deps.data.sqlite.prepare('SELECT COUNT(*) AS n FROM publisher_users').get() as { n: number }).n;
  const form = (inviteId: string) => ({ inviteId, firstName: 'Nia', lastName: 'Okafor', password: NEW_PASSWORD });

  it('creates the invited user, who can then sign in and set up MFA; the invite works once', async () => {
    insertInvite('inv_test_admin', 'nia.okafor@example.com', true, app.deps.clock.now() + 24 * HOUR);
    const res = await post('/auth/accept-invite', form('inv_test_admin'));
    expect(res.statusCode).toBe(200);
    const user = app.deps.data.sqlite.prepare('SELECT role, publisher_id AS p FROM publisher_users WHERE email = ?').get('nia.okafor@example.com');
    expect(user).toEqual({ role: 'ADMIN', p: publisherId });
    const login = await post('/auth/login', { email: 'nia.okafor@example.com', password: NEW_PASSWORD });
    expect(login.statusCode).toBe(200);
    expect(login.json().status).toBe('MFA_SETUP');

    const count = userCount();
    const again = await post('/auth/accept-invite', form('inv_test_admin'));
    expect(again.statusCode).toBe(410);
    expect(again.json().error.message).toBe(messages.inviteTimedOut);
    expect(userCount()).toBe(count);
  });

  it('an invite without the admin flag creates a USER', async () => {
    insertInvite('inv_test_user', 'ben.user@example.com', false, app.deps.clock.now() + HOUR);
    expect((await post('/auth/accept-invite', form('inv_test_user'))).statusCode).toBe(200);
    const row = app.deps.data.sqlite.prepare('SELECT role FROM publisher_users WHERE email = ?').get('ben.user@example.com');
    expect(row).toEqual({ role: 'USER' });
  });

  it('an expired invite times out and writes nothing', async () => {
    insertInvite('inv_test_late', 'late@example.com', false, app.deps.clock.now() + HOUR);
    app.deps.clock.advance(HOUR + 1);
    const count = userCount();
    const res = await post('/auth/accept-invite', form('inv_test_late'));
    expect(res.statusCode).toBe(410);
    expect(res.json().error.message).toBe(messages.inviteTimedOut);
    expect(userCount()).toBe(count);
  });

  it('an unknown invite times out with 404', async () => {
    const res = await post('/auth/accept-invite', form('inv_nobody'));
    expect(res.statusCode).toBe(404);
    expect(res.json().error.message).toBe(messages.inviteTimedOut);
  });
});
