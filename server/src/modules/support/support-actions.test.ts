import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { endUserCountsDrift } from '@cashloop/db/end-user-counts-test-support';
import { LIVE_PREFIX, SANDBOX_PREFIX } from '@cashloop/shared';
import { computeCashback } from '@cashloop/shared/rules/cashback-math';
import { ticketEnvelopeSchema } from '@cashloop/shared/contracts/support';
import { bearer, createTestApp, demoAccounts, signIn } from '../../../test/helpers';
import { actionLogKey } from './support-envelope';

let app: FastifyInstance;
let token: string;
const northwind = demoAccounts().find((a) => a.publisherId === 'pub_northwind' && a.totpSecret)!;

beforeAll(async () => {
  app = await createTestApp();
  token = await signIn(app, northwind.email);
  app.deps.clock.setFrozen(true);
});
afterAll(async () => {
  await app.close();
});

const sql = () => app.deps.data.sqlite;
const act = async (id: string, actions: string, notes = '', prefix = LIVE_PREFIX) => {
  // Each submission a second apart, so each has its own log key.
  app.deps.clock.advance(1000);
  return app.inject({ method: 'POST', url: `${prefix}/support/${id}`, headers: bearer(token), payload: { actions, notes } });
};
async function ok(id: string, actions: string, notes = '') {
  const res = await act(id, actions, notes);
  expect(res.statusCode, res.body).toBe(200);
  return ticketEnvelopeSchema.parse(res.json());
}
const one = (q: string, ...args: unknown[]) => sql().prepare(q).pluck().get(...args);
const logRows = (id: string) => one('SELECT COUNT(*) FROM support_ticket_actions WHERE ticket_id = ?', id) as number;

/**
 * Open tickets whose expected offer is a live PAYMENT offer whose rules give the transaction's amount cashback,
 * and whose transaction has no cashback, taken before any test acts; the first one's offer applies at every
 * channel to every user.
 */
let candidates: string[] = [];
const openTicketWithLivePaymentOffer = (n = 0): string => candidates[n]!;

beforeAll(() => {
  type Candidate = { id: string; amount: number; rules: string; endUser: number; client: number; cap: number | null };
  candidates = (
    sql()
      .prepare(
        `SELECT t.id, tx.amount, o.cashback_rules AS rules, po.split_end_user AS endUser, po.split_client AS client, o.spending_cap_amount AS cap
         FROM support_tickets t JOIN programme_offers po ON po.id = t.program_offer_requested_id JOIN offers o ON o.id = po.offer_id
         JOIN transactions tx ON tx.id = t.transaction_id
         WHERE t.publisher_id = 'pub_northwind' AND t.env = 'live' AND t.resolved = 0 AND po.offer_approval = 'APPROVED' AND po.active = 1
           AND o.removed_on IS NULL AND o.offer_type = 'PAYMENT' AND tx.transaction_type = 'DEBIT'
           AND NOT EXISTS (SELECT 1 FROM cashback c WHERE c.transaction_id = tx.id)
         ORDER BY (o.valid_for = 'ALL_CHANNELS' AND po.customer_tier_type = 'DEFAULT') DESC, t.id`,
      )
      .all() as Candidate[]
  )
    // GENERATE_CASHBACK has something to create: the offer's rules give this amount cashback (many a missed
    // transaction missed because they do not, e.g. below a minimum spend).
    .filter((c) => (computeCashback({ amount: c.amount, rules: JSON.parse(c.rules), split: { endUser: c.endUser, client: c.client }, spendingCapAmount: c.cap })?.total ?? 0) > 0)
    .map((c) => c.id);
  expect(candidates.length).toBeGreaterThanOrEqual(4);
});

