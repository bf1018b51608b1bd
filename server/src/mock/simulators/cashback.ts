import type { CashbackStatus } from '@cashloop/shared/common/enums';
import type { AppDeps } from '../../world/app-deps';
import { moveCashback, SELECT_LIFECYCLE_ROW, sweepCashback, type LifecycleRow } from '../../engine/cashback-lifecycle';
import { followingStatus } from '../../engine/cashback-lifecycle-rules';
import { conflict, notFound } from '../../lib/app-error';
import { prepared } from '../../lib/statements';

/**
 * The next statuses a cashback may take by hand, as the supplier could: verify or decline while verifying,
 * disqualify before it is verified. PAID comes only with the month's payout (payPayoutNow), so the
 * ledger and payouts never disagree.
 */
const NEXT: Partial<Record<CashbackStatus, readonly CashbackStatus[]>> = {
  CREATED: ['BEING_VERIFIED', 'DISQUALIFIED'],
  BEING_VERIFIED: ['VERIFIED', 'DECLINED', 'DISQUALIFIED'],
  VERIFIED: ['RECEIVED', 'DECLINED'],
};

function findRow(deps: AppDeps, id: string): LifecycleRow {
  const row = prepared(deps.data.sqlite, `${SELECT_LIFECYCLE_ROW} WHERE id = ?`).get(id) as LifecycleRow | undefined;
  if (!row) throw notFound(`No cashback with id ${id}`);
  return row;
}

export function moveCashbackNow(deps: AppDeps, id: string, wanted?: CashbackStatus) {
  const row = findRow(deps, id);
  const allowed = NEXT[row.status] ?? [];
  if (row.status === 'RECEIVED') {
    throw conflict(
      row.payoutId
        ? `A RECEIVED cashback is paid with its month's payout: pay it with POST /__mock/simulate/payouts/${row.payoutId}/pay`
        : 'This RECEIVED cashback is in a partition without payouts: RECEIVED is its last step',
    );
  }
  if (allowed.length === 0) throw conflict(`This cashback is ${row.status}, a final status: it moves no further`);
  const to = wanted ?? followingStatus(row.id, row.status)!;
  if (!allowed.includes(to)) throw conflict(`A ${row.status} cashback can move to ${allowed.join(' or ')}, not ${to}`);
  const moved = moveCashback(deps.data.sqlite, row, to, deps.clock.now());
  return { subject: { type: 'cashback', id }, from: row.status, to, payoutId: moved.payoutId };
}

interface PayoutRow {
  id: string;
  paid: number;
  paidOn: number | null;
}

/**
 * Pays an unpaid payout now, as its payment date would: the date moves to now, its RECEIVED cashback
 * falls due now, and the lifecycle sweep pays both (the same code the clock runs).
 */
export function payPayoutNow(deps: AppDeps, id: string) {
  const sqlite = deps.data.sqlite;
  const payout = prepared(sqlite, 'SELECT id, paid, paid_on AS paidOn FROM payouts WHERE id = ?').get(id) as PayoutRow | undefined;
  if (!payout) throw notFound(`No payout with id ${id}`);
  if (payout.paid === 1) throw conflict(`This payout was already paid on ${new Date(payout.paidOn!).toISOString()}`);
  const now = deps.clock.now();
  sqlite.transaction(() => {
    prepared(sqlite, 'UPDATE payouts SET payment_due_on = ? WHERE id = ?').run(now, id);
    prepared(sqlite, "UPDATE cashback SET next_transition_on = ? WHERE payout_id = ? AND status = 'RECEIVED'").run(now, id);
    sweepCashback(sqlite, now);
  })();
  return { subject: { type: 'payout', id }, from: 'UNPAID' as const, to: 'PAID' as const };
}
