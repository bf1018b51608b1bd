import { toMajor } from '@cashloop/shared';
import { parse } from 'csv-parse/sync';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LIVE_PREFIX, SANDBOX_PREFIX } from '@cashloop/shared';
import { paged } from '@cashloop/shared/common/paging';
import {
  transactionUploadResultSchema,
  transactionUploadSchema,
  uploadCashbackCsvColumns,
} from '@cashloop/shared/contracts/transaction-enrichment';
import { computeCashback } from '@cashloop/shared/rules/cashback-math';
import { endUserCountsDrift } from '@cashloop/db/end-user-counts-test-support';
import { bearer, createTestApp, demoAccounts, signIn } from '../../../test/helpers';
import { firstTransitionAt } from '../../engine/cashback-schedule';
import { BASE, countOf, type LivePaymentOffer, livePaymentOffer, tableCounts, uploadCsv } from './transaction-test-support';

let app: FastifyInstance;
let token: string;
let otherToken: string;
let offer: LivePaymentOffer;
const northwind = demoAccounts().find((a) => a.publisherId === 'pub_northwind' && a.totpSecret)!;
const harbour = demoAccounts().find((a) => a.publisherId === 'pub_harbour' && a.totpSecret)!;
const HEADER = 'transactionId,endUserId,bookingDateTime,amount,currency,description';
let seq = 0;
/** A reference and end user no other test uses. */
const fresh = (what: string) => `${what}-${Date.now().toString(36)}-${++seq}`;

beforeAll(async () => {
  app = await createTestApp();
  token = await signIn(app, northwind.email);
  otherToken = await signIn(app, harbour.email);
  offer = livePaymentOffer(app, northwind.publisherId);
});
afterAll(async () => {
  await app.close();
});

const yesterday = () => new Date(app.deps.clock.now() - 86_400_000).toISOString();

async function uploadOk(content: string, query = '') {
  const res = await uploadCsv(app, token, content, { query });
  expect(res.statusCode, res.body).toBe(200);
  return transactionUploadResultSchema.parse(res.json());
}

const stored = (ref: string) =>
  app.deps.data.sqlite.prepare("SELECT * FROM transactions WHERE internal_transaction_id = ? AND publisher_id = ? AND env = 'live'").get(ref, northwind.publisherId) as
    | Record<string, unknown>
    | undefined;

