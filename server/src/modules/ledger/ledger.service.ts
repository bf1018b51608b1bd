import { cashbackStatuses, type CashbackStatus, type PageQuery, type Paged } from '@cashloop/shared';
import type { CashbackObject } from '@cashloop/shared/contracts/ledger';
import type { AppDeps, Scope } from '../../world/app-deps';
import { moveCashback, SELECT_LIFECYCLE_ROW, type LifecycleRow } from '../../engine/cashback-lifecycle';
import { notFound } from '../../lib/app-error';
import { endUserCount } from '../../lib/end-user-counts';
import { prepared } from '../../lib/statements';
import { toCashbackDetail, toCashbackObject } from './ledger.mapper';
import {
  findCashback,
  type LedgerRow,
  type Page,
  pageByTransaction,
  pageByUser,
  resolveTransaction,
} from './ledger.repo';
import { pageByStatuses } from './ledger-status-page';

const pageOf = (q: PageQuery): Page => ({ limit: q.size, offset: q.page * q.size });
const answer = (page: { rows: LedgerRow[]; total: number }): Paged<CashbackObject> => pageOfObjects(page.rows, page.total);

export const pageOfObjects = (rows: LedgerRow[], total: number): Paged<CashbackObject> => ({ content: rows.map(toCashbackObject), totalElements: total });

/** The ledger, newest first; no status (or an empty list) means every status. */
export function listCashback(deps: AppDeps, scope: Scope, query: PageQuery & { status?: CashbackStatus[] }) {
  const statuses = query.status?.length ? cashbackStatuses.filter((s) => query.status!.includes(s)) : cashbackStatuses;
  return answer(pageByStatuses(deps.data.sqlite, scope, statuses, pageOf(query)));
}

/** One end user's cashback; a user this partition does not have is a 404, as for any id. */
export function cashbackOfUser(deps: AppDeps, scope: Scope, userId: string, query: PageQuery) {
  const total = endUserCount(deps.data.sqlite, scope, userId, 'cashback');
  if (total === undefined) throw notFound('No end user with this id');
  return answer(pageByUser(deps.data.sqlite, scope, userId, total, pageOf(query)));
}

/** A transaction's cashback, named by the platform's id or the bank's reference. */
export function cashbackOfTransaction(deps: AppDeps, scope: Scope, ref: string, query: PageQuery) {
  const transactionId = resolveTransaction(deps.data.sqlite, scope, ref);
  if (!transactionId) throw notFound('No transaction with this id');
  return answer(pageByTransaction(deps.data.sqlite, scope, transactionId, pageOf(query)));
}

export function getCashback(deps: AppDeps, scope: Scope, id: string) {
  const row = findCashback(deps.data.sqlite, scope, id);
  if (!row) throw notFound('No cashback with this id');
  return toCashbackDetail(row);
}

/**
 * The sandbox's manual update: moves the cashback to any status now, with its time and event; the
 * clock carries on from there. The same status again changes nothing.
 */
export function updateCashbackStatus(deps: AppDeps, scope: Scope, id: string, status: CashbackStatus) {
  const sqlite = deps.data.sqlite;
  const row = prepared(sqlite, `${SELECT_LIFECYCLE_ROW} WHERE id = ? AND publisher_id = ? AND env = ?`).get(id, scope.publisherId, scope.env) as
    | LifecycleRow
    | undefined;
  if (!row) throw notFound('No cashback with this id');
  if (row.status !== status) moveCashback(sqlite, row, status, deps.clock.now());
  return getCashback(deps, scope, id);
}
