import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LIVE_PREFIX, SANDBOX_PREFIX } from '@cashloop/shared';
import { AUDIENCE_NEEDS_A_RULE, audienceSchema, SEGMENT_NEEDS_A_CONDITION } from '@cashloop/shared/contracts/audiences';
import { paged } from '@cashloop/shared/common/paging';
import { bearer, createSession, createTestApp, demoAccounts, inSession, signIn } from '../../../test/helpers';

let app: FastifyInstance;
let token: string;
let otherToken: string;
const northwind = demoAccounts().find((a) => a.publisherId === 'pub_northwind' && a.totpSecret)!;
const harbour = demoAccounts().find((a) => a.publisherId === 'pub_harbour' && a.totpSecret)!;
const DAY = 86_400_000;

beforeAll(async () => {
  app = await createTestApp();
  app.deps.clock.setFrozen(true);
  token = await signIn(app, northwind.email);
  otherToken = await signIn(app, harbour.email);
});
afterAll(async () => {
  await app.close();
});

const sql = () => app.deps.data.sqlite;
const call = (method: 'GET' | 'POST' | 'DELETE', url: string, payload?: unknown, as = token, headers: Record<string, string> = {}) =>
  app.inject({ method, url: `${LIVE_PREFIX}${url}`, headers: { ...bearer(as), ...headers }, ...(payload === undefined ? {} : { payload: payload as object }) });
const list = async (as = token, headers: Record<string, string> = {}) => {
  const res = await call('GET', '/audience?page=0&size=50', undefined, as, headers);
  expect(res.statusCode, res.body).toBe(200);
  return paged(audienceSchema).parse(res.json());
};

interface Rule { retailerId: string | null; condition: 'MORE_THAN' | 'LESS_THAN'; amountMinor: number }

/** The members, computed independently from the raw rows in JS: debits in (now - period, now], per user. */
function expected(publisherId: string, period: number, rules: Rule[], now: number, sqlite = sql()) {
  const rows = sqlite
    .prepare("SELECT end_user_id AS u, amount, retailer_id AS r, booking_time AS t FROM transactions WHERE publisher_id = ? AND env = 'live'")
    .all(publisherId) as { u: string; amount: number; r: string | null; t: number }[];
  const total = new Map<string, number>();
  const at = new Map<string, number>();
  for (const row of rows) {
    if (row.amount >= 0 || row.t <= now - period * DAY || row.t > now) continue;
    total.set(row.u, (total.get(row.u) ?? 0) - row.amount);
    at.set(`${row.u}|${row.r}`, (at.get(`${row.u}|${row.r}`) ?? 0) - row.amount);
  }
  const meets = (v: number, r: Rule) => (r.condition === 'MORE_THAN' ? v > r.amountMinor : v < r.amountMinor);
  const firstRetailer = rules.find((r) => r.retailerId !== null)?.retailerId;
  let size = 0;
  let volume = 0;
  for (const [user, spend] of total) {
    const ok = rules.every((r) => {
      if (r.retailerId === null) return meets(spend, r);
      const v = at.get(`${user}|${r.retailerId}`) ?? 0;
      return v > 0 && meets(v, r);
    });
    if (!ok) continue;
    size++;
    volume += firstRetailer ? at.get(`${user}|${firstRetailer}`)! : spend;
  }
  return { size, transactionVolume: Math.round(volume) / 100 };
}

/** The retailer most of Northwind's recent spend went to. */
function busyRetailer() {
  return sql()
    .prepare(
      `SELECT r.id, r.website, r.name FROM transactions t JOIN retailers r ON r.id = t.retailer_id
       WHERE t.publisher_id = 'pub_northwind' AND t.env = 'live' AND t.amount < 0 AND t.booking_time > ?
       GROUP BY r.id ORDER BY COUNT(*) DESC LIMIT 1`,
    )
    .get(app.deps.clock.now() - 30 * DAY) as { id: string; website: string; name: string };
}

describe('audience list', () => {
  it('lists the publisher’s audiences newest first, with size, volume in pounds and the first rule’s retailer', async () => {
    const page = await list();
    const stored = sql()
      .prepare("SELECT id, size, transaction_volume AS v, retailer_id AS r FROM audiences WHERE publisher_id = 'pub_northwind' AND env = 'live' ORDER BY created_on DESC, id DESC")
      .all() as { id: string; size: number; v: number; r: string | null }[];
    expect(page.totalElements).toBe(stored.length);
    expect(page.content.map((a) => [a.id, a.size, a.transactionVolume, a.retailer?.id ?? null])).toEqual(
      stored.map((s) => [s.id, s.size, Math.abs(s.v) / 100, s.r]),
    );
    expect(page.content.some((a) => a.retailer !== null && a.retailer.retailerWebsite.length > 0)).toBe(true);
  });

  it('finds audiences by name for the campaign builder’s audience search', async () => {
    const first = (await list()).content[0]!;
    const res = await call('GET', `/audience?search=${encodeURIComponent(first.name.slice(0, 5))}`);
    const found = paged(audienceSchema).parse(res.json());
    expect(found.content.map((a) => a.id)).toContain(first.id);
    expect(found.content.every((a) => a.name.toLowerCase().includes(first.name.slice(0, 5).toLowerCase()))).toBe(true);
    expect(paged(audienceSchema).parse((await call('GET', '/audience?search=%25_no_such_%25')).json()).totalElements).toBe(0);
  });
});

