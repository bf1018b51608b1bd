import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LIVE_PREFIX, SANDBOX_PREFIX } from '@cashloop/shared';
import { cashbackDetailSchema, cashbackObjectSchema } from '@cashloop/shared/contracts/ledger';
import { paged } from '@cashloop/shared/common/paging';
import { bearer, createTestApp, demoAccounts, signIn } from '../../../test/helpers';

let app: FastifyInstance;
let token: string;
let otherToken: string;
const northwind = demoAccounts().find((a) => a.publisherId === 'pub_northwind' && a.totpSecret)!;
const harbour = demoAccounts().find((a) => a.publisherId === 'pub_harbour' && a.totpSecret)!;
const page = paged(cashbackObjectSchema);

beforeAll(async () => {
  app = await createTestApp();
  token = await signIn(app, northwind.email);
  otherToken = await signIn(app, harbour.email);
  // Nothing moves on its own while these tests read and compare rows.
  app.deps.clock.setFrozen(true);
});
afterAll(async () => {
  await app.close();
});

const sql = () => app.deps.data.sqlite;
const get = (url: string, as = token) => app.inject({ method: 'GET', url, headers: bearer(as) });
const update = (prefix: string, id: string, payload: unknown, as = token) =>
  app.inject({ method: 'POST', url: `${prefix}/cashback-ledger/cashback/${id}`, headers: bearer(as), payload: payload as object });

async function list(url: string, as = token) {
  const res = await get(url, as);
  expect(res.statusCode, res.body).toBe(200);
  return page.parse(res.json());
}

const count = (where: string, ...args: unknown[]) =>
  (sql().prepare(`SELECT COUNT(*) AS n FROM cashback WHERE ${where}`).get(...args) as { n: number }).n;
const cashbackRow = (id: string) => sql().prepare('SELECT * FROM cashback WHERE id = ?').get(id) as Record<string, unknown>;
const eventsOf = (id: string) =>
  sql().prepare("SELECT type, created_on AS createdOn FROM domain_events WHERE entity_type = 'cashback' AND entity_id = ? ORDER BY seq").all(id) as {
    type: string;
    createdOn: number;
  }[];
const anyCashback = (publisherId: string, env: string, where = '1') =>
  (sql().prepare(`SELECT id FROM cashback WHERE publisher_id = ? AND env = ? AND ${where} LIMIT 1`).get(publisherId, env) as { id: string }).id;

