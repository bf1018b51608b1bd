import { createHash } from 'node:crypto';
import { endOfMonth, startOfMonth } from '@cashloop/shared/common/dates';
import type { Scope } from '../world/app-deps';
import { prepared } from '../lib/statements';
import type { Sqlite } from '../world/data-store';

/**
 * The monthly payouts the lifecycle settles cashback into (as the seeds build them): cashback joins the
 * payout of the calendar month it reached RECEIVED in, and is PAID with it on the 6th of the next
 * month at 09:00 UTC. Only partitions that settle payouts have payout rows (live, in contract), so a
 * partition without any keeps RECEIVED as its last step.
 */
const HOUR = 3_600_000;
const DAY = 24 * HOUR;

export const paymentDueFor = (periodStart: number): number => startOfMonth(periodStart, 1) + 5 * DAY + 9 * HOUR;

/** A payout's id follows from its scope and month, so a replayed world creates the same rows. */
const payoutIdFor = (scope: Scope, periodStart: number): string =>
  `pay_${createHash('sha1').update(`${scope.publisherId}|${scope.env}|${periodStart}`).digest('hex').slice(0, 12)}`;

export interface OpenPayout {
  id: string;
  paymentDueOn: number;
}

const INSERT_PAYOUT = `INSERT OR IGNORE INTO payouts
  (id, publisher_id, env, period_start, period_end, paid, payment_due_on, paid_on, amount, end_user_amount, commission_amount, cashback_count, currency)
  VALUES (@id, @publisherId, @env, @periodStart, @periodEnd, 0, @paymentDueOn, NULL, 0, 0, 0, 0, 'GBP')`;

function insertPayout(sqlite: Sqlite, scope: Scope, periodStart: number): void {
  prepared(sqlite, INSERT_PAYOUT).run(
    // Object.assign rather than a spread between keys (lib/scoped-params.ts); the same keys in the same order.
    Object.assign({ id: payoutIdFor(scope, periodStart) }, scope, {
      periodStart,
      periodEnd: endOfMonth(periodStart),
      paymentDueOn: paymentDueFor(periodStart),
    }),
  );
}

const settles = (sqlite: Sqlite, scope: Scope): boolean =>
  prepared(sqlite, 'SELECT 1 FROM payouts WHERE publisher_id = ? AND env = ? LIMIT 1').get(scope.publisherId, scope.env) !== undefined;

/**
 * Payouts met during one sweep or update: each month's row is read (or made) once, and the payouts
 * whose cashback changed are re-totalled from that cashback at the end, so a payout always equals the
 * sums of its cashback.
 */
export class PayoutLedger {
  private readonly settling = new Map<string, boolean>();
  private readonly months = new Map<string, OpenPayout>();
  private readonly touched = new Set<string>();

  constructor(private readonly sqlite: Sqlite) {}

  /** The payout a cashback received at `at` joins; null where the partition has no payouts. */
  join(scope: Scope, at: number): OpenPayout | null {
    const scopeKey = `${scope.publisherId}|${scope.env}`;
    let settling = this.settling.get(scopeKey);
    if (settling === undefined) this.settling.set(scopeKey, (settling = settles(this.sqlite, scope)));
    if (!settling) return null;
    const periodStart = startOfMonth(at);
    const key = `${scopeKey}|${periodStart}`;
    let payout = this.months.get(key);
    if (!payout) {
      insertPayout(this.sqlite, scope, periodStart);
      payout = prepared(this.sqlite, 'SELECT id, payment_due_on AS paymentDueOn FROM payouts WHERE publisher_id = ? AND env = ? AND period_start = ?').get(
        scope.publisherId,
        scope.env,
        periodStart,
      ) as OpenPayout;
      this.months.set(key, payout);
    }
    this.touched.add(payout.id);
    return payout;
  }

  /** A payout that lost or gained cashback outside join() (a manual status update). */
  touch(payoutId: string | null): void {
    if (payoutId) this.touched.add(payoutId);
  }

  /**
   * Re-totals every payout touched from its cashback: one aggregate per payout over the payout index, which
   * holds both amounts (migration 0014), so nothing but the index is read. Three correlated sums per
   * payout, each reading the cashback rows, took ~100 ms for a month of the `large` world's 92,000 on the
   * request that ran the sweep, holding every request in flight (decision 0014, fourth pass).
   */
  settle(): void {
    if (this.touched.size === 0) return;
    const totals = prepared(
      this.sqlite,
      `SELECT COALESCE(SUM(end_user_cashback_receivable), 0) AS endUser, COALESCE(SUM(publisher_cashback_receivable), 0) AS commission,
              COUNT(*) AS n
       FROM cashback WHERE payout_id = ?`,
    );
    const update = prepared(
      this.sqlite,
      `UPDATE payouts SET end_user_amount = @endUser, commission_amount = @commission, amount = @endUser + @commission, cashback_count = @n
       WHERE id = @id`,
    );
    for (const id of this.touched) update.run({ id, ...(totals.get(id) as { endUser: number; commission: number; n: number }) });
    this.touched.clear();
  }
}

/** Payouts whose payment date has come turn paid then (their cashback turns PAID in the same sweep). */
export function payDuePayouts(sqlite: Sqlite, now: number): void {
  prepared(sqlite, 'UPDATE payouts SET paid = 1, paid_on = payment_due_on WHERE paid = 0 AND payment_due_on <= ?').run(now);
}

/**
 * Every partition that settles payouts has a row for each month up to now, even a month nobody was
 * paid in (the payout history lists it at 0, as the seeds do).
 */
export function openMonthlyPayouts(sqlite: Sqlite, now: number): void {
  const month = startOfMonth(now);
  for (const { latest, ...scope } of partitionsBehind(sqlite, now)) {
    for (let m = startOfMonth(latest, 1); m <= month; m = startOfMonth(m, 1)) insertPayout(sqlite, scope, m);
  }
}

/** The partitions whose latest payout is of a month before `now`'s. */
const partitionsBehind = (sqlite: Sqlite, now: number) =>
  prepared(
    sqlite,
    'SELECT publisher_id AS publisherId, env, MAX(period_start) AS latest FROM payouts GROUP BY publisher_id, env HAVING MAX(period_start) < ?',
  ).all(startOfMonth(now)) as (Scope & { latest: number })[];

/** Whether openMonthlyPayouts or payDuePayouts would change anything at `now`. */
export const payoutsToSettle = (sqlite: Sqlite, now: number): boolean =>
  prepared(sqlite, 'SELECT 1 FROM payouts WHERE paid = 0 AND payment_due_on <= ? LIMIT 1').get(now) !== undefined ||
  partitionsBehind(sqlite, now).length > 0;

/** The next payment date of an unpaid payout, or null. */
export function nextPaymentDue(sqlite: Sqlite): number | null {
  return (prepared(sqlite, 'SELECT MIN(payment_due_on) AS at FROM payouts WHERE paid = 0').get() as { at: number | null }).at;
}

/** Whether any partition settles payouts (then the start of next month is a due time). */
export const anyPayouts = (sqlite: Sqlite): boolean => prepared(sqlite, 'SELECT 1 FROM payouts LIMIT 1').get() !== undefined;