describe('creating an audience', () => {
  it('computes the members of a spend rule plus a retailer rule from the transactions of the period', async () => {
    const retailer = busyRetailer();
    const res = await call('POST', '/audience', {
      name: '  Regular shoppers  ',
      period: 60,
      demographicConditions: [{ condition: 'MORE_THAN', amount: 50 }],
      retailerSegments: [
        { operand: 'AND', retailerConditions: [{ retailerWebsite: retailer.website, retailerName: retailer.name, logo: 'x.png', condition: 'MORE_THAN', amount: 5 }] },
        { operand: 'AND', retailerConditions: [{ retailerWebsite: 'ignored.example', condition: 'LESS_THAN', amount: 1 }] },
      ],
    });
    expect(res.statusCode, res.body).toBe(200);
    const audience = audienceSchema.parse(res.json());
    const want = expected('pub_northwind', 60, [
      { retailerId: null, condition: 'MORE_THAN', amountMinor: 5000 },
      { retailerId: retailer.id, condition: 'MORE_THAN', amountMinor: 500 },
    ], app.deps.clock.now());
    expect(want.size).toBeGreaterThan(0);
    expect(audience).toMatchObject({ name: 'Regular shoppers', period: 60, size: want.size, transactionVolume: want.transactionVolume });
    expect(audience.retailer).toMatchObject({ id: retailer.id, retailerWebsite: retailer.website });
    // Only the first segment is kept, and the screen's retailerName and logo are not stored.
    const stored = sql().prepare('SELECT conditions FROM audiences WHERE id = ?').pluck().get(audience.id) as string;
    expect(JSON.parse(stored)).toEqual({
      demographicConditions: [{ condition: 'MORE_THAN', amount: 5000 }],
      retailerSegments: [{ operand: 'AND', retailerConditions: [{ retailerWebsite: retailer.website, condition: 'MORE_THAN', amount: 500 }] }],
    });
    expect((await list()).content[0]!.id).toBe(audience.id);
  });

  it('defaults to 30 days and counts light spenders with a LESS_THAN rule', async () => {
    const res = await call('POST', '/audience', { name: 'Light', demographicConditions: [{ condition: 'LESS_THAN', amount: 40 }] });
    expect(res.statusCode, res.body).toBe(200);
    const audience = audienceSchema.parse(res.json());
    const want = expected('pub_northwind', 30, [{ retailerId: null, condition: 'LESS_THAN', amountMinor: 4000 }], app.deps.clock.now());
    expect(audience).toMatchObject({ period: 30, retailer: null, ...want });
  });

  it('refuses an audience with no rule, an empty retailer segment, a bad period and an unknown retailer', async () => {
    const before = sql().prepare('SELECT COUNT(*) FROM audiences').pluck().get();
    const noRule = await call('POST', '/audience', { name: 'Nobody', demographicConditions: [], retailerSegments: [] });
    expect(noRule.statusCode).toBe(400);
    expect(noRule.json().error.message).toContain(AUDIENCE_NEEDS_A_RULE);
    const emptySegment = await call('POST', '/audience', { name: 'x', retailerSegments: [{ operand: 'AND', retailerConditions: [] }] });
    expect(emptySegment.statusCode).toBe(400);
    expect(emptySegment.json().error.message).toContain(SEGMENT_NEEDS_A_CONDITION);
    const period = await call('POST', '/audience', { name: 'x', period: 45, demographicConditions: [{ condition: 'MORE_THAN', amount: 1 }] });
    expect(period.statusCode).toBe(400);
    expect(period.json().error.message).toMatch(/30, 60, 90/);
    const noAmount = await call('POST', '/audience', { name: 'x', demographicConditions: [{ condition: 'MORE_THAN' }] });
    expect(noAmount.statusCode).toBe(400);
    const unknown = await call('POST', '/audience', {
      name: 'x',
      retailerSegments: [{ operand: 'AND', retailerConditions: [{ retailerWebsite: 'no-such-shop.example', condition: 'MORE_THAN', amount: 1 }] }],
    });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().error.message).toMatch(/no-such-shop\.example/);
    expect(sql().prepare('SELECT COUNT(*) FROM audiences').pluck().get()).toBe(before);
  });
});

