import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LIVE_PREFIX, messages } from '@cashloop/shared';
import { publisherUserSchema } from '@cashloop/shared/contracts/publisher';
import { paged } from '@cashloop/shared/common/paging';
import { bearer, createTestApp, demoAccounts, signIn } from '../../../test/helpers';
import { INVITE_TTL_MS } from './team.service';

let app: FastifyInstance;
const account = (email: string) => demoAccounts().find((a) => a.email === email)!;
const alex = account('alex.morgan@northwind.example.com'); // ADMIN
const tom = account('tom.baker@northwind.example.com'); // USER
const sam = account('sam.carter@harbourloyalty.example.com'); // the only ADMIN of pub_harbour
const olivia = demoAccounts().find((a) => a.publisherId === 'pub_harbour' && a.role === 'USER')!;
const tokens: Record<string, string> = {};

beforeAll(async () => {
  app = await createTestApp();
  for (const a of [alex, tom, sam, olivia]) tokens[a.email] = await signIn(app, a.email);
});
afterAll(async () => {
  await app.close();
});

const post = (as: string, path: string, payload?: object) =>
  app.inject({ method: 'POST', url: `${LIVE_PREFIX}${path}`, headers: bearer(tokens[as]!), ...(payload ? { payload } : {}) });
const users = async (as: string) => {
  const res = await app.inject({ method: 'GET', url: `${LIVE_PREFIX}/publisher/users`, headers: bearer(tokens[as]!) });
  expect(res.statusCode).toBe(200);
  return paged(publisherUserSchema).parse(res.json()).content;
};
const userId = (email: string) => (app.deps.data.sqlite.prepare('SELECT id FROM publisher_users WHERE email = ?').get(email) as { id: string } | undefined)?.id;
const outboxTo = (email: string) =>
  app.deps.data.sqlite.prepare('SELECT kind, links FROM email_outbox WHERE "to" = ? ORDER BY sent_on DESC, rowid DESC').all(email) as { kind: string; links: string }[];

describe('team list', () => {
  it("lists the users of the caller's publisher only", async () => {
    const list = await users(tom.email);
    expect(list.map((u) => u.email).sort()).toEqual(
      demoAccounts().filter((a) => a.publisherId === tom.publisherId).map((a) => a.email).sort(),
    );
    expect(list.find((u) => u.email === alex.email)?.publisherUserRole).toBe('ADMIN');
  });
});

describe('invite', () => {
  it('a USER invites a colleague; the emailed link creates the account, which can sign in', async () => {
    const email = 'new.colleague@northwind.example.com';
    const res = await post(tom.email, '/publisher/user/invite', { email: 'New.Colleague@northwind.example.com ', publisherId: tom.publisherId });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().message).toBe(messages.userInvited);

    const [mail] = outboxTo(email);
    expect(mail?.kind).toBe('INVITE');
    const link = (JSON.parse(mail!.links) as string[])[0]!;
    expect(link).toMatch(/^https?:\/\/[^/]+\/auth\/join\/[A-Za-z0-9_-]{20,}$/);
    const inviteId = link.split('/').pop()!;
    const invite = app.deps.data.sqlite.prepare('SELECT publisher_id AS p, admin, expires_on - created_on AS ttl FROM invites WHERE id = ?').get(inviteId);
    expect(invite).toEqual({ p: tom.publisherId, admin: 0, ttl: INVITE_TTL_MS });

    const password = 'Colleague-Pass42!';
    const accept = await app.inject({
      method: 'POST',
      url: `${LIVE_PREFIX}/auth/accept-invite`,
      payload: { inviteId, firstName: 'New', lastName: 'Colleague', password },
    });
    expect(accept.statusCode, accept.body).toBe(200);
    expect((await users(tom.email)).find((u) => u.email === email)).toMatchObject({ firstName: 'New', publisherUserRole: 'USER' });

    const login = await app.inject({ method: 'POST', url: `${LIVE_PREFIX}/auth/login`, payload: { email, password } });
    expect(login.statusCode, login.body).toBe(200);
    expect(login.json().status).toBe('MFA_SETUP');

    const again = await post(alex.email, '/publisher/user/invite', { email, publisherId: alex.publisherId });
    expect(again.statusCode).toBe(409);
    expect(again.json().error.message).toBe(messages.emailExists);
  });

  it('an admin invite makes an ADMIN', async () => {
    const res = await post(alex.email, '/publisher/user/invite', { email: 'second.admin@northwind.example.com', publisherId: alex.publisherId, admin: true });
    expect(res.statusCode).toBe(200);
    const inviteId = (JSON.parse(outboxTo('second.admin@northwind.example.com')[0]!.links) as string[])[0]!.split('/').pop();
    expect(app.deps.data.sqlite.prepare('SELECT admin FROM invites WHERE id = ?').get(inviteId)).toEqual({ admin: 1 });
  });

  it('refuses an email that already exists, anywhere', async () => {
    const res = await post(tom.email, '/publisher/user/invite', { email: sam.email, publisherId: tom.publisherId });
    expect(res.statusCode).toBe(409);
    expect(res.json().error.message).toBe('This email already exists in our system');
  });

  it("refuses to invite into another publisher (403) and writes nothing", async () => {
    const email = 'sneaky@harbourloyalty.example.com';
    const res = await post(tom.email, '/publisher/user/invite', { email, publisherId: sam.publisherId });
    expect(res.statusCode).toBe(403);
    expect(app.deps.data.sqlite.prepare('SELECT COUNT(*) AS n FROM invites WHERE email = ?').get(email)).toEqual({ n: 0 });
    expect(outboxTo(email)).toEqual([]);
  });

  it('refuses a malformed email', async () => {
    const res = await post(tom.email, '/publisher/user/invite', { email: 'not-an-email', publisherId: tom.publisherId });
    expect(res.statusCode).toBe(400);
  });

  it('an invite times out after 7 days', async () => {
    const email = 'late.joiner@northwind.example.com';
    await post(alex.email, '/publisher/user/invite', { email, publisherId: alex.publisherId });
    const inviteId = (JSON.parse(outboxTo(email)[0]!.links) as string[])[0]!.split('/').pop();
    app.deps.clock.advance(INVITE_TTL_MS + 1);
    try {
      const res = await app.inject({
        method: 'POST',
        url: `${LIVE_PREFIX}/auth/accept-invite`,
        payload: { inviteId, firstName: 'Late', lastName: 'Joiner', password: 'Late-Joiner42!' },
      });
      expect(res.statusCode).toBe(410);
      expect(res.json().error.message).toBe(messages.inviteTimedOut);
    } finally {
      app.deps.clock.advance(-(INVITE_TTL_MS + 1));
    }
  });
});

