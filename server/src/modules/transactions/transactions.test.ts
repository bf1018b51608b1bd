import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LIVE_PREFIX, SANDBOX_PREFIX } from '@cashloop/shared';
import { paged } from '@cashloop/shared/common/paging';
import { enrichedTransactionSchema } from '@cashloop/shared/contracts/transaction-enrichment';
import { bearer, createSession, createTestApp, demoAccounts, inSession, signIn } from '../../../test/helpers';
import { endUserCountsDrift } from '@cashloop/db/end-user-counts-test-support';
import { BASE, countOf } from './transaction-test-support';

let app: FastifyInstance;
let token: string;
let otherToken: string;
const northwind = demoAccounts().find((a) => a.publisherId === 'pub_northwind' && a.totpSecret)!;
const harbour = demoAccounts().find((a) => a.publisherId === 'pub_harbour' && a.totpSecret)!;
const page = paged(enrichedTransactionSchema);

beforeAll(async () => {
  app = await createTestApp();
  token = await signIn(app, northwind.email);
  otherToken = await signIn(app, harbour.email);
});
afterAll(async () => {
  await app.close();
});

const get = (url: string, as = token, prefix = LIVE_PREFIX, headers: Record<string, string> = {}) =>
  app.inject({ method: 'GET', url: `${prefix}${BASE}${url}`, headers: { ...bearer(as), ...headers } });

interface Row {
  id: string;
  ref: string;
  user: string;
}
const sql = <T>(query: string, ...args: unknown[]) => app.deps.data.sqlite.prepare(query).all(...args) as T[];

