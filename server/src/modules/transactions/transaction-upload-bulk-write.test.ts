import { toMajor } from '@cashloop/shared';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { transactionUploadResultSchema } from '@cashloop/shared/contracts/transaction-enrichment';
import { createTestApp, signIn } from '../../../test/helpers';
import { webhookDispatcher } from '../../engine/webhook-delivery';
import { fanOut, fanOutFor, webhookContent } from '../../engine/webhook-delivery-store';
import { countOf, type LivePaymentOffer, livePaymentOffer, uploadCsv, fresh, northwindAccount, UPLOAD_HEADER } from './transaction-test-support';

// The upload's final copy is set-based SQL with the per-row triggers standing aside (decision 0013);
// these tests hold it to what row-by-row writes (createCashback, recordEvents, the triggers) make, and
// the sliced webhook fan-out to every message in order.

let app: FastifyInstance;
let token: string;
let offer: LivePaymentOffer;
const northwind = northwindAccount();
const HEADER = UPLOAD_HEADER;

beforeAll(async () => {
  app = await createTestApp();
  token = await signIn(app, northwind.email);
  offer = livePaymentOffer(app, northwind.publisherId);
});
afterAll(async () => {
  await app.close();
});

const sqlite = () => app.deps.data.sqlite;
const maxSeq = () => countOf(app, 'SELECT COALESCE(MAX(seq), 0) FROM domain_events');
const settle = async () => {
  await new Promise((r) => setImmediate(r));
  await webhookDispatcher(app.deps.world).idle();
};

/** A paused webhook of the scope (nothing is sent), its cursor at `cursor`. */
function pausedHook(scope: string[], env = 'live', cursor = maxSeq()): string {
  const id = fresh('wh_test').replaceAll('-', '_');
  sqlite()
    .prepare(
      `INSERT INTO webhooks (id, publisher_id, env, url, secret, active, scope, created_on, cursor_seq)
       VALUES (?, ?, ?, 'https://hooks.test/x', 'whsec_dGVzdA==', 0, ?, ?, ?)`,
    )
    .run(id, northwind.publisherId, env, JSON.stringify(scope), app.deps.clock.now(), cursor);
  return id;
}

interface EventRow { seq: number; id: string; type: string; payload: string; createdOn: number; publisherId: string; env: string }
const eventsAfter = (from: number, to = Number.MAX_SAFE_INTEGER) =>
  sqlite()
    .prepare('SELECT seq, id, type, payload, created_on AS createdOn, publisher_id AS publisherId, env FROM domain_events WHERE seq > ? AND seq <= ? ORDER BY seq')
    .all(from, to) as EventRow[];
const messagesOf = (hookId: string) =>
  sqlite().prepare('SELECT domain_event_id AS eventId, content, event_type AS type FROM webhook_events WHERE webhook_id = ? ORDER BY rowid').all(hookId) as {
    eventId: string; content: string; type: string;
  }[];
/** What the row-by-row fan-out wrote for each event: JSON.stringify of the envelope. */
const expectedContent = (e: EventRow) => JSON.stringify(webhookContent(e.type, e.createdOn, JSON.parse(e.payload)));

async function upload(rows: number) {
  const day = new Date(app.deps.clock.now() - 86_400_000).toISOString();
  const lines = Array.from({ length: rows }, (_, i) =>
    // Every third row a merchant nobody knows, so cashback rows and transactions interleave.
    `${fresh('TX')},${fresh('eu')},${day},-${(12 + i).toFixed(2)},GBP,${i % 3 === 2 ? 'NOBODY KNOWN 12' : `${offer.alias} 0042 LONDON`}`,
  );
  const res = await uploadCsv(app, token, [HEADER, ...lines].join('\n'));
  expect(res.statusCode, res.body).toBe(200);
  return transactionUploadResultSchema.parse(res.json());
}