describe('transaction upload', () => {
  it("enriches each row, matches the retailer's live PAYMENT offer and creates cashback by the shared rules", async () => {
    const rows = [-4250, -1999, -120000].map((pence) => ({ ref: fresh('TX'), user: fresh('eu'), pence }));
    const csv = [HEADER, ...rows.map((r) => `${r.ref},${r.user},${yesterday()},${(r.pence / 100).toFixed(2)},GBP,${offer.alias} 0042 LONDON`)].join('\n');
    const eventsBefore = countOf(app, "SELECT COUNT(*) FROM domain_events WHERE type = 'CASHBACK_CREATED'");
    const body = await uploadOk(csv);
    expect(body).toMatchObject({ fileStatus: 'COMPLETED', rowCount: 3, historic: false, enrichment: true, progress: null });
    expect(body.summary).toMatchObject({ transactions: 3, enriched: 3, matched: 3, newEndUsers: 3 });
    const now = body.createdOn;
    let created = 0;
    for (const r of rows) {
      const txn = stored(r.ref)!;
      expect(txn).toMatchObject({ retailer_id: offer.retailerId, merchant_name: offer.name, amount: r.pence, transaction_type: 'DEBIT', upload_id: body.id });
      const matches = app.deps.data.sqlite.prepare('SELECT programme_offer_id AS po FROM transaction_offer_matches WHERE transaction_id = ?').pluck().all(txn.id);
      expect(matches).toEqual([offer.programmeOfferId]);
      const expected = computeCashback({ amount: r.pence, rules: offer.rules, split: offer.split, newCustomer: true, spendingCapAmount: offer.cap });
      const cb = app.deps.data.sqlite.prepare('SELECT * FROM cashback WHERE transaction_id = ?').all(txn.id) as Record<string, number | string | null>[];
      if (!expected || expected.total === 0) {
        expect(cb).toEqual([]);
        continue;
      }
      created++;
      expect(cb).toHaveLength(1);
      expect(cb[0]).toMatchObject({
        status: 'CREATED',
        end_user_cashback_receivable: expected.endUser,
        publisher_cashback_receivable: expected.client,
        transaction_amount: Math.abs(r.pence),
        programme_offer_id: offer.programmeOfferId,
        offer_id: offer.offerId,
        retailer_id: offer.retailerId,
        end_user_id: r.user,
        currency: 'GBP',
        generation: 'ORIGINAL',
        created_on: now,
        next_transition_on: firstTransitionAt(now, cb[0]!.id as string),
      });
      const events = app.deps.data.sqlite.prepare("SELECT type, payload FROM domain_events WHERE entity_id = ?").all(cb[0]!.id) as { type: string; payload: string }[];
      expect(events.map((e) => e.type)).toEqual(['CASHBACK_CREATED']);
      expect(JSON.parse(events[0]!.payload)).toMatchObject({ id: cb[0]!.id, transactionId: txn.id, endUserCashbackReceivable: toMajor(expected.endUser) });
    }
    expect(created).toBeGreaterThan(0);
    expect(body.summary.cashbackCreated).toBe(created);
    expect(countOf(app, "SELECT COUNT(*) FROM domain_events WHERE type = 'CASHBACK_CREATED'")).toBe(eventsBefore + created);
    for (const r of rows) expect(countOf(app, 'SELECT COUNT(*) FROM end_users WHERE id = ? AND publisher_id = ?', r.user, northwind.publisherId)).toBe(1);
    expect(endUserCountsDrift(app.deps.data.sqlite)).toEqual([]);
  });

  it('accepts aliases of the column names, in any order and case, and says which columns it ignored', async () => {
    const ref = fresh('TX');
    const csv = `Description,CURRENCY,booking_date,user_id,Transaction_Amount,transaction_reference,Merchant ID,type,Notes\n` +
      `"${offer.alias}, LONDON",gbp,01-06-2025,${fresh('eu')},42.50,${ref},,debit,hello\n`;
    const body = await uploadOk(csv);
    expect(body.summary).toMatchObject({ transactions: 1, enriched: 1, ignoredColumns: ['Notes'] });
    expect(stored(ref)).toMatchObject({ amount: -4250, currency: 'GBP', transaction_type: 'DEBIT', booking_time: Date.UTC(2025, 5, 1), description: `${offer.alias}, LONDON` });
  });

  it('a bad LAST row stores nothing, and the answer names every bad line', async () => {
    const before = tableCounts(app);
    const good = Array.from({ length: 50 }, () => `${fresh('TX')},${fresh('eu')},${yesterday()},-10.00,GBP,${offer.alias}`);
    const csv = [HEADER, ...good, `${fresh('TX')},${fresh('eu')},not-a-date,-10.00,GBP,${offer.alias}`].join('\r\n');
    const res = await uploadCsv(app, token, csv);
    expect(res.statusCode).toBe(400);
    const { error } = res.json() as { error: { message: string; details: { lines: number[]; problems: { line: number; column: string }[] } } };
    expect(error.message).toMatch(/^Line 52: bookingDateTime 'not-a-date'/);
    expect(error.message).toMatch(/Nothing was uploaded\.$/);
    expect(error.details.lines).toEqual([52]);
    expect(tableCounts(app)).toEqual(before);
  });

  it('names every bad line, up to the first 100', async () => {
    const bad = Array.from({ length: 130 }, (_, i) => `${fresh('TX')},${fresh('eu')},${yesterday()},${i % 2 ? 'abc' : '0'},GBP,X`);
    const res = await uploadCsv(app, token, [HEADER, ...bad].join('\n'));
    expect(res.statusCode).toBe(400);
    const { details, message } = (res.json() as { error: { message: string; details: { lines: number[] } } }).error;
    expect(details.lines).toEqual(Array.from({ length: 100 }, (_, i) => i + 2));
    // 130 bad rows, checked up to the 100th: the message says the count is not the whole file's.
    expect(message).toMatch(/\(and 99 more problems; checking stopped at the 100th, so the file may have more\)\. Nothing was uploaded\.$/);
  });

  it('refuses a transaction uploaded before, or twice in one file, naming the lines', async () => {
    const ref = fresh('TX');
    await uploadOk(`${HEADER}\n${ref},${fresh('eu')},${yesterday()},-5.00,GBP,${offer.alias}\n`);
    const before = tableCounts(app);
    const twice = fresh('TX');
    const csv = [HEADER, `${fresh('TX')},u1-${seq},${yesterday()},-1.00,GBP,A`, `${ref},u2-${seq},${yesterday()},-1.00,GBP,A`,
      `${twice},u3-${seq},${yesterday()},-1.00,GBP,A`, `${twice},u3-${seq},${yesterday()},-1.00,GBP,A`].join('\n');
    const res = await uploadCsv(app, token, csv);
    expect(res.statusCode).toBe(400);
    const { error } = res.json() as { error: { message: string; details: { lines: number[] } } };
    expect(error.details.lines).toEqual([3, 5]);
    expect(error.message).toContain('duplicate transaction');
    expect(tableCounts(app)).toEqual(before);
  });

  it('takes an end user id another publisher holds as its own end user, leaving theirs alone (decision 0041)', async () => {
    const theirs = countOf(app, "SELECT id FROM end_users WHERE publisher_id = ? AND env = 'live' LIMIT 1", harbour.publisherId) as unknown as string;
    const theirRow = () => app.deps.data.sqlite.prepare("SELECT * FROM end_users WHERE id = ? AND publisher_id = ? AND env = 'live'").get(theirs, harbour.publisherId);
    const before = theirRow();
    const body = await uploadOk(`${HEADER}\n${fresh('TX')},${theirs},${yesterday()},-1.00,GBP,A\n`);
    expect(body.summary).toMatchObject({ transactions: 1, newEndUsers: 1 });
    expect(theirRow()).toEqual(before);
  });

  it('historic=true stores the history enriched but matches nothing and creates no cashback', async () => {
    const ref = fresh('TX');
    const body = await uploadOk(`${HEADER}\n${ref},${fresh('eu')},${yesterday()},-99.00,GBP,${offer.alias}\n`, '?historic=true');
    expect(body).toMatchObject({ historic: true, enrichment: true, summary: { enriched: 1, matched: 0, cashbackCreated: 0 } });
    const txn = stored(ref)!;
    expect(txn.retailer_id).toBe(offer.retailerId);
    expect(countOf(app, 'SELECT COUNT(*) FROM cashback WHERE transaction_id = ?', txn.id)).toBe(0);
    expect(countOf(app, 'SELECT COUNT(*) FROM transaction_offer_matches WHERE transaction_id = ?', txn.id)).toBe(0);
  });

  it('enrichment=false stores the rows as they are', async () => {
    const ref = fresh('TX');
    const body = await uploadOk(`${HEADER},mid\n${ref},${fresh('eu')},${yesterday()},-99.00,GBP,${offer.alias},M-1\n`, '?enrichment=false');
    expect(body).toMatchObject({ enrichment: false, summary: { enriched: 0, cashbackCreated: 0 } });
    expect(stored(ref)).toMatchObject({ retailer_id: null, merchant_name: null, labels: '[]', mid: 'M-1', description: offer.alias });
  });
});

