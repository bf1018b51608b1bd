import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LIVE_PREFIX, SANDBOX_PREFIX } from '@cashloop/shared';
import { endUserCountsDrift } from '@cashloop/db/end-user-counts-test-support';
import { bearer, createTestApp, demoAccounts, signIn } from '../../../test/helpers';
import { BASE, livePaymentOffer, uploadCsv, UPLOAD_HEADER } from '../transactions/transaction-test-support';

/**
 * End-user ids are the publisher's own and scoped to the publisher and partition (issue 46 item 4, decision 0041):
 * another tenant holding an id neither refuses it nor shows through, and every read and write by end-user id acts
 * only on the caller's end user.
 */
let app: FastifyInstance;
let northwindToken: string;
let harbourToken: string;
const northwind = demoAccounts().find((a) => a.publisherId === 'pub_northwind' && a.totpSecret)!;
const harbour = demoAccounts().find((a) => a.publisherId === 'pub_harbour' && a.totpSecret)!;
const sql = () => app.deps.data.sqlite;
/** A Northwind live end user with cashback, a tier and a support ticket: every place an end user shows. */
let shared: string;
let ticket: string;
let seq = 0;

beforeAll(async () => {
  app = await createTestApp();
  northwindToken = await signIn(app, northwind.email);
  harbourToken = await signIn(app, harbour.email);
  const row = sql()
    .prepare(
      `SELECT s.end_user_id AS id, s.id AS ticket FROM support_tickets s
       WHERE s.publisher_id = 'pub_northwind' AND s.env = 'live'
         AND EXISTS (SELECT 1 FROM end_user_tiers m WHERE m.end_user_id = s.end_user_id)
         AND EXISTS (SELECT 1 FROM cashback c WHERE c.end_user_id = s.end_user_id)
       ORDER BY s.id LIMIT 1`,
    )
    .get() as { id: string; ticket: string };
  shared = row.id;
  ticket = row.ticket;
});
afterAll(async () => {
  await app.close();
});

const get = async (token: string, url: string, prefix = LIVE_PREFIX) => {
  const res = await app.inject({ method: 'GET', url: `${prefix}${url}`, headers: bearer(token) });
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as Record<string, unknown>;
};
/** Everything the publisher's API shows of the end user: their pages of transactions, cashback and connections, and the stats. */
const viewOf = async (token: string, endUserId: string, prefix = LIVE_PREFIX) => ({
  transactions: await get(token, `${BASE}/user/${endUserId}?page=0&size=100`, prefix),
  cashback: await get(token, `/cashback-ledger/user/${endUserId}?page=0&size=100`, prefix),
  connections: await get(token, `/account-requisition/user/${endUserId}?page=0&size=100`, prefix),
  stats: await get(token, '/end-users/stats', prefix),
});
const rowsOf = (publisherId: string, env = 'live') => ({
  endUser: sql().prepare('SELECT * FROM end_users WHERE id = ? AND publisher_id = ? AND env = ?').get(shared, publisherId, env),
  tiers: sql().prepare('SELECT tier_id FROM end_user_tiers m JOIN customer_tiers c ON c.id = m.tier_id WHERE m.end_user_id = ? AND c.publisher_id = ? AND c.env = ? ORDER BY 1').pluck().all(shared, publisherId, env),
});

/** One row for the shared id, named by a live PAYMENT offer's alias so it earns cashback. */
async function uploadFor(token: string, publisherId: string, prefix = LIVE_PREFIX) {
  const booked = new Date(app.deps.clock.now() - 86_400_000).toISOString();
  const description = prefix === LIVE_PREFIX ? `${livePaymentOffer(app, publisherId).alias} 0042 LONDON` : 'CORNER SHOP 12';
  const ref = `SHARED-${Date.now().toString(36)}-${++seq}`;
  const res = await uploadCsv(app, token, `${UPLOAD_HEADER}\n${ref},${shared},${booked},-42.50,GBP,${description}`, { prefix });
  expect(res.statusCode, res.body).toBe(200);
  return ref;
}

