import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LIVE_PREFIX, SANDBOX_PREFIX, messages } from '@cashloop/shared';
import { signedInUserSchema } from '@cashloop/shared/contracts/user';
import { bearer, createTestApp, demoAccounts, signIn } from '../../../test/helpers';

let app: FastifyInstance;
let token: string;
const account = demoAccounts().find((a) => a.email === 'tom.baker@northwind.example.com')!;
const colleague = demoAccounts().find((a) => a.email === 'alex.morgan@northwind.example.com')!;

beforeAll(async () => {
  app = await createTestApp();
  token = await signIn(app, account.email);
});
afterAll(async () => {
  await app.close();
});

const post = (path: string, payload: object, prefix = LIVE_PREFIX) =>
  app.inject({ method: 'POST', url: `${prefix}/user/update/${path}`, headers: bearer(token), payload });
const row = (email: string) =>
  app.deps.data.sqlite
    .prepare('SELECT first_name AS f, last_name AS l, send_content_notifications AS n, password_hash AS h FROM publisher_users WHERE email = ?')
    .get(email) as { f: string; l: string; n: number; h: string };

describe('update details', () => {
  it('updates the signed-in user only and answers the new profile', async () => {
    const colleagueBefore = row(colleague.email);
    const res = await post('details', { firstName: '  Thomas ', lastName: 'Baker-Smith', contentNotifications: true });
    expect(res.statusCode, res.body).toBe(200);
    expect(signedInUserSchema.parse(res.json())).toMatchObject({ firstName: 'Thomas', lastName: 'Baker-Smith', sendContentNotifications: true });
    const me = await app.inject({ method: 'GET', url: `${LIVE_PREFIX}/user`, headers: bearer(token) });
    expect(me.json().publisherUser.firstName).toBe('Thomas');
    expect(row(colleague.email)).toEqual(colleagueBefore);
  });

  it("refuses empty names with 'This can't be empty' and changes nothing", async () => {
    const before = row(account.email);
    const res = await post('details', { firstName: '   ', lastName: 'X', contentNotifications: false });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.message).toContain("This can't be empty");
    expect(row(account.email)).toEqual(before);
  });

  it('is served on the live host only', async () => {
    const res = await post('details', { firstName: 'A', lastName: 'B', contentNotifications: false }, SANDBOX_PREFIX);
    expect(res.statusCode).toBe(404);
  });
});

describe('change password', () => {
  it("refuses a wrong current password with 'Password is incorrect'", async () => {
    const before = row(account.email).h;
    const res = await post('password', { currentPassword: 'not-my-password', newPassword: 'Brand-New-Pass42!' });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.message).toBe(messages.passwordIncorrect);
    expect(row(account.email).h).toBe(before);
  });

  it('refuses a new password that breaks the shared rules', async () => {
    const res = await post('password', { currentPassword: account.password, newPassword: 'weakpass' });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.message).toMatch(/Password needs/);
  });

  it('changes the password: the new one signs in, the old one no longer does', async () => {
    const newPassword = 'Changed-Pass42!';
    const res = await post('password', { currentPassword: account.password, newPassword });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().message).toBe(messages.passwordResetSuccess);
    const login = (password: string) => app.inject({ method: 'POST', url: `${LIVE_PREFIX}/auth/login`, payload: { email: account.email, password } });
    expect((await login(account.password)).statusCode).toBe(400);
    expect((await login(newPassword)).statusCode).toBe(200);
  });
});
