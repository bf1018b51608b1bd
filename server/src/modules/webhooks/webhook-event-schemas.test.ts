import { readFileSync } from 'node:fs';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LIVE_PREFIX, SANDBOX_PREFIX, testWebhookEventTypes, webhookEventTypes } from '@cashloop/shared';
import { webhookEventDataSchemas, webhookMessageSchema, type WebhookEventType } from '@cashloop/shared/contracts/webhook-events';
import { bearer, createSession, createTestApp, demoAccounts, inSession, signIn } from '../../../test/helpers';
import { livePaymentOffer, uploadCsv } from '../transactions/transaction-test-support';

// Issue 46 item 3: one schema per event type, which every real event and every test event of that type fits.
const DAY = 86_400_000;
const northwind = demoAccounts().find((a) => a.publisherId === 'pub_northwind' && a.totpSecret)!;
let app: FastifyInstance;
beforeAll(async () => {
  app = await createTestApp();
});
afterAll(async () => {
  await app.close();
});

/** Every problem of a stored message against its type's schema, named by message id. */
function problems(rows: { id: string; type: string; content: string }[]) {
  return rows.flatMap((r) => {
    const parsed = webhookMessageSchema(r.type as WebhookEventType).safeParse(JSON.parse(r.content));
    return parsed.success ? [] : [`${r.id} ${r.type}: ${parsed.error.message}`];
  });
}

describe('webhook event schemas', { timeout: 180_000 }, () => {
  it('every real event a world delivers, seeded and made by the engine, parses with its type’s schema', async () => {
    const session = await createSession(app);
    const w = app.worlds.use(session)!;
    const sqlite = w.deps.data.sqlite;
    const token = await signIn(app, northwind.email, undefined, session);
    const headers = { ...inSession(session), ...bearer(token) };
    const call = async (method: 'POST' | 'DELETE', url: string, payload?: object) => {
      const res = await app.inject({ method, url: `${LIVE_PREFIX}${url}`, headers, ...(payload ? { payload } : {}) });
      expect(res.statusCode, `${method} ${url}: ${res.body}`).toBeLessThan(300);
      return res.json();
    };
    // A webhook hearing every type from now on (magic receiver: delivery fails at once, the message is stored all the same).
    await call('POST', '/webhook', { url: 'always-500.webhooks.test/all', scope: [...webhookEventTypes] });

    const offer = livePaymentOffer(app, northwind.publisherId);
    const booked = new Date(w.deps.clock.now() - DAY).toISOString();
    const csv = `transactionId,endUserId,bookingDateTime,amount,currency,description\nTX-schema-1,eu-schema-1,${booked},-120.37,GBP,${offer.alias}\n`;
    expect((await uploadCsv(app, token, csv, { headers: inSession(session) })).statusCode).toBe(200);
    const tier = await call('POST', '/customer-tier', { name: 'Schema tier', description: 'Checked', paidSubscription: true, price: 4.99 });
    await call('DELETE', `/customer-tier/${tier.id}`);
    await call('POST', `/activated-offer/offer/deactivate/${offer.programmeOfferId}`);
    await call('POST', `/activated-offer/offer/activate/${offer.programmeOfferId}`);
    const live = sqlite.prepare("SELECT id FROM bank_connections WHERE publisher_id = ? AND env = 'live' AND is_active = 1 LIMIT 1").pluck().get(northwind.publisherId) as string;
    await call('DELETE', `/account-requisition/requisition/${live}`);
    // Months on the clock: cashback through its statuses, payouts paid, consent warnings and expiries, supplier decisions.
    await app.inject({ method: 'POST', url: '/__mock/clock', headers: inSession(session), payload: { advanceMs: 95 * DAY } });

    const rows = sqlite.prepare('SELECT id, event_type AS type, content FROM webhook_events').all() as { id: string; type: string; content: string }[];
    const types = new Set(rows.map((r) => r.type));
    for (const t of ['CASHBACK_CREATED', 'CASHBACK_BEING_VERIFIED', 'CASHBACK_VERIFIED', 'ACCOUNT_DISCONNECTED', 'OFFER_ACTIVATED', 'OFFER_DEACTIVATED', 'TIER_CREATED', 'TIER_REMOVED', 'USER_ADDED_TO_TIER']) {
      expect(types, t).toContain(t);
    }
    expect(problems(rows.filter((r) => !JSON.parse(r.content).test))).toEqual([]);
    // The events no webhook heard yet are the same payloads: every recorded event of a webhook type fits too.
    const known = new Set<string>(Object.keys(webhookEventDataSchemas));
    const events = sqlite.prepare('SELECT id, type, payload FROM domain_events').all() as { id: string; type: string; payload: string }[];
    const bad = events.filter((e) => known.has(e.type)).flatMap((e) => {
      const parsed = webhookEventDataSchemas[e.type as WebhookEventType].safeParse(JSON.parse(e.payload));
      return parsed.success ? [] : [`${e.id} ${e.type}: ${parsed.error.message}`];
    });
    expect(bad.slice(0, 5)).toEqual([]);
  });

  it('a test event of each type has exactly the shape of the real one, marked as a test', async () => {
    const token = await signIn(app, northwind.email);
    const headers = bearer(token);
    const hook = (await app.inject({ method: 'POST', url: `${SANDBOX_PREFIX}/webhook`, headers, payload: { url: 'always-500.webhooks.test/t', scope: ['TIER_CREATED'] } })).json();
    for (const eventType of testWebhookEventTypes) {
      const res = await app.inject({ method: 'POST', url: `${SANDBOX_PREFIX}/webhook/${hook.id}/test`, headers, payload: { eventType } });
      expect(res.statusCode, res.body).toBe(200);
      const sent = res.json() as { id: string; content: Record<string, unknown> };
      expect(sent.content.test, eventType).toBe(true);
      expect(problems([{ id: sent.id, type: eventType, content: JSON.stringify(sent.content) }])).toEqual([]);
      // Without its marker it is indistinguishable in shape from a real event of its type.
      const { test: _marker, ...real } = sent.content;
      expect(webhookMessageSchema(eventType).parse(real)).toEqual(real);
    }
  });

  it('the OpenAPI document and the README name every field of each type’s schema', async () => {
    const doc = (await app.inject({ method: 'GET', url: '/docs/json' })).json() as { components: { schemas: Record<string, { properties: object }> } };
    const readme = readFileSync(new URL('../../../../README.md', import.meta.url), 'utf8');
    for (const [type, schema] of Object.entries(webhookEventDataSchemas)) {
      const fields = Object.keys(schema.shape);
      expect(Object.keys(doc.components.schemas[`WebhookEvent_${type}`]!.properties), type).toEqual(fields);
      // The README's event table: one row per schema, naming the types it covers and its fields.
      const row = readme.split('\n').find((l) => l.startsWith('|') && l.includes(`\`${type}\``));
      expect(row, `README row for ${type}`).toBeDefined();
      for (const f of fields) expect(row, `${type}.${f}`).toContain(`\`${f}`);
    }
  });
});
