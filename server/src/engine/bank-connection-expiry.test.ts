import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LIVE_PREFIX } from '@cashloop/shared';
import type { AppDeps } from '../world/app-deps';
import { bearer, createSession, createTestApp, demoAccount, inSession, signIn } from '../../test/helpers';
import { catchUp, scheduleChanged } from './index';

const DAY = 86_400_000;
let app: FastifyInstance;
let session: string;
let token: string;
let deps: AppDeps;
const account = demoAccount();

beforeAll(async () => {
  app = await createTestApp();
  session = await createSession(app);
  deps = app.worlds.use(session)!.deps;
  token = await signIn(app, account.email, undefined, session);
  deps.clock.setFrozen(true);
});
afterAll(async () => {
  await app.close();
});

/** What the engine does before every API request: brings the world up to its clock. */
function touch(): void {
  catchUp(deps);
}

const accountEvents = (id: string) =>
  deps.data.sqlite
    .prepare("SELECT type, created_on AS at FROM domain_events WHERE entity_type = 'bank_connection' AND entity_id = ? AND type <> 'ACCOUNT_CONNECTED' ORDER BY seq")
    .all(id) as { type: string; at: number }[];

describe('bank connection consent on the clock', () => {
  it('records the 30, 14, 7, 3 and 1 day warnings when due, then expires the connection, each event once and in order', async () => {
    const sqlite = deps.data.sqlite;
    const start = deps.clock.now();
    // A LIVE connection whose consent ends in 40 days and that has no consent events yet.
    const target = sqlite
      .prepare("SELECT id FROM bank_connections WHERE publisher_id = ? AND env = 'live' AND is_active = 1 ORDER BY created_on DESC LIMIT 1")
      .get(account.publisherId) as { id: string };
    sqlite.prepare("DELETE FROM domain_events WHERE entity_type = 'bank_connection' AND entity_id = ? AND type <> 'ACCOUNT_CONNECTED'").run(target.id);
    const expiresOn = start + 40 * DAY;
    sqlite.prepare('UPDATE bank_connections SET expires_on = ?, created_on = ? WHERE id = ?').run(expiresOn, start - 50 * DAY, target.id);
    scheduleChanged(deps);

    const steps: [days: number, expected: string[]][] = [
      [9, []],
      [11, ['ACCOUNT_30_DAY_WARNING']],
      [27, ['ACCOUNT_30_DAY_WARNING', 'ACCOUNT_14_DAY_WARNING']],
      [37.5, ['ACCOUNT_30_DAY_WARNING', 'ACCOUNT_14_DAY_WARNING', 'ACCOUNT_7_DAY_WARNING', 'ACCOUNT_3_DAY_WARNING']],
    ];
    for (const [days, expected] of steps) {
      deps.clock.set(start + days * DAY);
      touch();
      touch();
      expect(accountEvents(target.id).map((e) => e.type), `after ${days} days`).toEqual(expected);
    }
    const isActive = () => (sqlite.prepare('SELECT is_active FROM bank_connections WHERE id = ?').pluck().get(target.id) as number);
    expect(isActive()).toBe(1);

    // One jump past both the last warning and the end of the consent.
    deps.clock.set(start + 45 * DAY);
    touch();
    touch();
    const events = accountEvents(target.id);
    expect(events).toEqual([30, 14, 7, 3, 1, 0].map((d) => ({ type: d ? `ACCOUNT_${d}_DAY_WARNING` : 'ACCOUNT_EXPIRED', at: expiresOn - d * DAY })));
    expect(isActive()).toBe(0);

    // Through the API as well: a fresh sign-in, as the old token expired with the clock.
    token = await signIn(app, account.email, undefined, session);
    const ended = await app.inject({
      method: 'DELETE', url: `${LIVE_PREFIX}/account-requisition/requisition/${target.id}`, headers: { ...bearer(token), ...inSession(session) },
    });
    expect(ended.statusCode).toBe(409);
  });

  it('never records one consent event twice, whatever connection, however the clock moved', async () => {
    deps.clock.advance(60 * DAY);
    touch();
    const duplicates = deps.data.sqlite
      .prepare(
        `SELECT entity_id, type, created_on, COUNT(*) AS n FROM domain_events
         WHERE entity_type = 'bank_connection' AND type LIKE 'ACCOUNT_%' GROUP BY entity_id, type, created_on HAVING n > 1`,
      )
      .all();
    expect(duplicates).toEqual([]);
    // Nothing LIVE is past its consent, and every connection that expired has its ACCOUNT_EXPIRED.
    const now = deps.clock.now();
    const sqlite = deps.data.sqlite;
    expect(sqlite.prepare('SELECT COUNT(*) FROM bank_connections WHERE is_active = 1 AND expires_on <= ?').pluck().get(now)).toBe(0);
    expect(
      sqlite
        .prepare(
          `SELECT COUNT(*) FROM bank_connections c WHERE is_active = 0 AND disconnected_on IS NULL AND NOT EXISTS
           (SELECT 1 FROM domain_events e WHERE e.entity_type = 'bank_connection' AND e.entity_id = c.id AND e.type = 'ACCOUNT_EXPIRED' AND e.created_on = c.expires_on)`,
        )
        .pluck()
        .get(),
    ).toBe(0);
  });
});
