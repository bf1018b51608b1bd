import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LIVE_PREFIX } from '@cashloop/shared';
import { startOfMonth } from '@cashloop/shared/common/dates';
import { bearer, createSession, createTestApp, demoAccounts, inSession, signIn } from '../../test/helpers';
import { CASHBACK_EVENT, declinedBySupplier } from './cashback-lifecycle-rules';

const DAY = 86_400_000;
const northwind = demoAccounts().find((a) => a.publisherId === 'pub_northwind' && a.totpSecret)!;
let app: FastifyInstance;

beforeAll(async () => {
  app = await createTestApp();
});
afterAll(async () => {
  await app.close();
});

/** A session world on a frozen clock, signed in as Northwind; `tick` advances it and makes an API call. */
async function world() {
  const session = await createSession(app);
  const sqlite = app.worlds.use(session)!.deps.data.sqlite;
  await app.inject({ method: 'POST', url: '/__mock/clock', headers: inSession(session), payload: { frozen: true } });
  const signInNow = () => signIn(app, northwind.email, undefined, session);
  let token = await signInNow();
  const call = (url: string) => app.inject({ method: 'GET', url: `${LIVE_PREFIX}${url}`, headers: { ...inSession(session), ...bearer(token) } });
  const tick = async (advanceMs: number) => {
    const res = await app.inject({ method: 'POST', url: '/__mock/clock', headers: inSession(session), payload: { advanceMs } });
    expect(res.statusCode, res.body).toBe(200);
    // Tokens expire on the virtual clock; signing in is an API call, so the clock's work is applied first.
    token = await signInNow();
    return res.json().now as number;
  };
  return { session, sqlite, call, tick };
}

type Sqlite = Awaited<ReturnType<typeof world>>['sqlite'];
const ORDER = ['CREATED', 'BEING_VERIFIED', 'VERIFIED', 'RECEIVED', 'PAID'] as const;
const TIME_COLUMN = { BEING_VERIFIED: 'being_verified_on', VERIFIED: 'verified_on', RECEIVED: 'received_on', PAID: 'paid_on', DECLINED: 'declined_on' } as const;

function eventsOf(sqlite: Sqlite, id: string) {
  return sqlite.prepare("SELECT type, created_on AS at FROM domain_events WHERE entity_type = 'cashback' AND entity_id = ? ORDER BY seq").all(id) as {
    type: string;
    at: number;
  }[];
}

function payoutMismatches(sqlite: Sqlite) {
  return sqlite
    .prepare(
      `SELECT p.id FROM payouts p
       LEFT JOIN (SELECT payout_id, SUM(end_user_cashback_receivable) AS eu, SUM(publisher_cashback_receivable) AS pub, COUNT(*) AS n
                  FROM cashback WHERE payout_id IS NOT NULL GROUP BY payout_id) c ON c.payout_id = p.id
       WHERE p.end_user_amount != COALESCE(c.eu, 0) OR p.commission_amount != COALESCE(c.pub, 0)
          OR p.amount != COALESCE(c.eu, 0) + COALESCE(c.pub, 0) OR p.cashback_count != COALESCE(c.n, 0)`,
    )
    .all();
}

