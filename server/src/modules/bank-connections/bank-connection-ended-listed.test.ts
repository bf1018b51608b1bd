import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LIVE_PREFIX } from '@cashloop/shared';
import { bankConnectionSchema } from '@cashloop/shared/contracts/bank-connections';
import { invoiceSchema } from '@cashloop/shared/contracts/billing';
import { paged } from '@cashloop/shared/common/paging';
import { bearer, createTestApp, demoAccounts, signIn } from '../../../test/helpers';

let app: FastifyInstance;
let token: string;
const northwind = demoAccounts().find((a) => a.publisherId === 'pub_northwind' && a.totpSecret)!;
const page = paged(bankConnectionSchema);

beforeAll(async () => {
  app = await createTestApp();
  app.deps.clock.setFrozen(true);
  token = await signIn(app, northwind.email);
});
afterAll(async () => {
  await app.close();
});

const get = async (path: string) => {
  const res = await app.inject({ method: 'GET', url: `${LIVE_PREFIX}${path}`, headers: bearer(token) });
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
};
/** Every row of the list, page by page, and the total each page reported. */
async function wholeList() {
  const rows: { id: string; isActive: boolean }[] = [];
  const totals = new Set<number>();
  for (let p = 0; ; p++) {
    const body = page.parse(await get(`/account-requisition?page=${p}&size=500`));
    totals.add(body.totalElements);
    rows.push(...body.content);
    if (body.content.length < 500) break;
  }
  return { rows, totals: [...totals] };
}

/** Decision 0042: an ended connection is kept and listed as EXPIRED, as the invoices that bill it count it. */
describe('an ended bank connection', () => {
  it('stays in the list, its total, the user’s list and by id as EXPIRED, and the upcoming invoice still counts it', async () => {
    const live = app.deps.data.sqlite
      .prepare("SELECT id, end_user_id AS endUserId FROM bank_connections WHERE publisher_id = ? AND env = 'live' AND is_active = 1 ORDER BY created_on DESC LIMIT 1")
      .get(northwind.publisherId) as { id: string; endUserId: string };
    const before = await wholeList();
    const invoiceBefore = invoiceSchema.parse(await get('/invoice/current'));

    const res = await app.inject({ method: 'DELETE', url: `${LIVE_PREFIX}/account-requisition/requisition/${live.id}`, headers: bearer(token) });
    expect(res.statusCode, res.body).toBe(200);

    const after = await wholeList();
    expect(after.totals).toEqual([after.rows.length]);
    expect(after.rows.length).toBe(before.rows.length);
    expect(after.rows.map((r) => r.id)).toEqual(before.rows.map((r) => r.id));
    expect(after.rows.find((r) => r.id === live.id)?.isActive).toBe(false);

    const mine = page.parse(await get(`/account-requisition/user/${live.endUserId}?size=100`));
    expect(mine.content.find((r) => r.id === live.id)?.isActive).toBe(false);
    expect(mine.totalElements).toBe(mine.content.length);
    expect((await get(`/account-requisition/requisition/${live.id}`))[0]).toMatchObject({ id: live.id, isActive: false });

    // It was live in the open period, so it is billed for it: the list shows what the invoice counts.
    expect(invoiceSchema.parse(await get('/invoice/current')).openBankingConnection).toBe(invoiceBefore.openBankingConnection);
  });
});