describe('the rolling period', () => {
  it('re-evaluates an audience as the clock moves on', async () => {
    const session = await createSession(app);
    const world = app.worlds.use(session)!;
    const headers = inSession(session);
    const sessionToken = await signIn(app, northwind.email, undefined, session);
    const created = await call('POST', '/audience', { name: 'Big', demographicConditions: [{ condition: 'MORE_THAN', amount: 100 }] }, sessionToken, headers);
    expect(created.statusCode, created.body).toBe(200);
    const rule: Rule[] = [{ retailerId: null, condition: 'MORE_THAN', amountMinor: 10_000 }];
    world.deps.clock.advance(20 * DAY);
    // Tokens expire on the same clock: sign in again in the later world.
    const laterToken = await signIn(app, northwind.email, undefined, session);
    const later = (await list(laterToken, headers)).content.find((a) => a.id === created.json().id)!;
    const want = expected('pub_northwind', 30, rule, world.deps.clock.now(), world.deps.data.sqlite);
    expect(later).toMatchObject(want);
    expect(later.size).toBeLessThan(created.json().size);
  });
});

describe('deleting an audience', () => {
  it('deletes an unused audience', async () => {
    const created = (await call('POST', '/audience', { name: 'Temp', demographicConditions: [{ condition: 'MORE_THAN', amount: 1 }] })).json();
    const res = await call('DELETE', `/audience/${created.id}`);
    expect(res.statusCode, res.body).toBe(200);
    expect(sql().prepare('SELECT COUNT(*) FROM audiences WHERE id = ?').pluck().get(created.id)).toBe(0);
  });

  it('refuses (409) while a pending or in-progress campaign uses it, and allows it once they have ended', async () => {
    const now = app.deps.clock.now();
    const used = sql()
      .prepare(
        `SELECT ca.audience_id AS id, MAX(c.end_date) AS lastEnd FROM campaign_audiences ca JOIN campaigns c ON c.id = ca.campaign_id
         WHERE c.publisher_id = 'pub_northwind' AND c.env = 'live' GROUP BY ca.audience_id HAVING MAX(c.end_date) >= ? LIMIT 1`,
      )
      .get(now) as { id: string; lastEnd: number };
    const res = await call('DELETE', `/audience/${used.id}`);
    expect(res.statusCode).toBe(409);
    expect(res.json().error.message).toMatch(/used by a pending or in-progress campaign/);
    expect(sql().prepare('SELECT COUNT(*) FROM audiences WHERE id = ?').pluck().get(used.id)).toBe(1);

    const session = await createSession(app);
    const world = app.worlds.use(session)!;
    world.deps.clock.set(used.lastEnd + DAY);
    const sessionToken = await signIn(app, northwind.email, undefined, session);
    const later = await call('DELETE', `/audience/${used.id}`, undefined, sessionToken, inSession(session));
    expect(later.statusCode, later.body).toBe(200);
    expect(world.deps.data.sqlite.prepare('SELECT COUNT(*) FROM campaign_audiences WHERE audience_id = ?').pluck().get(used.id)).toBe(0);
  });

  it('answers 404 for another publisher’s audience and changes nothing', async () => {
    const theirs = sql().prepare("SELECT id FROM audiences WHERE publisher_id = 'pub_harbour' AND env = 'live' LIMIT 1").pluck().get() as string;
    const res = await call('DELETE', `/audience/${theirs}`);
    expect(res.statusCode).toBe(404);
    expect(sql().prepare('SELECT COUNT(*) FROM audiences WHERE id = ?').pluck().get(theirs)).toBe(1);
    expect((await list(otherToken)).content.some((a) => a.id === theirs)).toBe(true);
    // And the sandbox partition is another world: a live id is not found there.
    const sandbox = await app.inject({ method: 'DELETE', url: `${SANDBOX_PREFIX}/audience/${theirs}`, headers: bearer(otherToken) });
    expect(sandbox.statusCode).toBe(404);
  });
});

describe('audience retailer search', () => {
  it('finds retailers by name or website, 50 a page', async () => {
    const retailer = busyRetailer();
    const res = await call('GET', `/retailer/search?page=0&size=50&search=${encodeURIComponent(retailer.name.slice(0, 4))}`);
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json() as { content: { id: string; retailerName: string; retailerWebsite: string }[]; totalElements: number };
    expect(body.content.some((r) => r.id === retailer.id)).toBe(true);
    expect(body.content.every((r) => `${r.retailerName} ${r.retailerWebsite}`.toLowerCase().includes(retailer.name.slice(0, 4).toLowerCase()))).toBe(true);
    const all = (await call('GET', '/retailer/search')).json() as { content: unknown[]; totalElements: number };
    expect(all.content).toHaveLength(Math.min(50, all.totalElements));
  });
});