describe('transaction lists', () => {
  it('lists the partition newest first with the spec fields and the enrichment result', async () => {
    const res = await get('?page=0&size=50');
    expect(res.statusCode).toBe(200);
    const body = page.parse(res.json());
    const expected = sql<{ id: string }>(
      "SELECT id FROM transactions WHERE publisher_id = ? AND env = 'live' ORDER BY created_on DESC, rowid DESC LIMIT 50",
      northwind.publisherId,
    );
    expect(body.content.map((t) => t.id)).toEqual(expected.map((t) => t.id));
    expect(body.totalElements).toBe(countOf(app, "SELECT COUNT(*) FROM transactions WHERE publisher_id = ? AND env = 'live'", northwind.publisherId));
    const enriched = body.content.find((t) => t.enrichedCreditorData && t.offersAvailable.length > 0)!;
    expect(enriched).toBeDefined();
    const row = sql<Record<string, unknown>>('SELECT * FROM transactions WHERE id = ?', enriched.id)[0]!;
    expect(enriched).toMatchObject({
      internalTransactionId: row.internal_transaction_id,
      transactionType: row.transaction_type,
      endUserId: row.end_user_id,
      bookingDateTime: row.booking_time,
      createdOn: row.created_on,
      transactionAmount: { amount: (row.amount as number) / 100, currency: row.currency },
      remittanceInformationUnstructured: row.description,
      additionalCardData: { mid: row.mid },
      enrichedCreditorData: { merchant: row.merchant_name, website: row.merchant_website, labels: JSON.parse(row.labels as string), retailerId: row.retailer_id },
    });
    const logo = sql<{ logo: string }>('SELECT logo FROM retailers WHERE id = ?', row.retailer_id)[0]!.logo;
    expect(enriched.enrichedCreditorData!.logo).toBe(logo);
    const matches = sql<{ offer_id: string }>('SELECT offer_id FROM transaction_offer_matches WHERE transaction_id = ?', enriched.id);
    expect(enriched.offersAvailable.map((o) => o.id).sort()).toEqual(matches.map((m) => m.offer_id).sort());
  });

  it('pages zero-based', async () => {
    const first = page.parse((await get('?page=0&size=10')).json());
    const second = page.parse((await get('?page=1&size=5')).json());
    expect(second.content).toEqual(first.content.slice(5, 10));
  });

  it('answers the last pages (read from the oldest end) with the same rows as a full newest-first read', async () => {
    const all = sql<{ id: string }>(
      "SELECT id FROM transactions WHERE publisher_id = ? AND env = 'live' ORDER BY created_on DESC, rowid DESC",
      northwind.publisherId,
    ).map((r) => r.id);
    const size = 40;
    const lastPage = Math.floor((all.length - 1) / size);
    for (const p of [lastPage, lastPage - 1, Math.floor(lastPage / 2), Math.floor(lastPage / 2) + 1]) {
      const body = page.parse((await get(`?page=${p}&size=${size}`)).json());
      expect(body.totalElements).toBe(all.length);
      expect(body.content.map((t) => t.id)).toEqual(all.slice(p * size, p * size + size));
    }
    const past = page.parse((await get(`?page=${lastPage + 1}&size=${size}`)).json());
    expect(past).toEqual({ content: [], totalElements: all.length });
  });

  it('reads along the scope index, never sorting the table', () => {
    const plan = sql<{ detail: string }>(
      `EXPLAIN QUERY PLAN SELECT id FROM transactions t WHERE t.publisher_id = 'p' AND t.env = 'live' ORDER BY t.created_on DESC, t.rowid DESC LIMIT 25`,
    ).map((r) => r.detail).join(' | ');
    expect(plan).toContain('transactions_scope_created_idx');
    expect(plan).not.toContain('TEMP B-TREE');
    const userPlan = sql<{ detail: string }>(
      `EXPLAIN QUERY PLAN SELECT id FROM transactions t WHERE t.end_user_id = 'u' AND t.publisher_id = 'p' AND t.env = 'live' ORDER BY t.booking_time DESC, t.rowid DESC LIMIT 25`,
    ).map((r) => r.detail).join(' | ');
    expect(userPlan).toContain('transactions_user_idx');
    expect(userPlan).not.toContain('TEMP B-TREE');
  });

  it("lists one end user's transactions, latest booking first; 404 for an unknown or another publisher's user", async () => {
    const user = sql<{ id: string }>("SELECT end_user_id AS id FROM transactions WHERE publisher_id = ? AND env = 'live' LIMIT 1", northwind.publisherId)[0]!.id;
    const body = page.parse((await get(`/user/${user}?page=0&size=25`)).json());
    const expected = sql<{ id: string }>('SELECT id FROM transactions WHERE end_user_id = ? ORDER BY booking_time DESC, rowid DESC LIMIT 25', user);
    expect(body.content.map((t) => t.id)).toEqual(expected.map((t) => t.id));
    expect(body.totalElements).toBe(countOf(app, 'SELECT COUNT(*) FROM transactions WHERE end_user_id = ?', user));
    expect((await get('/user/nobody_at_all')).statusCode).toBe(404);
    expect((await get(`/user/${user}`, otherToken)).statusCode).toBe(404);
    expect((await get(`/user/${user}`, token, SANDBOX_PREFIX)).statusCode).toBe(404);
  });

  it("answers an end user's last page from the oldest end, the same rows as a full read", async () => {
    const user = sql<{ id: string; n: number }>(
      "SELECT end_user_id AS id, COUNT(*) AS n FROM transactions WHERE publisher_id = ? AND env = 'live' GROUP BY end_user_id ORDER BY n DESC LIMIT 1",
      northwind.publisherId,
    )[0]!;
    const all = sql<{ id: string }>('SELECT id FROM transactions WHERE end_user_id = ? ORDER BY booking_time DESC, rowid DESC', user.id).map((r) => r.id);
    const last = Math.floor((all.length - 1) / 7);
    const body = page.parse((await get(`/user/${user.id}?page=${last}&size=7`)).json());
    expect(body.totalElements).toBe(all.length);
    expect(body.content.map((t) => t.id)).toEqual(all.slice(last * 7));
  });

  it('finds one transaction by its id or its reference; 404 for another publisher or partition', async () => {
    const row = sql<{ id: string; ref: string }>(
      "SELECT id, internal_transaction_id AS ref FROM transactions WHERE publisher_id = ? AND env = 'live' LIMIT 1",
      northwind.publisherId,
    )[0]!;
    for (const key of [row.id, row.ref]) {
      const res = await get(`/transaction/${key}`);
      expect(res.statusCode).toBe(200);
      expect(enrichedTransactionSchema.parse(res.json()).id).toBe(row.id);
    }
    expect((await get(`/transaction/${row.id}`, otherToken)).statusCode).toBe(404);
    expect((await get(`/transaction/${row.id}`, token, SANDBOX_PREFIX)).statusCode).toBe(404);
    expect((await get('/transaction/txn_nope')).statusCode).toBe(404);
  });
});

