import { createHash } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { existsSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { LIVE_PREFIX } from '@cashloop/shared';
import { createSession, createTestApp, demoAccount, inSession } from '../../test/helpers';

let app: FastifyInstance;
beforeAll(async () => {
  app = await createTestApp();
});
afterAll(async () => {
  await app.close();
});

/** A checksum of the whole database of a world: every row of every table, byte for byte. */
function checksum(session: string): string {
  return createHash('sha256').update(app.worlds.use(session)!.data.image()).digest('hex');
}

const post = (url: string, session: string, payload?: object) => app.inject({ method: 'POST', url, headers: inSession(session), ...(payload ? { payload } : {}) });
const forgotPassword = (session: string) => post(`${LIVE_PREFIX}/auth/forgot-password`, session, { email: demoAccount().email });

// Each step copies a ~110 MB world: generous time-outs for a busy machine (nothing here asserts on time).
describe('snapshots and reset', { timeout: 90_000 }, () => {
  it('restore brings back the exact rows and the clock as saved', async () => {
    const session = await createSession(app);
    await forgotPassword(session);
    const saved = await post('/__mock/snapshots', session, { name: 'after setup' });
    expect(saved.statusCode, saved.body).toBe(200);
    const before = checksum(session);
    const savedNow = saved.json().clockNow as number;

    await forgotPassword(session);
    await post('/__mock/clock', session, { advanceMs: 7 * 86_400_000 });
    expect(checksum(session)).not.toBe(before);

    const restored = await post('/__mock/snapshots/after%20setup/restore', session);
    expect(restored.statusCode, restored.body).toBe(200);
    expect(checksum(session)).toBe(before);
    const clock = (await app.inject({ method: 'GET', url: '/__mock/clock', headers: inSession(session) })).json() as { now: number };
    expect(clock.now - savedNow).toBeLessThan(60_000);
    // A snapshot can be restored again and again: restoring does not consume it.
    await forgotPassword(session);
    await post('/__mock/snapshots/after%20setup/restore', session);
    expect(checksum(session)).toBe(before);
  });


  it('lists, deletes and answers 404 for unknown snapshots, per world', async () => {
    const [a, b] = [await createSession(app), await createSession(app)];
    await post('/__mock/snapshots', a, { name: 'one' });
    await post('/__mock/snapshots', a, { name: 'two' });
    const list = (await app.inject({ method: 'GET', url: '/__mock/snapshots', headers: inSession(a) })).json() as { name: string }[];
    expect(list.map((s) => s.name)).toEqual(['two', 'one']);
    expect((await app.inject({ method: 'GET', url: '/__mock/snapshots', headers: inSession(b) })).json()).toEqual([]);
    expect((await post('/__mock/snapshots/one/restore', b)).statusCode).toBe(404);
    expect((await app.inject({ method: 'DELETE', url: '/__mock/snapshots/one', headers: inSession(a) })).statusCode).toBe(200);
    expect((await app.inject({ method: 'DELETE', url: '/__mock/snapshots/one', headers: inSession(a) })).statusCode).toBe(404);
    expect((await post('/__mock/snapshots', a, { name: '../etc' })).statusCode).toBe(400);
  });

  // In an empty world (small images); seeding its template once is the slow part.
  it('refuses an eleventh snapshot in a world instead of dropping one, but replaces one of the same name', { timeout: 120_000 }, async () => {
    const session = await createSession(app, { scenario: 'empty' });
    for (let i = 1; i <= 10; i += 1) expect((await post('/__mock/snapshots', session, { name: `s${i}` })).statusCode).toBe(200);
    const refused = await post('/__mock/snapshots', session, { name: 's11' });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error.message).toMatch(/already has 10 snapshots/);
    expect((await post('/__mock/snapshots', session, { name: 's3' })).statusCode).toBe(200);
    await app.inject({ method: 'DELETE', url: `/__mock/sessions/${session}` });
  });

  it('reset rebuilds the exact seeded rows, with no body, an empty JSON body, {} or {scenario, seed}', async () => {
    const session = await createSession(app);
    const pristine = checksum(session);
    for (const payload of [undefined, '', {}, { scenario: 'demo', seed: 42 }]) {
      await forgotPassword(session);
      expect(checksum(session)).not.toBe(pristine);
      const res = await app.inject({
        method: 'POST',
        url: '/__mock/reset',
        headers: { ...inSession(session), ...(payload === '' ? { 'content-type': 'application/json' } : {}) },
        ...(payload === undefined ? {} : { payload }),
      });
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json()).toMatchObject({ scenario: 'demo', seed: 42, fromTemplate: true });
      expect(checksum(session)).toBe(pristine);
    }
  });
});
