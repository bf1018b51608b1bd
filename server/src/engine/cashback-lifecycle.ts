import { randomBytes } from 'node:crypto';
import { recordEvents, type DomainEventInput } from '@cashloop/db';
import { startOfMonth } from '@cashloop/shared/common/dates';
import { cashbackEventData } from '@cashloop/shared/contracts/webhook-events';
import type { ApiEnv, CashbackStatus } from '@cashloop/shared';
import { prepared } from '../lib/statements';
import type { Sqlite } from '../world/data-store';
import { anyPayouts, nextPaymentDue, openMonthlyPayouts, payDuePayouts, PayoutLedger, payoutsToSettle } from './cashback-lifecycle-payouts';
import { CASHBACK_EVENT, followingStatus, nextStepAt, reasonFor, TIMED_STATUSES, type TimedStatus } from './cashback-lifecycle-rules';
import type { ClockJob } from './index';

/** A cashback row as the lifecycle reads and writes it (times in epoch ms, money in minor units). */
export interface LifecycleRow {
  id: string;
  publisherId: string;
  env: ApiEnv;
  status: CashbackStatus;
  createdOn: number;
  affiliate: number;
  endUserId: string;
  transactionId: string | null;
  programmeOfferId: string | null;
  endUserMinor: number;
  publisherMinor: number;
  currency: string;
  beingVerifiedOn: number | null;
  verifiedOn: number | null;
  receivedOn: number | null;
  paidOn: number | null;
  declinedOn: number | null;
  disqualifiedOn: number | null;
  declinedReason: string | null;
  nextTransitionOn: number | null;
  payoutId: string | null;
  updatedOn: number;
}

const TIME_FIELD: Record<TimedStatus, keyof LifecycleRow> = {
  BEING_VERIFIED: 'beingVerifiedOn',
  VERIFIED: 'verifiedOn',
  RECEIVED: 'receivedOn',
  PAID: 'paidOn',
  DECLINED: 'declinedOn',
  DISQUALIFIED: 'disqualifiedOn',
};

export const SELECT_LIFECYCLE_ROW = `
  SELECT id, publisher_id AS publisherId, env, status, created_on AS createdOn, transaction_amount IS NULL AS affiliate,
         end_user_id AS endUserId, transaction_id AS transactionId, programme_offer_id AS programmeOfferId,
         end_user_cashback_receivable AS endUserMinor, publisher_cashback_receivable AS publisherMinor, currency,
         being_verified_on AS beingVerifiedOn, verified_on AS verifiedOn, received_on AS receivedOn, paid_on AS paidOn,
         declined_on AS declinedOn, disqualified_on AS disqualifiedOn, declined_reason AS declinedReason,
         next_transition_on AS nextTransitionOn, payout_id AS payoutId, updated_on AS updatedOn
  FROM cashback`;

/** The domain event of a cashback reaching a status, its data in the contract's shape (pounds, decision 0043). */
function eventOf(row: LifecycleRow, status: CashbackStatus, at: number): DomainEventInput {
  return {
    publisherId: row.publisherId,
    env: row.env,
    type: CASHBACK_EVENT[status],
    entityType: 'cashback',
    entityId: row.id,
    payload: cashbackEventData(row),
    createdOn: at,
  };
}

/**
 * Puts a cashback in `status` at `at` (in memory): its time column, reason, payout and the time the
 * clock moves it on next. RECEIVED joins the month's payout where the partition has payouts.
 */
function enter(row: LifecycleRow, status: CashbackStatus, at: number, payouts: PayoutLedger): void {
  row.status = status;
  row.updatedOn = at;
  row.declinedReason = reasonFor(row.id, status);
  if (status !== 'CREATED') (row[TIME_FIELD[status]] as number) = at;
  const c = { id: row.id, createdOn: row.createdOn, affiliate: row.affiliate === 1 };
  if (status === 'RECEIVED') {
    const payout = payouts.join(row, at);
    row.payoutId = payout?.id ?? null;
    row.nextTransitionOn = payout?.paymentDueOn ?? null;
  } else {
    row.nextTransitionOn = nextStepAt(c, status, at);
  }
}

/** The columns a step writes, in the order save() packs each row. */
const WRITTEN = [
  ['status', 'status'], ['being_verified_on', 'beingVerifiedOn'], ['verified_on', 'verifiedOn'], ['received_on', 'receivedOn'],
  ['paid_on', 'paidOn'], ['declined_on', 'declinedOn'], ['disqualified_on', 'disqualifiedOn'], ['declined_reason', 'declinedReason'],
  ['next_transition_on', 'nextTransitionOn'], ['payout_id', 'payoutId'], ['updated_on', 'updatedOn'],
] as const satisfies readonly (readonly [string, keyof LifecycleRow])[];