describe('sandbox deletes', () => {
  let session: string;
  let sessionToken: string;
  const del = (url: string, prefix = SANDBOX_PREFIX, as = () => sessionToken) =>
    app.inject({ method: 'DELETE', url: `${prefix}${BASE}${url}`, headers: { ...bearer(as()), ...inSession(session) } });
  const world = () => app.worlds.use(session)!.deps.data.sqlite;
  const n = (query: string, ...args: unknown[]) => world().prepare(query).pluck().get(...args) as number;
  const withCashback = (publisherId: string): Row =>
    world()
      .prepare(
        `SELECT t.id, t.internal_transaction_id AS ref, t.end_user_id AS user FROM transactions t
         WHERE t.publisher_id = ? AND t.env = 'sandbox' AND EXISTS (SELECT 1 FROM cashback c WHERE c.transaction_id = t.id)
           AND EXISTS (SELECT 1 FROM transaction_offer_matches m WHERE m.transaction_id = t.id) LIMIT 1`,
      )
      .get(publisherId) as Row;

  beforeAll(async () => {
    session = await createSession(app);
    sessionToken = await signIn(app, northwind.email, undefined, session);
  });

  it('are refused on live with 403, changing nothing', async () => {
    const before = n("SELECT COUNT(*) FROM transactions WHERE env = 'live'");
    const live = sql<{ id: string }>("SELECT id FROM transactions WHERE publisher_id = ? AND env = 'live' LIMIT 1", northwind.publisherId)[0]!.id;
    expect((await del(`/transaction/${live}`, LIVE_PREFIX)).statusCode).toBe(403);
    expect((await del('/transaction/deleteAll', LIVE_PREFIX)).statusCode).toBe(403);
    expect(n("SELECT COUNT(*) FROM transactions WHERE env = 'live'")).toBe(before);
  });

  it("answers 404 for another publisher's transaction and changes nothing", async () => {
    const theirs = withCashback(harbour.publisherId);
    const before = [n('SELECT COUNT(*) FROM transactions'), n('SELECT COUNT(*) FROM cashback')];
    const res = await del(`/transaction/${theirs.id}`);
    expect(res.statusCode).toBe(404);
    expect([n('SELECT COUNT(*) FROM transactions'), n('SELECT COUNT(*) FROM cashback')]).toEqual(before);
  });

  it('deletes one transaction with its offer matches and cashback', async () => {
    const mine = withCashback(northwind.publisherId);
    const cashback = n('SELECT COUNT(*) FROM cashback WHERE transaction_id = ?', mine.id);
    const total = n('SELECT COUNT(*) FROM transactions');
    const allCashback = n('SELECT COUNT(*) FROM cashback');
    const res = await del(`/transaction/${mine.id}`);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ success: true, deletedTransactions: 1, deletedCashback: cashback });
    expect(n('SELECT COUNT(*) FROM transactions WHERE id = ?', mine.id)).toBe(0);
    expect(n('SELECT COUNT(*) FROM transaction_offer_matches WHERE transaction_id = ?', mine.id)).toBe(0);
    // Deleted, not merely unlinked (the foreign key alone would set transaction_id to null).
    expect(n('SELECT COUNT(*) FROM cashback')).toBe(allCashback - cashback);
    expect(n('SELECT COUNT(*) FROM transactions')).toBe(total - 1);
    expect((await del(`/transaction/${mine.id}`)).statusCode).toBe(404);
  });

  it("keeps each end user's counts of transactions and cashback after the deletes (migration 0022)", () => {
    expect(endUserCountsDrift(world())).toEqual([]);
  });

  it("deletes all of the partition's transactions and their cashback, and nobody else's", async () => {
    const scoped = (table: string, publisherId: string, env: string) => n(`SELECT COUNT(*) FROM ${table} WHERE publisher_id = ? AND env = ?`, publisherId, env);
    const mine = scoped('transactions', northwind.publisherId, 'sandbox');
    const myCashback = n(
      "SELECT COUNT(*) FROM cashback WHERE publisher_id = ? AND env = 'sandbox' AND transaction_id IS NOT NULL",
      northwind.publisherId,
    );
    const affiliate = n("SELECT COUNT(*) FROM cashback WHERE publisher_id = ? AND env = 'sandbox' AND transaction_id IS NULL", northwind.publisherId);
    const others = [scoped('transactions', northwind.publisherId, 'live'), scoped('transactions', harbour.publisherId, 'sandbox'), scoped('cashback', harbour.publisherId, 'sandbox')];
    const res = await del('/transaction/deleteAll');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ deletedTransactions: mine, deletedCashback: myCashback });
    expect(scoped('transactions', northwind.publisherId, 'sandbox')).toBe(0);
    expect(scoped('cashback', northwind.publisherId, 'sandbox')).toBe(affiliate);
    expect([scoped('transactions', northwind.publisherId, 'live'), scoped('transactions', harbour.publisherId, 'sandbox'), scoped('cashback', harbour.publisherId, 'sandbox')]).toEqual(others);
    const list = await get('', sessionToken, SANDBOX_PREFIX, inSession(session));
    expect(page.parse(list.json())).toEqual({ content: [], totalElements: 0 });
    expect(endUserCountsDrift(world())).toEqual([]);
  });
});

