import type { CashbackStatus } from '@cashloop/shared';
import type { Scope } from '../../world/app-deps';
import { prepared } from '../../lib/statements';
import { allRows } from '../../lib/rows';
import type { Sqlite } from '../../world/data-store';
import { newestFirst, pageWindow, type PageWindow } from '../../lib/page-window';
import { scoped } from '../../lib/scoped-params';

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

export const COLUMNS = `c.id, c.created_on AS createdOn, c.updated_on AS updatedOn, c.status, c.end_user_id AS endUserId,
  c.transaction_id AS transactionId, c.programme_offer_id AS programmeOfferId, c.offer_id AS offerId,
  c.retailer_id AS retailerId, r.name AS retailerName, r.logo, c.transaction_amount AS transactionAmount,
  c.end_user_cashback_receivable AS endUserMinor, c.publisher_cashback_receivable AS publisherMinor, c.currency,
  c.declined_reason AS declinedReason, c.being_verified_on AS beingVerifiedOn, c.verified_on AS verifiedOn,
  c.received_on AS receivedOn, c.paid_on AS paidOn, c.declined_on AS declinedOn, c.disqualified_on AS disqualifiedOn,
  c.payout_id AS payoutId`;

export const SCOPE = 'c.publisher_id = @publisherId AND c.env = @env';
/** Newest first (or, for a page nearer the end, oldest first); rowid breaks ties the way the indexes store them. */
const order = (w: PageWindow, created = 'c.created_on', rowid = 'c.rowid') =>
  w.fromOldest ? `ORDER BY ${created}, ${rowid}` : `ORDER BY ${created} DESC, ${rowid} DESC`;

/**
 * A page of the cashback one index entry names (an end user, a transaction): counted along the same
 * index unless the caller knows the total, then read from the nearer end. `INDEXED BY` because the
 * newest-first order would otherwise tempt the planner into a scope index.
 */
function pageAlong(sqlite: Sqlite, index: string, key: string, args: Scope, page: Page, known?: number) {
  const from = `FROM cashback c INDEXED BY ${index}`;
  // Counted on the index key alone: the caller has checked the transaction is the scope's, and its cashback is too;
  // an end user's key holds the scope (decision 0041). So no row is read to count it.
  const total = known ?? (prepared(sqlite, `SELECT COUNT(*) ${from} WHERE ${key}`).pluck().get(args) as number);
  const w = pageWindow(total, page);
  if (!w) return { rows: [], total };
  // The skip along the index alone, for the same reason; only the page's own rows are read, joined and checked
  // against the scope. Skipping whole rows read each skipped row and its retailer: a page 250 rows into a bulk
  // user's cashback cost 615 µs against 193 µs this way (decision 0020).
  const keys = `SELECT c.rowid AS rid, c.created_on AS createdOn ${from} WHERE ${key} ${order(w)} LIMIT +@limit OFFSET +@offset`;
  const sql = `SELECT ${COLUMNS} FROM (${keys}) k JOIN cashback c ON c.rowid = k.rid JOIN retailers r ON r.id = c.retailer_id
    WHERE ${SCOPE} ${order(w, 'k.createdOn', 'k.rid')}`;
  return { rows: newestFirst(w, allRows<LedgerRow>(prepared(sqlite, sql), scoped(args, { limit: w.limit, offset: w.offset }))), total };
}

/** A page of one end user's cashback (the user index), `total` their kept count (lib/end-user-counts.ts). */
export const pageByUser = (sqlite: Sqlite, scope: Scope, endUserId: string, total: number, page: Page) =>
  pageAlong(sqlite, 'cashback_user_idx', `${SCOPE} AND c.end_user_id = @endUserId`, scoped(scope, { endUserId }), page, total);

/** A page of one transaction's cashback (the transaction index). */
export const pageByTransaction = (sqlite: Sqlite, scope: Scope, transactionId: string, page: Page) =>
  pageAlong(sqlite, 'cashback_transaction_idx', 'c.transaction_id = @transactionId', scoped(scope, { transactionId }), page);

/** The platform id of a transaction of the scope named by its platform id or by the bank's reference. */
export function resolveTransaction(sqlite: Sqlite, scope: Scope, ref: string): string | undefined {
  const found = prepared(
    sqlite,
    `SELECT id FROM transactions WHERE id = @ref AND publisher_id = @publisherId AND env = @env
     UNION ALL
     SELECT id FROM transactions WHERE publisher_id = @publisherId AND env = @env AND internal_transaction_id = @ref
     LIMIT 1`,
  ).get(scoped(scope, { ref })) as { id: string } | undefined;
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
  ).get(scoped(scope, { id })) as (LedgerRow & LedgerTransactionRow) | undefined;
}