describe('support ticket actions', () => {
  it('records a finding in the log keyed yyyy-LL-dd HH:mm:ss on the clock, and answers the envelope', async () => {
    const id = openTicketWithLivePaymentOffer();
    const before = logRows(id);
    const body = await ok(id, 'NO_ISSUE_IDENTIFIED', 'Said "hello", checked =1+1');
    const key = actionLogKey(app.deps.clock.now());
    expect(key).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
    expect(Object.keys(body.missedTransactionQuery.actionLog)[0]).toBe(key);
    expect(body.missedTransactionQuery.actionLog[key]).toEqual({ actions: 'NO_ISSUE_IDENTIFIED', notes: 'Said "hello", checked =1+1' });
    expect(body.missedTransactionQuery.updatedOn).toBe(app.deps.clock.now());
    expect(logRows(id)).toBe(before + 1);
  });

  it('RE_RUN_TRANSACTION enriches and matches the transaction again and lists the new matches', async () => {
    const id = openTicketWithLivePaymentOffer();
    const body = await ok(id, 'RE_RUN_TRANSACTION');
    const txnId = body.missedTransactionQuery.transactionId!;
    const stored = sql().prepare('SELECT programme_offer_id FROM transaction_offer_matches WHERE transaction_id = ? AND matched_on = ?').pluck().all(txnId, app.deps.clock.now());
    expect(stored.length).toBeGreaterThan(0);
    // Programme offers, the id space of programOfferRequested (issue 46 item 6).
    expect(body.missedTransactionQuery.identifiedProgramOffer.map((o) => o.id).sort()).toEqual([...stored].sort());
    expect(body.missedTransactionQuery.identifiedProgramOffer.every((o) => o.id.startsWith('po_'))).toBe(true);
    // The expected offer (live, every channel and user) is among them, with its retailer's name.
    const expected = body.missedTransactionQuery.programOfferRequested!;
    const match = body.missedTransactionQuery.identifiedProgramOffer.find((o) => o.id === expected.id);
    expect(match?.retailer.retailerName).toBe(expected.retailer.retailerName);
    expect(body.transactionData?.offersAvailable.map((o) => o.id)).toContain(expected.offer.id);
  });

  it('GENERATE_CASHBACK creates exactly one cashback on re-generation with its event; a second time is refused', async () => {
    const id = openTicketWithLivePaymentOffer();
    const body = await ok(id, 'GENERATE_CASHBACK', 'Generated after review');
    const regenerated = body.missedTransactionQuery.cashbackObjectsGeneratedOnReGeneration;
    expect(regenerated).toHaveLength(1);
    expect(endUserCountsDrift(sql())).toEqual([]);
    const cb = regenerated[0]!;
    expect(cb.status).toBe('CREATED');
    expect(cb.createdOn).toBe(app.deps.clock.now());
    expect(cb.programOffer.id).toBe(body.missedTransactionQuery.programOfferRequested!.id);
    expect(cb.payoutData.endUserCashbackReceivable + cb.payoutData.publisherCashbackReceivable).toBeGreaterThan(0);
    expect(one('SELECT generation || support_ticket_id FROM cashback WHERE id = ?', cb.id)).toBe(`REGENERATED${id}`);
    expect(sql().prepare("SELECT type FROM domain_events WHERE entity_id = ?").pluck().all(cb.id)).toEqual(['CASHBACK_CREATED']);
    expect(body.cashbackObjectList.map((c) => c.id)).toContain(cb.id);
    expect(body.missedTransactionQuery.cashbackObjectListGeneratedOrginally).toHaveLength(0);

    const before = logRows(id);
    const again = await act(id, 'GENERATE_CASHBACK');
    expect(again.statusCode).toBe(409);
    expect(again.json().error.message).toBe('Cannot generate cashback: the transaction already has cashback for the expected offer');
    expect(one('SELECT COUNT(*) FROM cashback WHERE support_ticket_id = ?', id)).toBe(1);
    expect(logRows(id)).toBe(before);
  });

  it('RELEASE_CASHBACK moves held cashback one step with its events, and is refused when nothing is held', async () => {
    const id = openTicketWithLivePaymentOffer(1);
    const held = await act(id, 'RELEASE_CASHBACK');
    expect(held.statusCode).toBe(409);
    expect(held.json().error.message).toContain('no held cashback');
    const cbId = (await ok(id, 'GENERATE_CASHBACK')).missedTransactionQuery.cashbackObjectsGeneratedOnReGeneration[0]!.id;

    const first = await ok(id, 'RELEASE_CASHBACK');
    expect(first.cashbackObjectList.find((c) => c.id === cbId)?.status).toBe('BEING_VERIFIED');
    const second = await ok(id, 'RELEASE_CASHBACK');
    const released = second.cashbackObjectList.find((c) => c.id === cbId)!;
    expect(released.status).toBe('VERIFIED');
    expect(released.verifiedOn).toBe(app.deps.clock.now());
    const events = sql().prepare('SELECT type FROM domain_events WHERE entity_id = ? ORDER BY seq').pluck().all(cbId);
    expect(events).toEqual(['CASHBACK_CREATED', 'CASHBACK_BEING_VERIFIED', 'CASHBACK_VERIFIED']);
    expect((await act(id, 'RELEASE_CASHBACK')).statusCode).toBe(409);
  });

  it('refuses to generate cashback for an offer that is not live, with the reason, changing nothing', async () => {
    const id = openTicketWithLivePaymentOffer(2);
    const poId = one('SELECT program_offer_requested_id FROM support_tickets WHERE id = ?', id);
    sql().prepare('UPDATE programme_offers SET active = 0 WHERE id = ?').run(poId);
    const res = await act(id, 'GENERATE_CASHBACK');
    expect(res.statusCode).toBe(409);
    expect(res.json().error.message).toContain('the expected offer is not live');
    expect(one('SELECT COUNT(*) FROM cashback WHERE support_ticket_id = ?', id)).toBe(0);
  });

  it('the escalation raises the support level CLIENT → CASHLOOP → SUPPLIER, then is refused', async () => {
    const id = one("SELECT id FROM support_tickets WHERE publisher_id = 'pub_northwind' AND env = 'live' AND resolved = 0 AND support_level = 'CLIENT' ORDER BY id DESC LIMIT 1") as string;
    expect((await ok(id, 'ESCALATED_TO_CASHBACK_PROVIDER')).missedTransactionQuery.supportLevel).toBe('CASHLOOP');
    expect((await ok(id, 'ESCALATED_TO_CASHBACK_PROVIDER')).missedTransactionQuery.supportLevel).toBe('SUPPLIER');
    const res = await act(id, 'ESCALATED_TO_CASHBACK_PROVIDER');
    expect(res.statusCode).toBe(409);
    expect(res.json().error.message).toContain('highest support level');
  });

  it('RESOLVED_QUERY resolves the ticket; after it every action is refused with 409 and nothing is written', async () => {
    const id = openTicketWithLivePaymentOffer(3);
    const body = await ok(id, 'RESOLVED_QUERY', 'Done');
    expect(body.missedTransactionQuery.resolved).toBe(true);
    expect(body.missedTransactionQuery.resolvedOn).toBe(app.deps.clock.now());
    const before = logRows(id);
    for (const action of ['NO_ISSUE_IDENTIFIED', 'GENERATE_CASHBACK', 'RESOLVED_QUERY', 'ESCALATED_TO_CASHBACK_PROVIDER']) {
      const res = await act(id, action);
      expect(res.statusCode, action).toBe(409);
      expect(res.json().error.message).toBe('This ticket is resolved: no further actions can be added');
    }
    expect(logRows(id)).toBe(before);
    expect(one('SELECT COUNT(*) FROM cashback WHERE support_ticket_id = ?', id)).toBe(0);
  });

  it("answers 404 for another publisher's or partition's ticket and changes nothing", async () => {
    for (const [publisherId, env, prefix] of [['pub_harbour', 'live', LIVE_PREFIX], ['pub_northwind', 'sandbox', LIVE_PREFIX], ['pub_northwind', 'live', SANDBOX_PREFIX]]) {
      const id = one('SELECT id FROM support_tickets WHERE publisher_id = ? AND env = ? AND resolved = 0 ORDER BY id LIMIT 1', publisherId, env) as string;
      const before = { log: logRows(id), row: JSON.stringify(sql().prepare('SELECT * FROM support_tickets WHERE id = ?').get(id)) };
      const res = await act(id, 'RESOLVED_QUERY', '', prefix);
      expect(res.statusCode).toBe(404);
      expect({ log: logRows(id), row: JSON.stringify(sql().prepare('SELECT * FROM support_tickets WHERE id = ?').get(id)) }).toEqual(before);
    }
  });

  it('refuses an unknown action or notes that are not text with a clear 400', async () => {
    const id = openTicketWithLivePaymentOffer();
    const res = await act(id, 'DELETE_EVERYTHING');
    expect(res.statusCode).toBe(400);
    expect(res.body).toContain('Action must be one of');
    const notes = await app.inject({ method: 'POST', url: `${LIVE_PREFIX}/support/${id}`, headers: bearer(token), payload: { actions: 'NO_ISSUE_IDENTIFIED', notes: 5 } });
    expect(notes.statusCode).toBe(400);
  });
});