/**
 * Every way a match comes or goes leaves the answers saying what the matches table says: writes here go straight to
 * SQL in a session's world, as the engine's writers and the foreign keys' cascades make them.
 */
describe("a transaction's offers follow its matches", () => {
  let session: string;
  let sessionToken: string;
  const world = () => app.worlds.use(session)!.deps.data.sqlite;
  const inWorld = (url: string) => get(url, sessionToken, LIVE_PREFIX, inSession(session));
  const offersOf = async (id: string) => enrichedTransactionSchema.parse((await inWorld(`/transaction/${id}`)).json()).offersAvailable;
  const matchesOf = (id: string) =>
    world().prepare('SELECT offer_id AS id, programme_offer_id AS programmeOfferId FROM transaction_offer_matches WHERE transaction_id = ? ORDER BY programme_offer_id').all(id);
  const matched = () =>
    world()
      .prepare("SELECT t.id FROM transactions t WHERE t.publisher_id = ? AND t.env = 'live' AND EXISTS (SELECT 1 FROM transaction_offer_matches m WHERE m.transaction_id = t.id) LIMIT 1")
      .pluck()
      .get(northwind.publisherId) as string;

  beforeAll(async () => {
    session = await createSession(app);
    sessionToken = await signIn(app, northwind.email, undefined, session);
  });

  it('the seeded world answers each transaction with its matches', async () => {
    const id = matched();
    expect(await offersOf(id)).toEqual(matchesOf(id));
  });

  it('a match added, a second one in programme offer order, one removed and one moved to another transaction', async () => {
    const id = matched();
    const [first] = matchesOf(id) as { id: string; programmeOfferId: string }[];
    // Another programme offer of the same publisher and partition, not yet matched to this transaction.
    const other = world()
      .prepare(
        `SELECT p.id AS programmeOfferId, p.offer_id AS id FROM programme_offers p WHERE p.publisher_id = ? AND p.env = 'live'
           AND p.id NOT IN (SELECT programme_offer_id FROM transaction_offer_matches WHERE transaction_id = ?) ORDER BY p.id LIMIT 2`,
      )
      .all(northwind.publisherId, id) as { id: string; programmeOfferId: string }[];
    expect(other).toHaveLength(2);
    const insert = world().prepare('INSERT INTO transaction_offer_matches (transaction_id, programme_offer_id, offer_id, matched_on) VALUES (?, ?, ?, 0)');
    for (const o of other) insert.run(id, o.programmeOfferId, o.id);
    const all = [first!, ...other].sort((a, b) => (a.programmeOfferId < b.programmeOfferId ? -1 : 1));
    expect(await offersOf(id)).toEqual(all.map(({ id: offer, programmeOfferId }) => ({ id: offer, programmeOfferId })));
    world().prepare('DELETE FROM transaction_offer_matches WHERE transaction_id = ? AND programme_offer_id = ?').run(id, other[0]!.programmeOfferId);
    expect(await offersOf(id)).toEqual(matchesOf(id));
    const elsewhere = world().prepare("SELECT id FROM transactions WHERE publisher_id = ? AND env = 'live' AND id <> ? AND NOT EXISTS (SELECT 1 FROM transaction_offer_matches m WHERE m.transaction_id = transactions.id) LIMIT 1").pluck().get(northwind.publisherId, id) as string;
    world().prepare('UPDATE transaction_offer_matches SET transaction_id = ? WHERE transaction_id = ? AND programme_offer_id = ?').run(elsewhere, id, other[1]!.programmeOfferId);
    expect(await offersOf(elsewhere)).toEqual([{ id: other[1]!.id, programmeOfferId: other[1]!.programmeOfferId }]);
    expect(await offersOf(id)).toEqual(matchesOf(id));
  });

  it('an offer leaving the programme takes its matches with it (the cascade), and the lists stop showing it', async () => {
    const id = matched();
    const gone = (matchesOf(id) as { programmeOfferId: string }[])[0]!.programmeOfferId;
    const holders = world().prepare('SELECT COUNT(*) FROM transaction_offer_matches WHERE programme_offer_id = ?').pluck().get(gone) as number;
    expect(holders).toBeGreaterThan(0);
    world().prepare('DELETE FROM programme_offers WHERE id = ?').run(gone);
    expect((await offersOf(id)).map((o) => o.programmeOfferId)).not.toContain(gone);
    const list = page.parse((await inWorld('?page=0&size=200')).json());
    expect(list.content.flatMap((t) => t.offersAvailable.map((o) => o.programmeOfferId))).not.toContain(gone);
  });
});