describe('cashback ledger list', () => {
  it('lists every status newest first when no status is given, with the total of the partition', async () => {
    const body = await list(`${LIVE_PREFIX}/cashback-ledger?page=0&size=50`);
    expect(body.totalElements).toBe(count("publisher_id = ? AND env = 'live'", northwind.publisherId));
    expect(body.content).toHaveLength(50);
    const created = body.content.map((c) => c.createdOn);
    expect([...created].sort((a, b) => b - a)).toEqual(created);
  });

  it('filters by a comma list of statuses, and pages zero-based', async () => {
    const body = await list(`${LIVE_PREFIX}/cashback-ledger?status=DECLINED,CREATED&size=100`);
    expect(body.totalElements).toBe(count("publisher_id = ? AND env = 'live' AND status IN ('DECLINED', 'CREATED')", northwind.publisherId));
    expect(body.content.every((c) => c.status === 'DECLINED' || c.status === 'CREATED')).toBe(true);
    const second = await list(`${LIVE_PREFIX}/cashback-ledger?status=DECLINED,CREATED&page=1&size=30`);
    expect(second.content.map((c) => c.id)).toEqual(body.content.slice(30, 60).map((c) => c.id));
    const declined = await list(`${LIVE_PREFIX}/cashback-ledger?status=DECLINED&size=5`);
    expect(declined.content.every((c) => c.status === 'DECLINED' && c.declinedReason)).toBe(true);
  });

  it('answers the last and middle pages with the same rows as a full newest-first read, for any status set', async () => {
    for (const status of ['', 'DECLINED,CREATED,PAID', 'VERIFIED', 'DISQUALIFIED', 'DISQUALIFIED,PAID']) {
      const statuses = status ? status.split(',') : ['CREATED', 'BEING_VERIFIED', 'VERIFIED', 'RECEIVED', 'PAID', 'DECLINED', 'DISQUALIFIED'];
      const all = (
        sql()
          .prepare(
            `SELECT id FROM cashback WHERE publisher_id = ? AND env = 'live' AND status IN (SELECT value FROM json_each(?))
             ORDER BY created_on DESC, status DESC, rowid DESC`,
          )
          .all(northwind.publisherId, JSON.stringify(statuses)) as { id: string }[]
      ).map((r) => r.id);
      const size = 30;
      const lastPage = Math.floor((all.length - 1) / size);
      // Page 0, 1 and 2 too: a rare status is merged from the status index, a common one walked in created order.
      for (const p of [0, 1, 2]) {
        const body = await list(`${LIVE_PREFIX}/cashback-ledger?page=${p}&size=${size}${status ? `&status=${status}` : ''}`);
        expect(body.content.map((c) => c.id)).toEqual(all.slice(p * size, p * size + size));
      }
      for (const p of [lastPage, lastPage - 1, Math.floor(lastPage / 2), Math.floor(lastPage / 2) + 1]) {
        const body = await list(`${LIVE_PREFIX}/cashback-ledger?page=${p}&size=${size}${status ? `&status=${status}` : ''}`);
        expect(body.totalElements).toBe(all.length);
        expect(body.content.map((c) => c.id)).toEqual(all.slice(p * size, p * size + size));
      }
      const past = await list(`${LIVE_PREFIX}/cashback-ledger?page=${lastPage + 1}&size=${size}${status ? `&status=${status}` : ''}`);
      expect(past).toEqual({ content: [], totalElements: all.length });
    }
  });

  it('walks the newest-first status index without sorting, and merges a status from its own index', () => {
    const plan = (q: string) =>
      (sql().prepare(`EXPLAIN QUERY PLAN ${q}`).all() as { detail: string }[]).map((r) => r.detail).join(' | ');
    const walk = plan(`SELECT c.rowid FROM cashback c INDEXED BY cashback_scope_newest_status_idx
      WHERE c.publisher_id = 'p' AND c.env = 'live' AND c.status IN ('PAID', 'CREATED')
      ORDER BY c.created_on DESC, c.status DESC, c.rowid DESC LIMIT 25 OFFSET 100`);
    expect(walk).toContain('COVERING INDEX cashback_scope_newest_status_idx');
    expect(walk).not.toContain('TEMP B-TREE');
    const head = plan(`SELECT c.rowid FROM cashback c INDEXED BY cashback_scope_status_idx
      WHERE c.publisher_id = 'p' AND c.env = 'live' AND c.status = 'PAID' ORDER BY c.created_on DESC, c.status DESC, c.rowid DESC LIMIT 25`);
    expect(head).toContain('COVERING INDEX cashback_scope_status_idx');
    expect(head).not.toContain('TEMP B-TREE');
  });

  it("answers an end user's last page with the same rows as a full read", async () => {
    const user = sql()
      .prepare("SELECT end_user_id AS id FROM cashback WHERE publisher_id = ? AND env = 'live' GROUP BY end_user_id ORDER BY COUNT(*) DESC LIMIT 1")
      .pluck()
      .get(northwind.publisherId) as string;
    const all = (sql().prepare('SELECT id FROM cashback WHERE end_user_id = ? ORDER BY created_on DESC, rowid DESC').all(user) as { id: string }[]).map((r) => r.id);
    const last = Math.floor((all.length - 1) / 4);
    const body = await list(`${LIVE_PREFIX}/cashback-ledger/user/${user}?page=${last}&size=4`);
    expect(body.totalElements).toBe(all.length);
    expect(body.content.map((c) => c.id)).toEqual(all.slice(last * 4));
  });

  it('shows the retailer, the money in pounds, and no transaction amount for affiliate cashback', async () => {
    const affiliateId = anyCashback(northwind.publisherId, 'live', 'transaction_id IS NULL');
    const row = cashbackRow(affiliateId);
    const body = await list(`${LIVE_PREFIX}/cashback-ledger/user/${String(row.end_user_id)}?size=100`);
    const found = body.content.find((c) => c.id === affiliateId)!;
    expect(found.transactionAmount).toBeUndefined();
    expect(found.transactionId).toBeNull();
    expect(found.payoutData.endUserCashbackReceivable).toBe(Number(row.end_user_cashback_receivable) / 100);
    expect(found.programOffer.retailer.retailerName).toBeTruthy();
  });

  it('answers 400 naming a status that does not exist, and a bad page size', async () => {
    const bad = await get(`${LIVE_PREFIX}/cashback-ledger?status=PAID,NOPE`);
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.message).toMatch(/Status must be one of/);
    expect((await get(`${LIVE_PREFIX}/cashback-ledger?size=0`)).statusCode).toBe(400);
  });

  it('keeps the partitions apart: the sandbox lists only sandbox cashback', async () => {
    const body = await list(`${SANDBOX_PREFIX}/cashback-ledger?size=10`);
    expect(body.totalElements).toBe(count("publisher_id = ? AND env = 'sandbox'", northwind.publisherId));
  });
});