describe('an upload written set-based', () => {
  it('writes cashback and CASHBACK_CREATED events as createCashback and recordEvents do, in file order, and keeps every count', async () => {
    const before = maxSeq();
    const body = await upload(30);
    expect(body.summary.cashbackCreated).toBeGreaterThan(10);
    const cashback = sqlite()
      .prepare(
        `SELECT c.id, c.end_user_id AS endUserId, c.transaction_id AS transactionId, c.programme_offer_id AS programOfferId,
                c.end_user_cashback_receivable AS endUserCashbackReceivable, c.publisher_cashback_receivable AS publisherCashbackReceivable, c.currency
         FROM cashback c JOIN transactions t ON t.id = c.transaction_id WHERE t.upload_id = ? ORDER BY t.rowid`,
      )
      .all(body.id) as Record<string, string | number>[];
    expect(cashback).toHaveLength(body.summary.cashbackCreated);
    const events = eventsAfter(before);
    expect(events.map((e) => e.type)).toEqual(cashback.map(() => 'CASHBACK_CREATED'));
    events.forEach((e, i) => {
      const c = cashback[i]!;
      expect(c.id).toMatch(/^cb_[A-Za-z0-9_-]{16}$/);
      expect(e.id).toMatch(/^evt_[0-9a-f]{20}$/);
      // Byte for byte the payload recordEvents stores for createCashback's object: the row's pence as the
      // contract's pounds (decision 0043; this pinned pence before issue 46 item 2).
      expect(e.payload).toBe(JSON.stringify({ ...c, endUserCashbackReceivable: toMajor(Number(c.endUserCashbackReceivable)), publisherCashbackReceivable: toMajor(Number(c.publisherCashbackReceivable)) }));
      expect(e.createdOn).toBe(body.createdOn);
    });
    // The scope counts the per-row triggers keep equal the rows, for every scope and status; no deferral is left.
    const drift = countOf(
      app,
      `SELECT COUNT(*) FROM (
         SELECT publisher_id, env, 'transactions' AS entity, '' AS status, COUNT(*) AS n FROM transactions GROUP BY 1, 2
         UNION ALL SELECT publisher_id, env, 'cashback', status, COUNT(*) FROM cashback GROUP BY 1, 2, 4) x
       LEFT JOIN scope_row_counts s USING (publisher_id, env, entity, status) WHERE s.n IS NOT x.n`,
    );
    expect(drift).toBe(0);
    expect(countOf(app, 'SELECT COUNT(*) FROM scope_row_count_deferrals')).toBe(0);
    expect(countOf(app, 'SELECT COUNT(*) FROM retailer_count_deferrals')).toBe(0);
    expect(countOf(app, 'SELECT COUNT(*) FROM spend_rollup_deferrals')).toBe(0);
  });

  it("fans the upload's events out to every webhook subscribed, each message in event order, as the row-by-row fan-out wrote them", async () => {
    await settle();
    const before = maxSeq();
    const subscribed = [pausedHook(['CASHBACK_CREATED']), pausedHook(['CASHBACK_VERIFIED', 'CASHBACK_CREATED'])];
    const otherType = pausedHook(['CASHBACK_VERIFIED']);
    const otherEnv = pausedHook(['CASHBACK_CREATED'], 'sandbox');
    const body = await upload(40);
    await settle();
    const events = eventsAfter(before).filter((e) => e.type === 'CASHBACK_CREATED');
    expect(events).toHaveLength(body.summary.cashbackCreated);
    for (const hook of subscribed) {
      const messages = messagesOf(hook);
      expect(messages.map((m) => m.eventId)).toEqual(events.map((e) => e.id));
      messages.forEach((m, i) => expect(m.content).toBe(expectedContent(events[i]!)));
      expect(countOf(app, 'SELECT cursor_seq FROM webhooks WHERE id = ?', hook)).toBe(maxSeq());
    }
    expect(messagesOf(otherType)).toEqual([]);
    expect(messagesOf(otherEnv)).toEqual([]);
  });
});

describe('the webhook fan-out in slices', () => {
  it('stops after its time budget with events left, and once finished holds every message, in order', async () => {
    await settle();
    const last = maxSeq();
    // Behind by 2,000 events (several steps), every type the seeded history holds.
    const types = [...new Set(eventsAfter(last - 2_000).map((e) => e.type))];
    const hook = pausedHook(types, 'live', last - 2_000);
    const now = app.deps.clock.now();
    expect(fanOutFor(sqlite(), now, 0)).toBe(true);
    const partial = messagesOf(hook).length;
    let slices = 1;
    while (fanOutFor(sqlite(), now, 0)) slices++;
    expect(slices).toBeGreaterThan(2);
    const expected = eventsAfter(last - 2_000, last).filter((e) => e.publisherId === northwind.publisherId && e.env === 'live');
    const messages = messagesOf(hook);
    expect(partial).toBeLessThan(messages.length);
    expect(messages.map((m) => m.eventId)).toEqual(expected.map((e) => e.id));
    messages.forEach((m, i) => expect(m.content).toBe(expectedContent(expected[i]!)));
    // Nothing is fanned out twice.
    expect(fanOut(sqlite(), now)).toBe(0);
    expect(messagesOf(hook)).toHaveLength(expected.length);
  });
});
