import type { CashbackStatus } from '@cashloop/shared';
import type { Scope } from '../../app-context';
import { prepared } from '../../lib/statements';
import type { Sqlite } from '../../plugins/data-store';
import { scopeCount } from '../../lib/scope-counts';

/** A cashback row with its retailer, as the ledger answers it (money in minor units). */
export interface LedgerRow {
  id: string;
  createdOn: number;
  updatedOn: number;
  status: CashbackStatus;
  endUserId: string;
  transactionId: string | null;
  programmeOfferId: string | null;
  offerId: string;
  retailerId: string;
  retailerName: string;
  logo: string;
  transactionAmount: number | null;
  endUserMinor: number;
  publisherMinor: number;
  currency: string;
  declinedReason: string | null;
  beingVerifiedOn: number | null;
  verifiedOn: number | null;
  receivedOn: number | null;
  paidOn: number | null;
  declinedOn: number | null;
  disqualifiedOn: number | null;
  payoutId: string | null;
}

export interface LedgerTransactionRow {
  txnId: string | null;
  txnReference: string;
  txnType: string;
  txnEndUserId: string;
  txnBookingTime: number;
  txnAmount: number;
  txnCurrency: string;
  txnDescription: string;
}

export interface Page {
  limit: number;
  offset: number;
}

const COLUMNS = `c.id, c.created_on AS createdOn, c.updated_on AS updatedOn, c.status, c.end_user_id AS endUserId,
  c.transaction_id AS transactionId, c.programme_offer_id AS programmeOfferId, c.offer_id AS offerId,
  c.retailer_id AS retailerId, r.name AS retailerName, r.logo, c.transaction_amount AS transactionAmount,
  c.end_user_cashback_receivable AS endUserMinor, c.publisher_cashback_receivable AS publisherMinor, c.currency,
  c.declined_reason AS declinedReason, c.being_verified_on AS beingVerifiedOn, c.verified_on AS verifiedOn,
  c.received_on AS receivedOn, c.paid_on AS paidOn, c.declined_on AS declinedOn, c.disqualified_on AS disqualifiedOn,
  c.payout_id AS payoutId`;

const SCOPE = 'c.publisher_id = @publisherId AND c.env = @env';
/** Newest first; rowid breaks ties the way the indexes store them, so no sort beyond the page. */
const NEWEST = 'ORDER BY c.created_on DESC, c.rowid DESC';

/**
 * One page over a set of statuses: each status's newest `offset + limit` from the status index, then
 * merged, so the work follows the page, not the table. The total is the maintained per-status count.
 */
export function pageByStatuses(sqlite: Sqlite, scope: Scope, statuses: readonly CashbackStatus[], page: Page) {
  const params = Object.fromEntries(statuses.map((s, i) => [`s${i}`, s]));
  const heads = statuses
    .map(
      (_, i) =>
        `SELECT * FROM (SELECT c.rowid AS rid, c.created_on AS createdOn FROM cashback c
           WHERE ${SCOPE} AND c.status = @s${i} ${NEWEST} LIMIT @depth)`,
    )
    .join(' UNION ALL ');
  const rows = prepared(
    sqlite,
    `SELECT ${COLUMNS} FROM (${heads}) k JOIN cashback c ON c.rowid = k.rid JOIN retailers r ON r.id = c.retailer_id
     ORDER BY k.createdOn DESC, k.rid DESC LIMIT @limit OFFSET @offset`,
  ).all({ ...scope, ...params, ...page, depth: page.offset + page.limit }) as LedgerRow[];
  return { rows, total: scopeCount(sqlite, scope, 'cashback', statuses) };
}

/** A page of one end user's cashback (the user index). */
export function pageByUser(sqlite: Sqlite, scope: Scope, endUserId: string, page: Page) {
  const where = `c.end_user_id = @endUserId AND ${SCOPE}`;
  // Named, since the newest-first order would otherwise tempt the planner into the scope index.
  const from = 'FROM cashback c INDEXED BY cashback_user_idx';
  const rows = prepared(sqlite, `SELECT ${COLUMNS} ${from} JOIN retailers r ON r.id = c.retailer_id WHERE ${where} ${NEWEST} LIMIT @limit OFFSET @offset`).all({
    ...scope,
    ...page,
    endUserId,
  }) as LedgerRow[];
  const { total } = prepared(sqlite, `SELECT COUNT(*) AS total ${from} WHERE ${where}`).get({ ...scope, endUserId }) as { total: number };
  return { rows, total };
}

/** A page of one transaction's cashback (the transaction index). */
export function pageByTransaction(sqlite: Sqlite, scope: Scope, transactionId: string, page: Page) {
  const where = `c.transaction_id = @transactionId AND ${SCOPE}`;
  const from = 'FROM cashback c INDEXED BY cashback_transaction_idx';
  const rows = prepared(sqlite, `SELECT ${COLUMNS} ${from} JOIN retailers r ON r.id = c.retailer_id WHERE ${where} ${NEWEST} LIMIT @limit OFFSET @offset`).all({
    ...scope,
    ...page,
    transactionId,
  }) as LedgerRow[];
  const { total } = prepared(sqlite, `SELECT COUNT(*) AS total ${from} WHERE ${where}`).get({ ...scope, transactionId }) as { total: number };
  return { rows, total };
}

export const endUserExists = (sqlite: Sqlite, scope: Scope, id: string): boolean =>
  prepared(sqlite, 'SELECT 1 FROM end_users WHERE id = @id AND publisher_id = @publisherId AND env = @env').get({ ...scope, id }) !== undefined;

/** The platform id of a transaction of the scope named by its platform id or by the bank's reference. */
export function resolveTransaction(sqlite: Sqlite, scope: Scope, ref: string): string | undefined {
  const found = prepared(
    sqlite,
    `SELECT id FROM transactions WHERE id = @ref AND publisher_id = @publisherId AND env = @env
     UNION ALL
     SELECT id FROM transactions WHERE publisher_id = @publisherId AND env = @env AND internal_transaction_id = @ref
     LIMIT 1`,
  ).get({ ...scope, ref }) as { id: string } | undefined;
  return found?.id;
}

/** One cashback of the scope with its transaction (null for affiliate cashback). */
export function findCashback(sqlite: Sqlite, scope: Scope, id: string): (LedgerRow & LedgerTransactionRow) | undefined {
  return prepared(
    sqlite,
    `SELECT ${COLUMNS}, t.id AS txnId, t.internal_transaction_id AS txnReference, t.transaction_type AS txnType,
            t.end_user_id AS txnEndUserId, t.booking_time AS txnBookingTime, t.amount AS txnAmount, t.currency AS txnCurrency,
            t.description AS txnDescription
     FROM cashback c JOIN retailers r ON r.id = c.retailer_id LEFT JOIN transactions t ON t.id = c.transaction_id
     WHERE c.id = @id AND ${SCOPE}`,
  ).get({ ...scope, id }) as (LedgerRow & LedgerTransactionRow) | undefined;
}