describe('cashback of one user and of one transaction', () => {
  it("lists one end user's cashback, and answers 404 for another publisher's or partition's user", async () => {
    const id = anyCashback(northwind.publisherId, 'live');
    const userId = String(cashbackRow(id).end_user_id);
    const body = await list(`${LIVE_PREFIX}/cashback-ledger/user/${userId}?page=0&size=25`);
    expect(body.totalElements).toBe(count("end_user_id = ? AND publisher_id = ? AND env = 'live'", userId, northwind.publisherId));
    expect(body.content.every((c) => c.endUserId === userId)).toBe(true);
    expect((await get(`${LIVE_PREFIX}/cashback-ledger/user/${userId}`, otherToken)).statusCode).toBe(404);
    expect((await get(`${SANDBOX_PREFIX}/cashback-ledger/user/${userId}`)).statusCode).toBe(404);
  });

  it("finds a transaction's cashback by the platform id and by the bank's reference", async () => {
    const id = anyCashback(northwind.publisherId, 'live', 'transaction_id IS NOT NULL');
    const txnId = String(cashbackRow(id).transaction_id);
    const ref = (sql().prepare('SELECT internal_transaction_id AS ref FROM transactions WHERE id = ?').get(txnId) as { ref: string }).ref;
    const byId = await list(`${LIVE_PREFIX}/cashback-ledger/transaction/${txnId}`);
    expect(byId.content.map((c) => c.id)).toContain(id);
    expect(byId.content.every((c) => c.transactionId === txnId)).toBe(true);
    if (/^[A-Za-z0-9_-]+$/.test(ref)) expect((await list(`${LIVE_PREFIX}/cashback-ledger/transaction/${ref}`)).content.map((c) => c.id)).toContain(id);
    expect((await get(`${LIVE_PREFIX}/cashback-ledger/transaction/${txnId}`, otherToken)).statusCode).toBe(404);
    expect((await get(`${LIVE_PREFIX}/cashback-ledger/transaction/txn_unknown`)).json().error.message).toBe('No transaction with this id');
  });

  it('answers 400 to a malformed id or page in the searches', async () => {
    const id = anyCashback(northwind.publisherId, 'live', 'transaction_id IS NOT NULL');
    const row = cashbackRow(id);
    expect((await get(`${LIVE_PREFIX}/cashback-ledger/user/${String(row.end_user_id)}?page=-1`)).statusCode).toBe(400);
    expect((await get(`${LIVE_PREFIX}/cashback-ledger/transaction/${String(row.transaction_id)}?size=abc`)).statusCode).toBe(400);
    expect((await get(`${LIVE_PREFIX}/cashback-ledger/user/bad%20id`)).statusCode).toBe(400);
  });
});

describe('one cashback', () => {
  it('answers the cashback with its transaction', async () => {
    const id = anyCashback(northwind.publisherId, 'live', 'transaction_id IS NOT NULL');
    const res = await get(`${LIVE_PREFIX}/cashback-ledger/cashback/${id}`);
    expect(res.statusCode).toBe(200);
    const body = cashbackDetailSchema.parse(res.json());
    expect(body.id).toBe(id);
    expect(body.transactionData?.id).toBe(body.transactionId);
    expect(body.transactionAmount?.amount).toBe(Math.abs(body.transactionData!.transactionAmount.amount));
  });

  it("answers 404 for another publisher's cashback and for the other partition's", async () => {
    const theirs = anyCashback(harbour.publisherId, 'live');
    expect((await get(`${LIVE_PREFIX}/cashback-ledger/cashback/${theirs}`)).statusCode).toBe(404);
    const live = anyCashback(northwind.publisherId, 'live');
    expect((await get(`${SANDBOX_PREFIX}/cashback-ledger/cashback/${live}`)).statusCode).toBe(404);
  });
});