/** One statement for any number of rows: each row a JSON array [id, ...WRITTEN], joined on the primary key. */
const UPDATE_ROWS = `UPDATE cashback SET ${WRITTEN.map(([column], i) => `${column} = u.value ->> ${i + 1}`).join(', ')}
  FROM json_each(?) AS u WHERE cashback.id = u.value ->> 0`;

/** Writes rows back in one statement, and their events in time order (seq follows time). */
function save(sqlite: Sqlite, rows: readonly LifecycleRow[], events: DomainEventInput[]): void {
  prepared(sqlite, UPDATE_ROWS).run(JSON.stringify(rows.map((r) => [r.id, ...WRITTEN.map(([, field]) => r[field])])));
  // Ids drawn in one call: a month's sweep records tens of thousands of events.
  const random = randomBytes(10 * events.length);
  events.forEach((e, i) => (e.id = `evt_${random.toString('hex', 10 * i, 10 * i + 10)}`));
  recordEvents(sqlite, events.sort((a, b) => a.createdOn - b.createdOn));
}

/**
 * Moves every cashback whose next step is due by `now` through each step it has reached, in one
 * transaction: several steps for a row after a long clock jump, each step's event once, dated at
 * its own time. The due rows come from the next_transition_on index.
 */
export function sweepCashback(sqlite: Sqlite, now: number): number {
  const due = prepared(sqlite, `${SELECT_LIFECYCLE_ROW} WHERE next_transition_on <= ? ORDER BY next_transition_on, id`).all(now) as LifecycleRow[];
  // The catch-up after every write runs this, and nearly always finds nothing to do: two reads then cost
  // less than opening a transaction that writes nothing (2 % of a soak's CPU, 2026-12-02).
  if (due.length === 0 && !payoutsToSettle(sqlite, now)) return 0;
  sqlite.transaction(() => {
    openMonthlyPayouts(sqlite, now);
    if (due.length > 0) {
      const payouts = new PayoutLedger(sqlite);
      const events: DomainEventInput[] = [];
      for (const row of due) {
        while (row.nextTransitionOn !== null && row.nextTransitionOn <= now) {
          const status = followingStatus(row.id, row.status);
          if (!status) {
            row.nextTransitionOn = null;
            break;
          }
          const at = row.nextTransitionOn;
          enter(row, status, at, payouts);
          events.push(eventOf(row, status, at));
        }
      }
      save(sqlite, due, events);
      payouts.settle();
    }
    payDuePayouts(sqlite, now);
  })();
  return due.length;
}

/**
 * A manual move (the sandbox 'Update status'): any status, at `at`, with its event. Later steps' times
 * are cleared so the row tells one story, and the clock carries on from the new status.
 */
export function moveCashback(sqlite: Sqlite, row: LifecycleRow, status: CashbackStatus, at: number): LifecycleRow {
  const moved = { ...row };
  for (const s of TIMED_STATUSES) if (clearedBy(status, s)) (moved[TIME_FIELD[s]] as number | null) = null;
  if (status !== 'RECEIVED' && status !== 'PAID') moved.payoutId = null;
  sqlite.transaction(() => {
    const payouts = new PayoutLedger(sqlite);
    enter(moved, status, at, payouts);
    payouts.touch(row.payoutId);
    payouts.touch(moved.payoutId);
    save(sqlite, [moved], [eventOf(moved, status, at)]);
    payouts.settle();
  })();
  return moved;
}

const REGULAR: readonly CashbackStatus[] = ['CREATED', 'BEING_VERIFIED', 'VERIFIED', 'RECEIVED', 'PAID'];
/** Whether moving to `to` clears the time of `s`: later regular steps and the other outcome. */
function clearedBy(to: CashbackStatus, s: TimedStatus): boolean {
  const terminal = s === 'DECLINED' || s === 'DISQUALIFIED';
  if (!REGULAR.includes(to)) return terminal && s !== to;
  return terminal || REGULAR.indexOf(s) > REGULAR.indexOf(to);
}

/** The clock's cashback job: moves due cashback, pays due payouts, opens each new month's payout. */
export const cashbackLifecycleJob: ClockJob = {
  name: 'cashback-lifecycle',
  run: (deps, now) => {
    const sqlite = deps.data.sqlite;
    sweepCashback(sqlite, now);
    const nextCashback = (prepared(sqlite, 'SELECT MIN(next_transition_on) AS at FROM cashback').get() as { at: number | null }).at;
    const candidates = [nextCashback, nextPaymentDue(sqlite), anyPayouts(sqlite) ? startOfMonth(now, 1) : null];
    const next = Math.min(...candidates.map((t) => t ?? Infinity));
    return Number.isFinite(next) ? next : null;
  },
};