describe('upload history and cashback export', () => {
  it('lists the file COMPLETED, newest first, and exports its cashback as cashback_{id}.csv', async () => {
    const ref = fresh('TX');
    const body = await uploadOk(`${HEADER}\n${ref},${fresh('eu')},${yesterday()},-250.00,GBP,${offer.alias}\n`);
    const list = await app.inject({ method: 'GET', url: `${LIVE_PREFIX}${BASE}/upload-csv?page=0&size=25`, headers: bearer(token) });
    expect(list.statusCode).toBe(200);
    const page = paged(transactionUploadSchema).parse(list.json());
    expect(page.content[0]).toMatchObject({ id: body.id, fileName: 'transactions.csv', fileStatus: 'COMPLETED', rowCount: 1, progress: null });
    expect(page.totalElements).toBe(countOf(app, "SELECT COUNT(*) FROM transaction_uploads WHERE publisher_id = ? AND env = 'live'", northwind.publisherId));

    const res = await app.inject({ method: 'GET', url: `${LIVE_PREFIX}${BASE}/upload-csv/${body.id}/download-cashback`, headers: bearer(token) });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/csv/);
    expect(res.headers['content-disposition']).toBe(`attachment; filename="cashback_${body.id}.csv"`);
    const [header, ...rows] = parse(res.body) as string[][];
    expect(header).toEqual([...uploadCashbackCsvColumns]);
    const cb = app.deps.data.sqlite.prepare('SELECT c.* FROM cashback c JOIN transactions t ON t.id = c.transaction_id WHERE t.internal_transaction_id = ?').get(ref) as Record<string, number | string>;
    const col = (name: (typeof uploadCashbackCsvColumns)[number]) => uploadCashbackCsvColumns.indexOf(name);
    expect(rows).toHaveLength(1);
    expect(rows[0]![col('Cashback id')]).toBe(cb.id);
    expect(rows[0]![col('Transaction reference')]).toBe(ref);
    expect(rows[0]![col('Transaction amount')]).toBe('250.00');
    expect(rows[0]![col('End user cashback')]).toBe(((cb.end_user_cashback_receivable as number) / 100).toFixed(2));
    expect(rows[0]![col('Publisher commission')]).toBe(((cb.publisher_cashback_receivable as number) / 100).toFixed(2));
    expect(rows[0]![col('Status')]).toBe('CREATED');
  });

  it("adds each enriched transaction to its retailer's popularity counter once, as single inserts do", async () => {
    const sqlite = app.deps.data.sqlite;
    const counter = () =>
      sqlite.prepare('SELECT live_transaction_count AS live, sandbox_transaction_count AS sandbox FROM retailers WHERE id = ?').get(offer.retailerId);
    const before = counter() as { live: number; sandbox: number };
    const rows = [
      ...[1, 2, 3].map(() => `${fresh('TX')},${fresh('eu')},${yesterday()},-12.00,GBP,${offer.alias} 0042 LONDON`),
      `${fresh('TX')},${fresh('eu')},${yesterday()},-3.00,GBP,NOBODY KNOWN HERE 123`,
    ];
    await uploadOk([HEADER, ...rows].join('\n'));
    expect(counter()).toEqual({ live: before.live + 3, sandbox: before.sandbox });
    // Every counter still equals a count of the stored rows.
    const drift = countOf(
      app,
      `SELECT COUNT(*) FROM retailers r WHERE live_transaction_count <> (SELECT COUNT(*) FROM transactions t WHERE t.retailer_id = r.id AND t.env = 'live')
         OR sandbox_transaction_count <> (SELECT COUNT(*) FROM transactions t WHERE t.retailer_id = r.id AND t.env = 'sandbox')`,
    );
    expect(drift).toBe(0);
    // Single inserts (seeds, playground) still count row by row.
    const one = sqlite.prepare("SELECT * FROM transactions WHERE retailer_id = ? AND env = 'live' LIMIT 1").get(offer.retailerId) as Record<string, unknown>;
    sqlite
      .prepare('INSERT INTO transactions (id, publisher_id, env, internal_transaction_id, transaction_type, end_user_id, booking_time, amount, currency, description, retailer_id, labels, created_on) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)')
      .run(fresh('txn'), one.publisher_id, 'live', fresh('REF'), 'DEBIT', one.end_user_id, one.booking_time, -100, 'GBP', 'x', offer.retailerId, '[]', 1);
    expect(counter()).toEqual({ live: before.live + 4, sandbox: before.sandbox });
  });

  it('exports formula-looking text safely', async () => {
    const ref = fresh('TX');
    const user = `-evil${seq}`;
    const body = await uploadOk(`${HEADER}\n${ref},${user},${yesterday()},-50.00,GBP,${offer.alias}\n`);
    const res = await app.inject({ method: 'GET', url: `${LIVE_PREFIX}${BASE}/upload-csv/${body.id}/download-cashback`, headers: bearer(token) });
    const rows = (parse(res.body) as string[][]).slice(1);
    expect(rows[0]![uploadCashbackCsvColumns.indexOf('End user id')]).toBe(`'${user}`);
  });

  it("answers 404 for another publisher's or partition's upload, and for an unknown id", async () => {
    const { id } = await uploadOk(`${HEADER}\n${fresh('TX')},${fresh('eu')},${yesterday()},-5.00,GBP,${offer.alias}\n`);
    for (const [prefix, as] of [[LIVE_PREFIX, otherToken], [SANDBOX_PREFIX, token]] as const) {
      const res = await app.inject({ method: 'GET', url: `${prefix}${BASE}/upload-csv/${id}/download-cashback`, headers: bearer(as) });
      expect(res.statusCode).toBe(404);
    }
    const unknown = await app.inject({ method: 'GET', url: `${LIVE_PREFIX}${BASE}/upload-csv/tfu_nope/download-cashback`, headers: bearer(token) });
    expect(unknown.statusCode).toBe(404);
  });

  it('answers 409 to an export of an upload that did not complete', async () => {
    const failed = countOf(app, "SELECT COUNT(*) FROM transaction_uploads WHERE status = 'FAILED' AND publisher_id = ? AND env = 'live'", northwind.publisherId);
    expect(failed).toBeGreaterThan(0);
    const id = app.deps.data.sqlite
      .prepare("SELECT id FROM transaction_uploads WHERE status = 'FAILED' AND publisher_id = ? AND env = 'live'")
      .pluck()
      .get(northwind.publisherId) as string;
    const res = await app.inject({ method: 'GET', url: `${LIVE_PREFIX}${BASE}/upload-csv/${id}/download-cashback`, headers: bearer(token) });
    expect(res.statusCode).toBe(409);
    expect(res.json().error.message).toBe('This upload is FAILED: only a COMPLETED upload has cashback to export');
  });

  it('serves the template: a header of every column and rows that upload as they are', async () => {
    const res = await app.inject({ method: 'GET', url: `${LIVE_PREFIX}${BASE}/upload-csv/template`, headers: bearer(token) });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/csv/);
    const [header] = parse(res.body) as string[][];
    expect(header).toEqual(['transactionId', 'endUserId', 'bookingDateTime', 'amount', 'currency', 'description', 'mid', 'transactionType', 'accountId']);
    const session = await app.inject({ method: 'POST', url: '/__mock/sessions', payload: { now: app.deps.clock.now() } });
    const sid = (session.json() as { id: string }).id;
    const sessionToken = await signIn(app, northwind.email, undefined, sid);
    const again = await uploadCsv(app, sessionToken, res.body, { headers: { 'x-mock-session': sid } });
    expect(again.statusCode, again.body).toBe(200);
    expect(again.json().summary.transactions).toBe(3);
  });
});