describe('sandbox status update', () => {
  it('moves a cashback to the chosen status, dates it and records its event once', async () => {
    // A card-linked one, so the search by its transaction below has a transaction to find.
    const id = anyCashback(northwind.publisherId, 'sandbox', "status = 'VERIFIED' AND transaction_id IS NOT NULL");
    const before = eventsOf(id).length;
    const now = app.deps.clock.now();
    const res = await update(SANDBOX_PREFIX, id, { status: 'DECLINED' });
    expect(res.statusCode, res.body).toBe(200);
    const body = cashbackDetailSchema.parse(res.json());
    expect(body).toMatchObject({ status: 'DECLINED', declinedOn: now, updatedOn: now });
    expect(body.declinedReason).toBeTruthy();
    const row = cashbackRow(id);
    expect(row).toMatchObject({ status: 'DECLINED', declined_on: now, next_transition_on: null });
    expect(eventsOf(id).slice(before)).toEqual([{ type: 'CASHBACK_DECLINED', createdOn: now }]);
    // The ledger shows it at once.
    expect((await list(`${SANDBOX_PREFIX}/cashback-ledger/transaction/${String(row.transaction_id)}`)).content.find((c) => c.id === id)?.status).toBe(
      'DECLINED',
    );
  });

  it('can set any of the seven, and the clock carries on from there', async () => {
    const id = anyCashback(northwind.publisherId, 'sandbox', "status = 'RECEIVED'");
    for (const status of ['CREATED', 'BEING_VERIFIED', 'VERIFIED', 'RECEIVED', 'PAID', 'DISQUALIFIED', 'DECLINED'] as const) {
      const res = await update(SANDBOX_PREFIX, id, { status });
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json().status).toBe(status);
    }
    await update(SANDBOX_PREFIX, id, { status: 'CREATED' });
    const row = cashbackRow(id);
    expect(row).toMatchObject({ being_verified_on: null, verified_on: null, received_on: null, paid_on: null, declined_on: null, declined_reason: null });
    expect(Number(row.next_transition_on)).toBeGreaterThan(app.deps.clock.now());
  });

  it('changes nothing when the status is already the one chosen', async () => {
    // A card-linked one, so the search by its transaction below has a transaction to find.
    const id = anyCashback(northwind.publisherId, 'sandbox', "status = 'VERIFIED' AND transaction_id IS NOT NULL");
    const [row, events] = [cashbackRow(id), eventsOf(id)];
    expect((await update(SANDBOX_PREFIX, id, { status: 'VERIFIED' })).statusCode).toBe(200);
    expect([cashbackRow(id), eventsOf(id)]).toEqual([row, events]);
  });

  it('answers 400 when no status (or an unknown one) is chosen, and changes nothing', async () => {
    const id = anyCashback(northwind.publisherId, 'sandbox', "status = 'CREATED'");
    const row = cashbackRow(id);
    for (const payload of [{}, { status: '' }, { status: null }]) {
      const res = await update(SANDBOX_PREFIX, id, payload);
      expect(res.statusCode).toBe(400);
      expect(res.json().error.message).toBe('body.status: Choose a status');
    }
    // A status that is not one of the seven is named as such, with the seven.
    for (const payload of [{ status: 'LOST' }, { status: 'paid' }, { status: 5 }, { status: ['PAID'] }]) {
      const res = await update(SANDBOX_PREFIX, id, payload);
      expect(res.statusCode).toBe(400);
      expect(res.json().error.message).toBe('body.status: must be one of CREATED, BEING_VERIFIED, VERIFIED, RECEIVED, PAID, DECLINED, DISQUALIFIED');
    }
    expect(cashbackRow(id)).toEqual(row);
  });

  it('answers 403 on live', async () => {
    const id = anyCashback(northwind.publisherId, 'live', "status = 'CREATED'");
    const row = cashbackRow(id);
    expect((await update(LIVE_PREFIX, id, { status: 'PAID' })).statusCode).toBe(403);
    expect(cashbackRow(id)).toEqual(row);
  });

  it("answers 404 for another publisher's cashback and a live one, and changes nothing", async () => {
    for (const id of [anyCashback(harbour.publisherId, 'sandbox'), anyCashback(northwind.publisherId, 'live')]) {
      const [row, events] = [cashbackRow(id), eventsOf(id)];
      expect((await update(SANDBOX_PREFIX, id, { status: 'PAID' })).statusCode).toBe(404);
      expect([cashbackRow(id), eventsOf(id)]).toEqual([row, events]);
    }
  });
});
