import { readFileSync } from 'node:fs';
import type { FastifyInstance } from 'fastify';
import { Webhook } from 'standardwebhooks';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LIVE_PREFIX } from '@cashloop/shared';
import { bearer, createSession, createTestApp, demoAccounts, inSession, signIn } from '../../../test/helpers';
import { webhookDispatcher } from '../../engine/webhook-delivery';
import { livePaymentOffer, uploadCsv } from '../transactions/transaction-test-support';
import { startReceiver } from './webhook-test-receiver';

// Issue 46 item 2: a CASHBACK_* event carries the ledger's pounds under the ledger's names, never pence.
const DAY = 86_400_000;
const northwind = demoAccounts().find((a) => a.publisherId === 'pub_northwind' && a.totpSecret)!;
let app: FastifyInstance;
beforeAll(async () => {
  app = await createTestApp();
});
afterAll(async () => {
  await app.close();
});

interface Amounts { id: string; endUserCashbackReceivable: number; publisherCashbackReceivable: number; currency: string }

async function world() {
  const session = await createSession(app);
  const w = app.worlds.use(session)!;
  const token = await signIn(app, northwind.email, undefined, session);
  const headers = { ...inSession(session), ...bearer(token) };
  const ledger = async (id: string) => {
    // Signed in afresh: a token expires on the virtual clock, which the tests move.
    const now = { ...inSession(session), ...bearer(await signIn(app, northwind.email, undefined, session)) };
    const res = await app.inject({ method: 'GET', url: `${LIVE_PREFIX}/cashback-ledger/cashback/${id}`, headers: now });
    expect(res.statusCode, res.body).toBe(200);
    return res.json().payoutData as Omit<Amounts, 'id'>;
  };
  return { session, w, sqlite: w.deps.data.sqlite, token, headers, ledger };
}

describe('webhook event amounts', { timeout: 120_000 }, () => {
  it('seeded CASHBACK_* events and their seeded deliveries carry the ledger’s pounds', async () => {
    const { sqlite, ledger } = await world();
    const events = sqlite
      .prepare("SELECT payload FROM domain_events WHERE type LIKE 'CASHBACK_%' AND publisher_id = ? AND env = 'live' ORDER BY seq LIMIT 10")
      .all(northwind.publisherId) as { payload: string }[];
    expect(events.length).toBe(10);
    for (const e of events) {
      const data = JSON.parse(e.payload) as Amounts;
      expect({ ...data, id: undefined }).toMatchObject(await ledger(data.id));
    }
    const delivered = sqlite
      .prepare("SELECT content FROM webhook_events WHERE event_type LIKE 'CASHBACK_%' AND publisher_id = ? AND env = 'live' LIMIT 10")
      .all(northwind.publisherId) as { content: string }[];
    expect(delivered.length).toBeGreaterThan(0);
    for (const d of delivered) {
      const data = (JSON.parse(d.content) as { data: Amounts }).data;
      expect(data).toMatchObject(await ledger(data.id));
    }
  });

  it('an uploaded payment’s CASHBACK_CREATED and the clock’s next step deliver the ledger’s pounds, signed', async () => {
    const { w, sqlite, token, headers, ledger, session } = await world();
    const receiver = await startReceiver();
    try {
      const scope = ['CASHBACK_CREATED', 'CASHBACK_BEING_VERIFIED'];
      const hook = (await app.inject({ method: 'POST', url: `${LIVE_PREFIX}/webhook`, headers, payload: { url: receiver.url, scope } })).json();
      const offer = livePaymentOffer(app, northwind.publisherId);
      const booked = new Date(w.deps.clock.now() - DAY).toISOString();
      // An odd amount, so pence and pounds cannot agree by accident.
      const csv = `transactionId,endUserId,bookingDateTime,amount,currency,description\nTX-amounts-1,eu-amounts-1,${booked},-287.63,GBP,${offer.alias}\n`;
      const upload = await uploadCsv(app, token, csv, { headers: inSession(session) });
      expect(upload.statusCode, upload.body).toBe(200);
      await app.inject({ method: 'POST', url: '/__mock/clock', headers: inSession(session), payload: { advanceMs: 10 * DAY } });
      await webhookDispatcher(w).idle();

      const messages = receiver.received.map((r) => new Webhook(hook.secret).verify(r.body, r.headers as Record<string, string>) as { type: string; data: Amounts });
      const id = (sqlite.prepare("SELECT c.id FROM cashback c JOIN transactions t ON t.id = c.transaction_id WHERE t.internal_transaction_id = 'TX-amounts-1'").pluck().get()) as string;
      const mine = messages.filter((m) => m.data.id === id);
      expect(mine.map((m) => m.type)).toEqual(scope);
      const expected = await ledger(id);
      expect(expected.endUserCashbackReceivable % 1).not.toBe(0);
      for (const m of mine) expect(m.data).toMatchObject(expected);
    } finally {
      await receiver.close();
    }
  });

  it('migration 0029 rewrites pence stored before it as pounds, in events and in their deliveries', async () => {
    const { sqlite } = await world();
    const legacy = { id: 'cb_legacy', endUserId: 'eu', transactionId: null, programOfferId: 'po', endUserCashbackReceivable: 288, publisherCashbackReceivable: 300, currency: 'GBP' };
    sqlite.prepare("INSERT INTO domain_events (id, publisher_id, env, type, entity_type, entity_id, payload, created_on) VALUES ('evt_legacy', ?, 'live', 'CASHBACK_PAID_TO_PUBLISHER', 'cashback', 'cb_legacy', ?, 1)")
      .run(northwind.publisherId, JSON.stringify(legacy));
    const hookId = sqlite.prepare("SELECT id FROM webhooks WHERE publisher_id = ? AND env = 'live' LIMIT 1").pluck().get(northwind.publisherId);
    const content = JSON.stringify({ type: 'CASHBACK_PAID_TO_PUBLISHER', timestamp: '1970-01-01T00:00:00.001Z', data: legacy });
    sqlite.prepare("INSERT INTO webhook_events (id, publisher_id, env, webhook_id, domain_event_id, event_type, content, created_on, delivered, attempts) VALUES ('msg_legacy', ?, 'live', ?, 'evt_legacy', 'CASHBACK_PAID_TO_PUBLISHER', ?, 1, 0, 8)")
      .run(northwind.publisherId, hookId, content);

    sqlite.exec(readFileSync(new URL('../../../../db/migrations/0029_event_amounts_in_pounds.sql', import.meta.url), 'utf8').replaceAll('--> statement-breakpoint', ''));

    const pounds = { ...legacy, endUserCashbackReceivable: 2.88, publisherCashbackReceivable: 3 };
    expect(sqlite.prepare("SELECT payload FROM domain_events WHERE id = 'evt_legacy'").pluck().get()).toBe(JSON.stringify(pounds));
    expect(sqlite.prepare("SELECT content FROM webhook_events WHERE id = 'msg_legacy'").pluck().get()).toBe(JSON.stringify({ ...JSON.parse(content), data: pounds }));
  });
});
