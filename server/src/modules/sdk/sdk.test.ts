import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LIVE_PREFIX, SANDBOX_PREFIX } from '@cashloop/shared';
import { DEFAULT_SDK_COLOURS, sdkEndpoints as e } from '@cashloop/shared/contracts/sdk';
import { bearer, createSession, createTestApp, inSession, signIn } from '../../../test/helpers';

const MAIN = { email: 'alex.morgan@northwind.example.com', publisherId: 'pub_northwind' };
const OTHER = { email: 'sam.carter@harbourloyalty.example.com', publisherId: 'pub_harbour' };

let app: FastifyInstance;
let token: string;
let otherToken: string;
beforeAll(async () => {
  app = await createTestApp();
  token = await signIn(app, MAIN.email);
  otherToken = await signIn(app, OTHER.email);
});
afterAll(async () => {
  await app.close();
});

const call = (method: 'GET' | 'POST', url: string, headers: Record<string, string>, payload?: unknown) =>
  app.inject({ method, url, headers, ...(payload === undefined ? {} : { payload: payload as object }) });

const NEW_COLOURS = { ...DEFAULT_SDK_COLOURS, backgroundColour: '#102030', primaryButtonBackground: '#abc', highlightTextColour: '#FF0066' };

describe('SDK colours', () => {
  it('answers the saved colours of the partition', async () => {
    const res = await call('GET', `${LIVE_PREFIX}/sdk`, bearer(token));
    expect(res.statusCode, res.body).toBe(200);
    const body = e.colours.response.parse(res.json());
    const row = app.deps.data.sqlite
      .prepare(`SELECT id, background_colour AS bg FROM sdk_colours WHERE publisher_id = ? AND env = 'live'`)
      .get(MAIN.publisherId) as { id: string; bg: string };
    expect(body.id).toBe(row.id);
    expect(body.backgroundColour).toBe(row.bg);
    expect(body.publisherId).toBe(MAIN.publisherId);
  });

  it('answers the defaults when nothing is saved, and the seeds use the same defaults', async () => {
    const session = await createSession(app);
    const sessionToken = await signIn(app, MAIN.email, undefined, session);
    app.worlds.use(session)!.deps.data.sqlite.prepare(`DELETE FROM sdk_colours WHERE publisher_id = ?`).run(MAIN.publisherId);
    const res = await call('GET', `${SANDBOX_PREFIX}/sdk`, { ...bearer(sessionToken), ...inSession(session) });
    expect(res.json()).toEqual({ ...DEFAULT_SDK_COLOURS, id: null, publisherId: MAIN.publisherId, createdOn: null, updatedOn: null });
  });

  it('saves the 15 colours for this partition only and answers what was saved', async () => {
    const session = await createSession(app);
    const sessionToken = await signIn(app, MAIN.email, undefined, session);
    const headers = { ...bearer(sessionToken), ...inSession(session) };
    // The client may send back what it was given: id and dates are ignored.
    const res = await call('POST', `${SANDBOX_PREFIX}/sdk`, headers, { ...NEW_COLOURS, id: 'x', createdOn: 1 });
    expect(res.statusCode, res.body).toBe(200);
    const saved = e.saveColours.response.parse(res.json());
    expect(saved).toMatchObject(NEW_COLOURS);
    expect(saved.id).not.toBe('x');
    expect((await call('GET', `${SANDBOX_PREFIX}/sdk`, headers)).json()).toEqual(saved);
    // Live kept its own.
    expect((await call('GET', `${LIVE_PREFIX}/sdk`, headers)).json().backgroundColour).not.toBe('#102030');
    // A second save updates the same row.
    const again = e.saveColours.response.parse((await call('POST', `${SANDBOX_PREFIX}/sdk`, headers, { ...NEW_COLOURS, dividerColour: '#000000' })).json());
    expect(again.id).toBe(saved.id);
    expect(again.dividerColour).toBe('#000000');
  });

  it('refuses a colour that is not hex with a 400 naming it, and a missing colour', async () => {
    for (const [name, value] of [['cardBorderColour', 'red'], ['dividerColour', '#12345'], ['backgroundColour', 'url(x)']] as const) {
      const res = await call('POST', `${LIVE_PREFIX}/sdk`, bearer(token), { ...NEW_COLOURS, [name]: value });
      expect(res.statusCode).toBe(400);
      expect(res.body).toContain(name);
    }
    const { backgroundColour: _, ...missing } = NEW_COLOURS;
    expect((await call('POST', `${LIVE_PREFIX}/sdk`, bearer(token), missing)).statusCode).toBe(400);
  });

  it("keeps each publisher's colours apart", async () => {
    const session = await createSession(app);
    const mine = await signIn(app, MAIN.email, undefined, session);
    const theirs = await signIn(app, OTHER.email, undefined, session);
    await call('POST', `${LIVE_PREFIX}/sdk`, { ...bearer(mine), ...inSession(session) }, NEW_COLOURS);
    const other = e.colours.response.parse((await call('GET', `${LIVE_PREFIX}/sdk`, { ...bearer(theirs), ...inSession(session) })).json());
    expect(other.publisherId).toBe(OTHER.publisherId);
    expect(other.backgroundColour).not.toBe('#102030');
  });
});

