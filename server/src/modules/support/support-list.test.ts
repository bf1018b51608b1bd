import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LIVE_PREFIX, SANDBOX_PREFIX } from '@cashloop/shared';
import { paged } from '@cashloop/shared/common/paging';
import { supportTicketRowSchema, ticketEnvelopeSchema } from '@cashloop/shared/contracts/support';
import { bearer, createTestApp, demoAccounts, signIn } from '../../../test/helpers';

let app: FastifyInstance;
let token: string;
const northwind = demoAccounts().find((a) => a.publisherId === 'pub_northwind' && a.totpSecret)!;
const page = paged(supportTicketRowSchema);

beforeAll(async () => {
  app = await createTestApp();
  token = await signIn(app, northwind.email);
  app.deps.clock.setFrozen(true);
});
afterAll(async () => {
  await app.close();
});

const sql = () => app.deps.data.sqlite;
const get = (url: string) => app.inject({ method: 'GET', url, headers: bearer(token) });
async function list(url: string) {
  const res = await get(url);
  expect(res.statusCode, res.body).toBe(200);
  return page.parse(res.json());
}
const count = (where: string, ...args: unknown[]) =>
  sql().prepare(`SELECT COUNT(*) FROM support_tickets WHERE publisher_id = 'pub_northwind' AND ${where}`).pluck().get(...args) as number;
const ticketOf = (publisherId: string, env: string, where = '1') =>
  sql().prepare(`SELECT id FROM support_tickets WHERE publisher_id = ? AND env = ? AND ${where} ORDER BY id LIMIT 1`).pluck().get(publisherId, env) as string;

describe('support ticket list', () => {
  it('lists open tickets latest first by default filter, with the total of the partition', async () => {
    const body = await list(`${LIVE_PREFIX}/support?page=0&size=25&sort=LATEST&resolved=false`);
    expect(body.totalElements).toBe(count("env = 'live' AND resolved = 0"));
    expect(body.content.length).toBe(Math.min(25, body.totalElements));
    expect(body.content.every((t) => !t.resolved)).toBe(true);
    const created = body.content.map((t) => t.createdOn);
    expect([...created].sort((a, b) => b - a)).toEqual(created);
  });

  it('orders oldest first, filters by a list of support levels, and pages zero-based', async () => {
    const oldest = await list(`${LIVE_PREFIX}/support?sort=OLDEST&size=100`);
    const created = oldest.content.map((t) => t.createdOn);
    expect([...created].sort((a, b) => a - b)).toEqual(created);
    expect(oldest.totalElements).toBe(count("env = 'live'"));

    const levels = await list(`${LIVE_PREFIX}/support?supportLevel=CLIENT,SUPPLIER&resolved=true&size=100`);
    expect(levels.totalElements).toBe(count("env = 'live' AND resolved = 1 AND support_level IN ('CLIENT', 'SUPPLIER')"));
    expect(levels.content.every((t) => t.resolved && t.supportLevel !== 'CASHLOOP')).toBe(true);

    const second = await list(`${LIVE_PREFIX}/support?sort=OLDEST&page=1&size=5`);
    expect(second.content.map((t) => t.id)).toEqual(oldest.content.slice(5, 10).map((t) => t.id));
  });

  it('keeps the partitions apart', async () => {
    const body = await list(`${SANDBOX_PREFIX}/support?size=100`);
    expect(body.totalElements).toBe(count("env = 'sandbox'"));
  });

  it("searches one end user's tickets, and answers 404 for a user of another publisher or partition", async () => {
    const userId = sql().prepare("SELECT end_user_id FROM support_tickets WHERE publisher_id = 'pub_northwind' AND env = 'live' ORDER BY id LIMIT 1").pluck().get() as string;
    const body = await list(`${LIVE_PREFIX}/support/user/${userId}?page=0&size=25`);
    expect(body.totalElements).toBe(count("env = 'live' AND end_user_id = ?", userId));
    expect(body.content.every((t) => t.endUserId === userId)).toBe(true);
    expect((await get(`${SANDBOX_PREFIX}/support/user/${userId}`)).statusCode).toBe(404);
    const harbourUser = sql().prepare("SELECT end_user_id FROM support_tickets WHERE publisher_id = 'pub_harbour' LIMIT 1").pluck().get() as string;
    expect((await get(`${LIVE_PREFIX}/support/user/${harbourUser}`)).statusCode).toBe(404);
  });

  it('refuses a bad sort, level or resolved value with a message', async () => {
    for (const q of ['sort=NEWEST', 'supportLevel=BOSS', 'resolved=maybe', 'size=0']) {
      const res = await get(`${LIVE_PREFIX}/support?${q}`);
      expect(res.statusCode, q).toBe(400);
      expect(res.json().error.message.length).toBeGreaterThan(0);
    }
  });
});