describe("end-user ids are the publisher's own, per publisher and partition", () => {
  it('another publisher uploads a transaction for an end-user id Northwind holds: both have their own end user, each sees only theirs', async () => {
    const northwindBefore = { view: await viewOf(northwindToken, shared), rows: rowsOf(northwind.publisherId) };
    const harbourStats = await get(harbourToken, '/end-users/stats');
    const ref = await uploadFor(harbourToken, harbour.publisherId);

    const theirs = await viewOf(harbourToken, shared);
    expect(theirs.transactions).toMatchObject({ totalElements: 1 });
    expect((theirs.transactions.content as { endUserId: string; internalTransactionId: string }[]).map((t) => [t.endUserId, t.internalTransactionId])).toEqual([[shared, ref]]);
    expect(theirs.cashback).toMatchObject({ totalElements: 1 });
    expect(theirs.connections).toMatchObject({ totalElements: 0 });
    expect(theirs.stats).toMatchObject({ totalUsers: (harbourStats.totalUsers as number) + 1, activeUsers: (harbourStats.activeUsers as number) + 1 });
    // Northwind's end user, their pages, counts and stats are as they were.
    expect({ view: await viewOf(northwindToken, shared), rows: rowsOf(northwind.publisherId) }).toEqual(northwindBefore);
    expect(endUserCountsDrift(sql())).toEqual([]);
  });

  it('Northwind uploads again for its own end user: only its counts move, Harbour\'s stay', async () => {
    const harbourBefore = await viewOf(harbourToken, shared);
    const before = (await viewOf(northwindToken, shared)).transactions.totalElements as number;
    await uploadFor(northwindToken, northwind.publisherId);
    expect((await viewOf(northwindToken, shared)).transactions).toMatchObject({ totalElements: before + 1 });
    expect(await viewOf(harbourToken, shared)).toEqual(harbourBefore);
    expect(endUserCountsDrift(sql())).toEqual([]);
  });

  it('the same id in the sandbox partition of the same publisher is another end user', async () => {
    const live = { view: await viewOf(northwindToken, shared), rows: rowsOf(northwind.publisherId) };
    const ref = await uploadFor(northwindToken, northwind.publisherId, SANDBOX_PREFIX);
    const sandbox = await viewOf(northwindToken, shared, SANDBOX_PREFIX);
    expect((sandbox.transactions.content as { internalTransactionId: string }[]).map((t) => t.internalTransactionId)).toEqual([ref]);
    expect(sandbox.cashback).toMatchObject({ totalElements: 0 });
    expect(rowsOf(northwind.publisherId, 'sandbox').endUser).toMatchObject({ transaction_count: 1, cashback_count: 0 });
    expect({ view: await viewOf(northwindToken, shared), rows: rowsOf(northwind.publisherId) }).toEqual(live);
  });

  it("a tier upload naming the id acts on the caller's end user only, and Northwind's ticket shows Northwind's tiers", async () => {
    const envelope = async () => (await get(northwindToken, `/support/${ticket}`)).endUser;
    const northwindBefore = { endUser: await envelope(), rows: rowsOf(northwind.publisherId) };
    const created = await app.inject({ method: 'POST', url: `${LIVE_PREFIX}/customer-tier`, headers: bearer(harbourToken), payload: { name: `Harbour shared ${++seq}`, description: 'x', paidSubscription: false } });
    expect(created.statusCode, created.body).toBe(200);
    const tier = (created.json() as { id: string }).id;
    const tierUpload = async (action: 'ADD' | 'REMOVE') => {
      const boundary = '----cashloop-shared-id';
      const res = await app.inject({
        method: 'POST',
        url: `${LIVE_PREFIX}/customer-tier/csv/user/tier-upload`,
        payload: `--${boundary}\r\nContent-Disposition: form-data; name="multipartFile"; filename="tiers.csv"\r\nContent-Type: text/csv\r\n\r\nEND_USER_ID,CUSTOMER_TIER_ID,ACTION\n${shared},${tier},${action}\r\n--${boundary}--\r\n`,
        headers: { ...bearer(harbourToken), 'content-type': `multipart/form-data; boundary=${boundary}` },
      });
      expect(res.statusCode, res.body).toBe(200);
    };
    await tierUpload('ADD');
    expect(rowsOf(harbour.publisherId).tiers).toEqual([tier]);
    expect({ endUser: await envelope(), rows: rowsOf(northwind.publisherId) }).toEqual(northwindBefore);
    await tierUpload('REMOVE');
    expect(rowsOf(harbour.publisherId).tiers).toEqual([]);
    expect({ endUser: await envelope(), rows: rowsOf(northwind.publisherId) }).toEqual(northwindBefore);
  });
});
