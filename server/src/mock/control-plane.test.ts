import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LIVE_PREFIX } from '@cashloop/shared';
import { clockStateSchema } from '@cashloop/shared/contracts/mock';
import { createTestApp, demoAccount, signIn } from '../../test/helpers';

let app: FastifyInstance;
beforeAll(async () => {
  app = await createTestApp();
});
afterAll(async () => {
  await app.close();
});

const setClock = async (payload: object) => {
  const res = await app.inject({ method: 'POST', url: '/__mock/clock', payload });
  expect(res.statusCode).toBe(200);
  return clockStateSchema.parse(res.json());
};

describe('mock clock', () => {
  it('applies everything due by the new now before it answers: no API call is needed to see the world move', async () => {
    // A world of its own: the other tests move this file's clock to wall time.
    const fresh = await createTestApp();
    try {
      const sqlite = fresh.deps.data.sqlite;
      const due = (at: number) => sqlite.prepare('SELECT COUNT(*) FROM cashback WHERE next_transition_on <= ?').pluck().get(at) as number;
      const later = fresh.deps.clock.now() + 14 * 86_400_000;
      expect(due(later)).toBeGreaterThan(0);
      const res = await fresh.inject({ method: 'POST', url: '/__mock/clock', payload: { now: later, frozen: true } });
      expect(clockStateSchema.parse(res.json()).now).toBe(later);
      expect(due(later)).toBe(0);
    } finally {
      await fresh.close();
    }
  }, 60_000);

  it('can be read, frozen, set by ms or ISO text, advanced and reset to wall time', async () => {
    const read = clockStateSchema.parse((await app.inject({ method: 'GET', url: '/__mock/clock' })).json());
    expect(Math.abs(read.now - app.deps.clock.now())).toBeLessThan(1000);

    const frozen = await setClock({ frozen: true });
    expect(frozen.frozen).toBe(true);
    await new Promise((r) => setTimeout(r, 20));
    expect(app.deps.clock.now()).toBe(frozen.now);

    expect((await setClock({ now: Date.UTC(2025, 0, 1) })).iso).toBe('2025-01-01T00:00:00.000Z');
    expect((await setClock({ now: '2025-03-01T12:00:00+01:00' })).now).toBe(Date.UTC(2025, 2, 1, 11));
    expect((await setClock({ advanceMs: 60_000 })).now).toBe(Date.UTC(2025, 2, 1, 11, 1));

    const reset = await setClock({ reset: true });
    expect(reset.frozen).toBe(false);
    expect(Math.abs(reset.now - Date.now())).toBeLessThan(5000);
  });

  it('stops at exactly the instant given when setting and freezing in one call', async () => {
    await setClock({ reset: true });
    const at = Date.UTC(2026, 5, 1, 9, 30);
    const state = await setClock({ now: at, frozen: true });
    expect(state).toMatchObject({ now: at, frozen: true });
    expect(app.deps.clock.now()).toBe(at);
    expect((await setClock({ advanceMs: 1000, frozen: true })).now).toBe(at + 1000);
    await setClock({ reset: true });
  });

  it('refuses unknown fields and wrong types with a 400 in the error shape', async () => {
    for (const payload of [{ speed: 2 }, { advanceMs: 'soon' }, { now: 'yesterday' }]) {
      const res = await app.inject({ method: 'POST', url: '/__mock/clock', payload });
      expect(res.statusCode).toBe(400);
      expect(res.json().error.code).toBe('VALIDATION_FAILED');
    }
  });
});

describe('mock outbox', () => {
  it('waits for the first email matching to and subject when asked to, and answers [] when none came in time', async () => {
    const to = 'sam.carter@harbourloyalty.example.com';
    const started = Date.now();
    const waiting = app.inject({ method: 'GET', url: `/__mock/outbox?to=${to}&subject=RESET&wait=20000` });
    await new Promise((r) => setTimeout(r, 100));
    await app.inject({ method: 'POST', url: `${LIVE_PREFIX}/auth/forgot-password`, payload: { email: to } });
    const got = (await waiting).json() as { to: string; subject: string; links: string[] }[];
    expect(got).toHaveLength(1);
    expect(got[0]).toMatchObject({ to });
    expect(got[0]!.subject.toLowerCase()).toContain('reset');
    // Answered as the email was sent, not at the end of the wait.
    expect(Date.now() - started).toBeLessThan(15_000);

    const none = await app.inject({ method: 'GET', url: `/__mock/outbox?to=${to}&subject=no-such-subject&wait=50` });
    expect(none.statusCode).toBe(200);
    expect(none.json()).toEqual([]);
    const bad = await app.inject({ method: 'GET', url: '/__mock/outbox?wait=60001' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.message).toContain('wait is at most 30000 ms');
  });

  it('lists emails newest first and filters by recipient', async () => {
    const [a, b] = [demoAccount({ role: 'ADMIN' }).email, demoAccount({ role: 'USER' }).email];
    for (const email of [a, b, a]) {
      await app.inject({ method: 'POST', url: `${LIVE_PREFIX}/auth/forgot-password`, payload: { email } });
      app.deps.clock.advance(1000);
    }
    const all = (await app.inject({ method: 'GET', url: '/__mock/outbox' })).json() as { to: string; sentAt: number }[];
    expect(all.map((m) => m.sentAt)).toEqual([...all.map((m) => m.sentAt)].sort((x, y) => y - x));
    const onlyA = (await app.inject({ method: 'GET', url: `/__mock/outbox?to=${encodeURIComponent(a.toUpperCase())}` })).json() as { to: string }[];
    expect(onlyA.length).toBe(2);
    expect(onlyA.every((m) => m.to === a)).toBe(true);
  });
});

describe('mock reset', () => {
  it('restores the seeded world: a changed password comes back', { timeout: 90_000 }, async () => {
    const account = demoAccount({ role: 'ADMIN' });
    await app.inject({ method: 'POST', url: `${LIVE_PREFIX}/auth/forgot-password`, payload: { email: account.email } });
    const [mail] = (await app.inject({ method: 'GET', url: `/__mock/outbox?to=${account.email}` })).json() as { links: string[] }[];
    const id = mail!.links[0]!.split('/').pop();
    const changed = await app.inject({ method: 'POST', url: `${LIVE_PREFIX}/auth/reset-password`, payload: { id, password: 'Changed-Pass77' } });
    expect(changed.statusCode).toBe(200);
    const oldLogin = { method: 'POST' as const, url: `${LIVE_PREFIX}/auth/login`, payload: { email: account.email, password: account.password } };
    expect((await app.inject(oldLogin)).statusCode).toBe(400);

    const reset = await app.inject({ method: 'POST', url: '/__mock/reset', payload: { scenario: 'demo', seed: 42 } });
    expect(reset.statusCode).toBe(200);
    expect(reset.json()).toMatchObject({ scenario: 'demo', seed: 42 });
    expect((await app.inject(oldLogin)).statusCode).toBe(200);
    await expect(signIn(app, account.email)).resolves.toEqual(expect.any(String));
    const after = (await app.inject({ method: 'GET', url: '/__mock/outbox' })).json() as { links: string[] }[];
    expect(after.flatMap((m) => m.links)).not.toContain(mail!.links[0]);
  });
});