describe('reset link for a colleague', () => {
  it('emails a reset link to a user of the same publisher', async () => {
    const res = await post(tom.email, `/publisher/user/${userId(alex.email)}/reset`);
    expect(res.statusCode, res.body).toBe(200);
    const [mail] = outboxTo(alex.email);
    expect(mail?.kind).toBe('PASSWORD_RESET');
    expect(JSON.parse(mail!.links)[0]).toContain('/auth/reset-password/');
  });

  it("answers 404 for another publisher's user and sends nothing", async () => {
    const before = outboxTo(sam.email).length;
    const res = await post(tom.email, `/publisher/user/${userId(sam.email)}/reset`);
    expect(res.statusCode).toBe(404);
    expect(outboxTo(sam.email)).toHaveLength(before);
  });
});

describe('delete user', () => {
  it("answers 404 for another publisher's user and deletes nothing", async () => {
    const res = await post(alex.email, `/publisher/user/${userId(olivia.email)}/delete`);
    expect(res.statusCode).toBe(404);
    expect(userId(olivia.email)).toBeDefined();
  });

  it('the server refuses to delete the last ADMIN', async () => {
    const res = await post(olivia.email, `/publisher/user/${userId(sam.email)}/delete`);
    expect(res.statusCode).toBe(409);
    expect(res.json().error.message).toMatch(/last admin/);
    expect(userId(sam.email)).toBeDefined();
  });

  it('a USER may not delete an ADMIN', async () => {
    const res = await post(tom.email, `/publisher/user/${userId(alex.email)}/delete`);
    expect(res.statusCode).toBe(403);
    expect(userId(alex.email)).toBeDefined();
  });

  it('deletes a USER colleague of the same publisher', async () => {
    const jamie = demoAccounts().find((a) => a.publisherId === tom.publisherId && a.role === 'USER' && a.email !== tom.email)!;
    const res = await post(tom.email, `/publisher/user/${userId(jamie.email)}/delete`);
    expect(res.statusCode, res.body).toBe(200);
    expect(userId(jamie.email)).toBeUndefined();
    expect((await users(alex.email)).some((u) => u.email === jamie.email)).toBe(false);
  });

  it('an ADMIN deletes another ADMIN while one remains; the deleted user is signed out', async () => {
    const priya = demoAccounts().find((a) => a.publisherId === alex.publisherId && a.role === 'ADMIN' && a.email !== alex.email)!;
    tokens[priya.email] = await signIn(app, priya.email);
    const res = await post(alex.email, `/publisher/user/${userId(priya.email)}/delete`);
    expect(res.statusCode, res.body).toBe(200);
    const me = await app.inject({ method: 'GET', url: `${LIVE_PREFIX}/user`, headers: bearer(tokens[priya.email]!) });
    expect(me.statusCode).toBe(401);
    // Now alex is the last ADMIN of the company.
    expect((await post(tom.email, `/publisher/user/${userId(alex.email)}/delete`)).statusCode).toBe(409);
  });

  it('the last ADMIN cannot delete themselves either', async () => {
    const res = await post(alex.email, `/publisher/user/${userId(alex.email)}/delete`);
    expect(res.statusCode).toBe(409);
    expect(userId(alex.email)).toBeDefined();
  });

  it('a user deletes their own account, and their token stops working at once', async () => {
    const res = await post(tom.email, `/publisher/user/${userId(tom.email)}/delete`);
    expect(res.statusCode, res.body).toBe(200);
    expect(userId(tom.email)).toBeUndefined();
    const me = await app.inject({ method: 'GET', url: `${LIVE_PREFIX}/user`, headers: bearer(tokens[tom.email]!) });
    expect(me.statusCode).toBe(401);
  });
});
