import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LIVE_PREFIX } from '@cashloop/shared';
import { bearer, createSession, createTestApp, demoAccount, inSession, signIn } from '../../test/helpers';

let app: FastifyInstance;
beforeAll(async () => {
  app = await createTestApp();
});
afterAll(async () => {
  await app.close();
});

/** A session world, a call of its signed-in user that reads no user row itself (only authentication does), and raw SQL on its connection. */
async function signedIn() {
  const session = await createSession(app);
  const account = demoAccount();
  const token = await signIn(app, account.email, undefined, session);
  const me = async () => (await app.inject({ method: 'GET', url: `${LIVE_PREFIX}/catalogue/retailer?size=1`, headers: { ...bearer(token), ...inSession(session) } })).statusCode;
  const sqlite = app.worlds.use(session)!.deps.data.sqlite;
  const id = (sqlite.prepare('SELECT id, publisher_id AS publisherId FROM publisher_users WHERE email = ?').get(account.email.toLowerCase()) as { id: string; publisherId: string });
  return { me, sqlite, id };
}

describe("authentication's remembered users", () => {
  it('refuses a user deleted behind its back on the very next call', async () => {
    const w = await signedIn();
    expect(await w.me()).toBe(200);
    expect(await w.me()).toBe(200);
    w.sqlite.pragma('foreign_keys = OFF');
    w.sqlite.prepare('DELETE FROM publisher_users WHERE id = ?').run(w.id.id);
    expect(await w.me()).toBe(401);
  });

  it('refuses a user moved to another publisher, and forgets nothing a rolled-back write touched', async () => {
    const w = await signedIn();
    expect(await w.me()).toBe(200);
    const other = w.sqlite.prepare('SELECT id FROM publishers WHERE id <> ? LIMIT 1').pluck().get(w.id.publisherId) as string;
    w.sqlite.pragma('foreign_keys = OFF');
    // Moved and moved back inside a transaction that is undone: still signed in, read afresh.
    expect(() =>
      w.sqlite.transaction(() => {
        w.sqlite.prepare('UPDATE publisher_users SET publisher_id = ? WHERE id = ?').run(other, w.id.id);
        throw new Error('undo');
      })(),
    ).toThrow('undo');
    expect(await w.me()).toBe(200);
    w.sqlite.prepare('UPDATE publisher_users SET publisher_id = ? WHERE id = ?').run(other, w.id.id);
    expect(await w.me()).toBe(401);
  });
});
