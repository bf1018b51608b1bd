import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LIVE_PREFIX } from '@cashloop/shared';
import { paged } from '@cashloop/shared/common/paging';
import { supportTicketRowSchema } from '@cashloop/shared/contracts/support';
import { bearer, createTestApp, demoAccounts, signIn } from '../../../test/helpers';

let app: FastifyInstance;
let token: string;
const northwind = demoAccounts().find((a) => a.publisherId === 'pub_northwind' && a.totpSecret)!;
const page = paged(supportTicketRowSchema);

beforeAll(async () => {
  app = await createTestApp();
  token = await signIn(app, northwind.email);
});
afterAll(async () => {
  await app.close();
});

const sql = () => app.deps.data.sqlite;
async function list(query: string) {
  const res = await app.inject({ method: 'GET', url: `${LIVE_PREFIX}/support?${query}`, headers: bearer(token) });
  expect(res.statusCode, res.body).toBe(200);
  return page.parse(res.json());
}
const ticketIds = (where: string, ...args: unknown[]) =>
  sql()
    .prepare(`SELECT id FROM support_tickets WHERE publisher_id = 'pub_northwind' AND env = 'live' AND ${where} ORDER BY created_on DESC, id DESC`)
    .pluck()
    .all(...args) as string[];

/** Spec 3 §2.9: the list's `search` is an end user id. */
describe('support ticket list search', () => {
  it('answers only the tickets of the end user searched for, with their total', async () => {
    const userId = sql()
      .prepare("SELECT end_user_id FROM support_tickets WHERE publisher_id = 'pub_northwind' AND env = 'live' GROUP BY end_user_id ORDER BY COUNT(*) DESC, end_user_id LIMIT 1")
      .pluck()
      .get() as string;
    const expected = ticketIds('end_user_id = ?', userId);
    expect(ticketIds('1').length).toBeGreaterThan(expected.length);

    const body = await list(`search=${encodeURIComponent(userId)}&size=100`);
    expect(body.content.map((t) => t.id)).toEqual(expected);
    expect(body.totalElements).toBe(expected.length);

    // With the other filters, and surrounding spaces trimmed as a search box would send them.
    const open = await list(`search=${encodeURIComponent(` ${userId} `)}&resolved=false&sort=OLDEST&size=100`);
    const expectedOpen = ticketIds('end_user_id = ? AND resolved = 0', userId).reverse();
    expect(open.content.map((t) => t.id)).toEqual(expectedOpen);
    expect(open.totalElements).toBe(expectedOpen.length);
  });

  it('answers an empty page, not a 404, for an end user with no tickets here (another publisher’s included)', async () => {
    const harbourUser = sql().prepare("SELECT end_user_id FROM support_tickets WHERE publisher_id = 'pub_harbour' LIMIT 1").pluck().get() as string;
    for (const search of ['eu_nobody', harbourUser]) {
      const body = await list(`search=${encodeURIComponent(search)}`);
      expect(body, search).toEqual({ content: [], totalElements: 0 });
    }
  });

  it('treats an empty search as no search', async () => {
    const body = await list('search=&size=1');
    expect(body.totalElements).toBe(ticketIds('1').length);
  });
});
