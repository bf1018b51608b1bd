import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LIVE_PREFIX, SANDBOX_PREFIX } from '@cashloop/shared';
import { bearer, createTestApp, demoAccounts, signIn } from '../../../test/helpers';
import { CARDLYTICS_SETUP_MS } from './cardlytics.service';

let app: FastifyInstance;
const tokens: Record<string, string> = {};
const accountOf = (publisherId: string) => demoAccounts().find((a) => a.publisherId === publisherId && a.totpSecret)!;

beforeAll(async () => {
  app = await createTestApp();
  for (const id of ['pub_northwind', 'pub_harbour', 'pub_pixelperks']) tokens[id] = await signIn(app, accountOf(id).email);
});
afterAll(async () => {
  await app.close();
});

const call = (publisherId: string, method: 'GET' | 'POST', path: string, prefix = LIVE_PREFIX) =>
  app.inject({ method, url: `${prefix}/publisher${path}`, headers: bearer(tokens[publisherId]!) });

const stored = (publisherId: string) =>
  app.deps.data.sqlite.prepare('SELECT cardlytics_status AS s, cardlytics_activated AS a FROM publishers WHERE id = ?').get(publisherId) as { s: string; a: number };

describe('card-linked programme', () => {
  // First: later tests move the clock past the seeded due time.
  it('a seeded set-up in progress completes at its stored due time, not at the first request after a restart', async () => {
    const due = (app.deps.data.sqlite.prepare('SELECT cardlytics_setup_due_on AS d FROM publishers WHERE id = ?').get('pub_pixelperks') as { d: number | null }).d;
    expect(due).not.toBeNull();
    const start = app.deps.clock.now();
    const earlierToken = tokens.pub_pixelperks!;
    // A day on is past the token's lifetime: sign in again there (sign-in moves the clock 30 s).
    app.deps.clock.set(due! - 120_000);
    tokens.pub_pixelperks = await signIn(app, accountOf('pub_pixelperks').email);
    expect((await call('pub_pixelperks', 'GET', '', SANDBOX_PREFIX)).json().cardlyticsStatus).toBe('SETTING_UP_ACCOUNT');
    app.deps.clock.set(due!);
    expect((await call('pub_pixelperks', 'GET', '', SANDBOX_PREFIX)).json().cardlyticsStatus).toBe('AVAILABLE');
    app.deps.clock.set(start);
    tokens.pub_pixelperks = earlierToken;
  });

  it("answers the caller's status on both hosts", async () => {
    for (const prefix of [LIVE_PREFIX, SANDBOX_PREFIX]) {
      const res = await call('pub_northwind', 'GET', '', prefix);
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ cardlyticsStatus: 'AVAILABLE', cardlyticsActivated: true });
    }
  });

  it('pauses and activates only once AVAILABLE', async () => {
    const paused = await call('pub_northwind', 'POST', '/change-cardlytics');
    expect(paused.json()).toEqual({ cardlyticsStatus: 'AVAILABLE', cardlyticsActivated: false });
    const active = await call('pub_northwind', 'POST', '/change-cardlytics');
    expect(active.json()).toEqual({ cardlyticsStatus: 'AVAILABLE', cardlyticsActivated: true });

    const notYet = await call('pub_harbour', 'POST', '/change-cardlytics');
    expect(notYet.statusCode).toBe(409);
    expect(stored('pub_harbour')).toEqual({ s: 'NOT_STARTED', a: 0 });
  });

  it('refuses to request access twice', async () => {
    expect((await call('pub_northwind', 'POST', '/activate-cardlytics')).statusCode).toBe(409);
    expect((await call('pub_pixelperks', 'POST', '/activate-cardlytics')).statusCode).toBe(409);
    expect(stored('pub_northwind').s).toBe('AVAILABLE');
  });

  it('request access sets up the account, which becomes AVAILABLE on the clock', async () => {
    const res = await call('pub_harbour', 'POST', '/activate-cardlytics');
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ cardlyticsStatus: 'SETTING_UP_ACCOUNT', cardlyticsActivated: false });
    // Another publisher sees nothing of it.
    expect((await call('pub_northwind', 'GET', '')).json().cardlyticsStatus).toBe('AVAILABLE');

    // Tokens expire on the same clock: sign in again after moving it.
    const later = async (ms: number) => {
      app.deps.clock.advance(ms);
      tokens.pub_harbour = await signIn(app, accountOf('pub_harbour').email);
    };
    await later(CARDLYTICS_SETUP_MS - 60_000);
    expect((await call('pub_harbour', 'GET', '')).json().cardlyticsStatus).toBe('SETTING_UP_ACCOUNT');
    await later(60_000);
    expect((await call('pub_harbour', 'GET', '')).json()).toEqual({ cardlyticsStatus: 'AVAILABLE', cardlyticsActivated: false });
    expect((await call('pub_harbour', 'POST', '/change-cardlytics')).json().cardlyticsActivated).toBe(true);
  });

});