describe('seeded support tickets', () => {
  it('give each seeded action its own log key, and escalated tickets a level above CLIENT', () => {
    const shared = sql().prepare('SELECT COUNT(*) FROM (SELECT ticket_id, timestamp / 1000 FROM support_ticket_actions GROUP BY 1, 2 HAVING COUNT(*) > 1)').pluck().get();
    expect(shared).toBe(0);
    const escalatedAtClient = sql()
      .prepare(
        `SELECT COUNT(*) FROM support_tickets t WHERE t.support_level = 'CLIENT'
         AND EXISTS (SELECT 1 FROM support_ticket_actions a WHERE a.ticket_id = t.id AND a.action = 'ESCALATED_TO_CASHBACK_PROVIDER')`,
      )
      .pluck()
      .get();
    expect(escalatedAtClient).toBe(0);
  });
});

describe('support ticket detail', () => {
  it("answers the envelope with the expected offer's programme data, conditions and channels", async () => {
    const id = ticketOf('pub_northwind', 'live', 'transaction_id IS NOT NULL AND program_offer_requested_id IS NOT NULL');
    const res = await get(`${LIVE_PREFIX}/support/${id}`);
    expect(res.statusCode, res.body).toBe(200);
    const body = ticketEnvelopeSchema.parse(res.json());
    const q = body.missedTransactionQuery;
    expect(q.id).toBe(id);
    expect(q.programOfferRequested?.cashbackEarnings.length).toBeGreaterThan(0);
    expect(q.programOfferRequested?.offer.channels.length).toBeGreaterThan(0);
    expect(body.transactionData?.id).toBe(q.transactionId);
    expect(body.endUser.id).toBe(q.endUserId);
    for (const a of body.endUserOfferActivations) expect(a.currentlyActive).toBe(a.expiryDate > app.deps.clock.now());
    for (const key of Object.keys(q.actionLog)) expect(key).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
    const keys = Object.keys(q.actionLog);
    expect([...keys].sort().reverse()).toEqual(keys);
    expect(q.actionLogTotalElements).toBe(
      sql().prepare('SELECT COUNT(DISTINCT timestamp) FROM support_ticket_actions WHERE ticket_id = ?').pluck().get(id),
    );
  });

  it('pages the action log on the server', async () => {
    const id = sql()
      .prepare(
        `SELECT t.id FROM support_tickets t WHERE publisher_id = 'pub_northwind' AND env = 'live'
         AND (SELECT COUNT(DISTINCT timestamp) FROM support_ticket_actions a WHERE a.ticket_id = t.id) >= 2 ORDER BY id LIMIT 1`,
      )
      .pluck()
      .get() as string;
    const all = ticketEnvelopeSchema.parse((await get(`${LIVE_PREFIX}/support/${id}?size=25`)).json()).missedTransactionQuery;
    const second = ticketEnvelopeSchema.parse((await get(`${LIVE_PREFIX}/support/${id}?page=1&size=1`)).json()).missedTransactionQuery;
    expect(Object.keys(second.actionLog)).toEqual([Object.keys(all.actionLog)[1]]);
    expect(second.actionLogTotalElements).toBe(all.actionLogTotalElements);
  });

  it("answers 404 for another publisher's or partition's ticket", async () => {
    expect((await get(`${LIVE_PREFIX}/support/${ticketOf('pub_harbour', 'live')}`)).statusCode).toBe(404);
    expect((await get(`${LIVE_PREFIX}/support/${ticketOf('pub_northwind', 'sandbox')}`)).statusCode).toBe(404);
    expect((await get(`${LIVE_PREFIX}/support/tkt_nope`)).json().error.message).toBe('No support ticket with this id');
  });
});