describe('SDK feed', () => {
  const sdkToken = async (prefix: string, who = token) => {
    const res = await call('POST', `${prefix}/api-key/sdk/token`, bearer(who));
    expect(res.statusCode, res.body).toBe(200);
    return (res.json() as { token: string }).token;
  };

  it('answers the live programme offers with their cashback and the colours, with an SDK token', async () => {
    const res = await call('GET', `${LIVE_PREFIX}/sdk/offers`, bearer(await sdkToken(LIVE_PREFIX)));
    expect(res.statusCode, res.body).toBe(200);
    const feed = e.feed.response.parse(res.json());
    const live = app.deps.data.sqlite
      .prepare(`SELECT po.id FROM programme_offers po JOIN offers o ON o.id = po.offer_id
                WHERE po.publisher_id = ? AND po.env = 'live' AND po.active = 1 AND po.offer_approval = 'APPROVED' AND o.removed_on IS NULL`)
      .all(MAIN.publisherId) as { id: string }[];
    expect(feed.offers.length).toBe(Math.min(live.length, 50));
    expect(feed.offers.length).toBeGreaterThan(0);
    const liveIds = new Set(live.map((r) => r.id));
    expect(feed.offers.every((o) => liveIds.has(o.id) && o.cashback.length > 0 && o.retailerName.length > 0)).toBe(true);
    expect(feed.colours).toEqual(Object.fromEntries(Object.entries((await call('GET', `${LIVE_PREFIX}/sdk`, bearer(token))).json()).filter(([k]) => k in DEFAULT_SDK_COLOURS)));
  });

  it("serves the token's publisher only, on the token's partition only", async () => {
    const theirs = e.feed.response.parse((await call('GET', `${LIVE_PREFIX}/sdk/offers`, bearer(await sdkToken(LIVE_PREFIX, otherToken)))).json());
    const mine = e.feed.response.parse((await call('GET', `${LIVE_PREFIX}/sdk/offers`, bearer(await sdkToken(LIVE_PREFIX)))).json());
    const myIds = new Set(mine.offers.map((o) => o.id));
    expect(theirs.offers.some((o) => myIds.has(o.id))).toBe(false);
    const wrongPartition = await call('GET', `${SANDBOX_PREFIX}/sdk/offers`, bearer(await sdkToken(LIVE_PREFIX)));
    expect(wrongPartition.statusCode).toBe(401);
  });

  it('answers 401 without a token, with a forged one or an expired one', async () => {
    expect((await call('GET', `${LIVE_PREFIX}/sdk/offers`, {})).statusCode).toBe(401);
    expect((await call('GET', `${LIVE_PREFIX}/sdk/offers`, bearer('not.a.token'))).statusCode).toBe(401);
    const session = await createSession(app);
    const sessionToken = await signIn(app, MAIN.email, undefined, session);
    const headers = { ...bearer(sessionToken), ...inSession(session) };
    const sdk = ((await call('POST', `${LIVE_PREFIX}/api-key/sdk/token`, headers)).json() as { token: string }).token;
    app.worlds.use(session)!.deps.clock.advance(16 * 60_000);
    const res = await call('GET', `${LIVE_PREFIX}/sdk/offers`, { ...bearer(sdk), ...inSession(session) });
    expect(res.statusCode).toBe(401);
    expect(res.json().error.message).toMatch(/SDK token/);
  });
});