describe('cashback lifecycle on the clock', { timeout: 120_000 }, () => {
  it('moves a card-linked cashback from CREATED to PAID with the month’s payout, each event once and in order', async () => {
    const { sqlite, call, tick } = await world();
    const candidates = sqlite
      .prepare("SELECT id FROM cashback WHERE publisher_id = ? AND env = 'live' AND status = 'CREATED' AND transaction_amount IS NOT NULL")
      .all(northwind.publisherId) as { id: string }[];
    const id = candidates.find((c) => !declinedBySupplier(c.id))!.id;
    for (let day = 0; day < 120 && (sqlite.prepare('SELECT status FROM cashback WHERE id = ?').get(id) as { status: string }).status !== 'PAID'; day += 5) {
      await tick(5 * DAY);
    }
    const row = sqlite.prepare('SELECT * FROM cashback WHERE id = ?').get(id) as Record<string, number | string | null>;
    expect(row.status).toBe('PAID');
    expect(row.next_transition_on).toBeNull();
    const events = eventsOf(sqlite, id);
    expect(events.map((e) => e.type)).toEqual(ORDER.map((s) => CASHBACK_EVENT[s]));
    expect(events.map((e) => e.at)).toEqual([row.created_on, row.being_verified_on, row.verified_on, row.received_on, row.paid_on]);
    const payout = sqlite.prepare('SELECT * FROM payouts WHERE id = ?').get(row.payout_id) as Record<string, number>;
    expect(payout).toMatchObject({ paid: 1, paid_on: row.paid_on, payment_due_on: row.paid_on });
    expect(new Date(Number(row.received_on)).getUTCMonth()).toBe(new Date(payout.period_start!).getUTCMonth());

    const ledger = (await call(`/cashback-ledger/cashback/${id}`)).json();
    expect(ledger).toMatchObject({ status: 'PAID', payoutId: row.payout_id, paidOn: row.paid_on });
    expect(payoutMismatches(sqlite)).toEqual([]);
  });

  it('applies a two-month jump in one sweep: every due step once, in time order, payouts equal to their cashback', async () => {
    const { sqlite, tick } = await world();
    const start = Number((sqlite.prepare('SELECT MAX(created_on) AS t FROM domain_events').get() as { t: number }).t);
    const maxSeq = (sqlite.prepare('SELECT MAX(seq) AS s FROM domain_events').get() as { s: number }).s;
    const now = await tick(62 * DAY);
    expect(now).toBeGreaterThan(start);

    expect((sqlite.prepare('SELECT COUNT(*) AS n FROM cashback WHERE next_transition_on <= ?').get(now) as { n: number }).n).toBe(0);
    const added = sqlite
      .prepare("SELECT entity_id AS id, type, created_on AS at FROM domain_events WHERE seq > ? AND entity_type = 'cashback' ORDER BY seq")
      .all(maxSeq) as { id: string; type: string; at: number }[];
    expect(added.length).toBeGreaterThan(1000);
    // Time order across the sweep, each event once per cashback.
    const times = added.map((e) => e.at);
    expect([...times].sort((a, b) => a - b)).toEqual(times);
    expect(times.every((t) => t <= now)).toBe(true);
    expect(new Set(added.map((e) => `${e.id}|${e.type}`)).size).toBe(added.length);

    // Each status's time column is the time of its event; declines carry a reason.
    const statuses = sqlite.prepare('SELECT * FROM cashback WHERE id IN (SELECT value FROM json_each(?))').all(JSON.stringify([...new Set(added.map((e) => e.id))])) as Record<
      string,
      number | string | null
    >[];
    const byId = new Map(statuses.map((r) => [r.id as string, r]));
    for (const e of added) {
      const status = Object.entries(CASHBACK_EVENT).find(([, t]) => t === e.type)![0] as keyof typeof TIME_COLUMN;
      expect(byId.get(e.id)![TIME_COLUMN[status]]).toBe(e.at);
    }
    const decided = statuses.filter((r) => r.verified_on !== null || r.declined_on !== null);
    const declined = decided.filter((r) => r.status === 'DECLINED');
    expect(declined.every((r) => typeof r.declined_reason === 'string' && r.declined_reason.length > 0)).toBe(true);
    expect(declined.length / decided.length).toBeGreaterThan(0.01);
    expect(declined.length / decided.length).toBeLessThan(0.1);

    // Payouts: due ones are paid with all their cashback PAID, open ones hold RECEIVED cashback only.
    expect(payoutMismatches(sqlite)).toEqual([]);
    const wrong = sqlite
      .prepare(
        `SELECT c.id FROM cashback c JOIN payouts p ON p.id = c.payout_id
         WHERE (p.paid = 1 AND c.status != 'PAID') OR (p.paid = 0 AND c.status != 'RECEIVED') OR (p.paid = 0 AND p.payment_due_on <= ?)`,
      )
      .all(now);
    expect(wrong).toEqual([]);
    // A month passed: its payout row exists and is closed for the history.
    const months = sqlite.prepare("SELECT period_start AS s FROM payouts WHERE publisher_id = ? AND env = 'live' ORDER BY period_start").all(northwind.publisherId) as { s: number }[];
    expect(months.at(-1)!.s).toBe(Date.UTC(new Date(now).getUTCFullYear(), new Date(now).getUTCMonth(), 1));
  });

  it('keeps the payouts screens in agreement with the ledger after a month', async () => {
    const { sqlite, call, tick } = await world();
    await tick(35 * DAY);
    const history = (await call('/payout/historic?size=100')).json() as { content: { id: string; amount: number; paid: boolean }[] };
    for (const p of history.content.slice(0, 3)) {
      const sums = sqlite.prepare('SELECT TOTAL(end_user_cashback_receivable + publisher_cashback_receivable) AS t FROM cashback WHERE payout_id = ?').get(p.id) as {
        t: number;
      };
      expect(p.amount).toBe(sums.t / 100);
    }
    const current = (await call('/payout/current')).json() as { startDate: number; amount: number };
    const open = sqlite.prepare("SELECT amount FROM payouts WHERE publisher_id = ? AND env = 'live' AND period_start = ?").get(northwind.publisherId, current.startDate) as {
      amount: number;
    };
    expect(current.amount).toBe(open.amount / 100);
  });

  it('opens the new months’ payouts and pays the due ones when no cashback has a step due', async () => {
    const { sqlite, tick } = await world();
    // With no step due the sweep skips its transaction unless payouts have work: this is that work alone.
    sqlite.prepare('UPDATE cashback SET next_transition_on = NULL').run();
    const payout = (periodStart: number) =>
      sqlite.prepare("SELECT paid FROM payouts WHERE publisher_id = ? AND env = 'live' AND period_start = ?").get(northwind.publisherId, periodStart) as
        | { paid: number }
        | undefined;
    const latest = () => sqlite.prepare("SELECT MAX(period_start) FROM payouts WHERE publisher_id = ? AND env = 'live'").pluck().get(northwind.publisherId) as number;
    const open = latest();
    expect(payout(open)?.paid).toBe(0);
    const now = await tick(40 * DAY);
    expect(latest()).toBe(startOfMonth(now));
    expect(payout(startOfMonth(open, 1))?.paid).toBe(0);
    // The month open before the jump fell due on the 6th of the next: paid.
    expect(payout(open)?.paid).toBe(1);
    expect(sqlite.prepare('SELECT COUNT(*) FROM payouts WHERE paid = 0 AND payment_due_on <= ?').pluck().get(now)).toBe(0);
  });

  it('takes the same path in two worlds advanced alike (decisions come from the ids)', async () => {
    const [a, b] = [await world(), await world()];
    const nowA = await a.tick(20 * DAY);
    const nowB = await b.tick(nowA - Number((await (await app.inject({ method: 'GET', url: '/__mock/clock', headers: inSession(b.session) })).json()).now));
    expect(nowB).toBe(nowA);
    const rows = (s: Sqlite) => s.prepare("SELECT id, status, declined_reason, next_transition_on, payout_id FROM cashback WHERE env = 'live' ORDER BY id").all();
    expect(rows(b.sqlite)).toEqual(rows(a.sqlite));
  });
});
