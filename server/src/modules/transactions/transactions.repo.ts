import type { Scope } from '../../world/app-deps';
import type { Sqlite } from '../../world/data-store';
import { prepared } from '../../lib/statements';
import { allRows } from '../../lib/rows';
import { scopeCount } from '../../lib/scope-counts';
import { newestFirst, pageWindow } from '../../lib/page-window';
import { KEYS_FROM_POST, transactionPost } from './transaction-list-posts';
import { oldestPosition, POSTS_FROM } from '../../lib/list-posts';
import { scoped } from '../../lib/scoped-params';

export interface TransactionRow {
  id: string;
  internalTransactionId: string;
  transactionType: 'DEBIT' | 'CREDIT';
  endUserId: string;
  bookingTime: number;
  createdOn: number;
  amount: number;
  currency: string;
  description: string;
  mid: string | null;
  retailerId: string | null;
  merchantName: string | null;
  logo: string | null;
  merchantWebsite: string | null;
  labels: string;
  confidence: number | null;
  uploadId: string | null;
}

/** An offer a transaction matched, as `offersAvailable` lists it. */
export interface OfferMatch {
  id: string;
  programmeOfferId: string;
}

const COLUMNS = `t.id, t.internal_transaction_id AS internalTransactionId, t.transaction_type AS transactionType,
  t.end_user_id AS endUserId, t.booking_time AS bookingTime, t.created_on AS createdOn, t.amount, t.currency, t.description, t.mid,
  t.retailer_id AS retailerId, t.merchant_name AS merchantName,
  COALESCE(t.merchant_logo, (SELECT r.logo FROM retailers r WHERE r.id = t.retailer_id)) AS logo,
  t.merchant_website AS merchantWebsite, t.labels, t.confidence, t.upload_id AS uploadId`;
const SELECT = `SELECT ${COLUMNS} FROM transactions t`;

type Page = { limit: number; offset: number };

/**
 * Newest first, read along transactions_scope_created_idx (rowid breaks ties in insertion order); a page
 * past the middle is read from the oldest end (lib/page-window.ts), so no page skips more than half. A deeper
 * skip starts from the fence post of the page's block (migration 0015, transaction-list-posts.ts) and skips
 * under 1,000 entries, wherever the page is.
 */
export function listTransactions(sqlite: Sqlite, scope: Scope, page: Page) {
  const total = scopeCount(sqlite, scope, 'transactions');
  const w = pageWindow(total, page);
  if (!w) return { rows: [], total };
  const post = w.offset >= POSTS_FROM ? transactionPost(sqlite, scope, oldestPosition(total, w)) : undefined;
  if (post) {
    // From the post, oldest first; the page is put back newest first.
    const sql = `SELECT ${COLUMNS} FROM (${KEYS_FROM_POST}) k JOIN transactions t ON t.rowid = k.rid ORDER BY k.createdOn, k.rid`;
    const params = scoped(scope, { bc: post.created_on, br: post.rid, limit: w.limit, skip: oldestPosition(total, w) - post.before });
    return { rows: allRows<TransactionRow>(prepared(sqlite, sql), params).reverse(), total };
  }
  const dir = w.fromOldest ? '' : ' DESC';
  // The page's keys first, skipping along the covering index alone; then only those rows are read, joined
  // in the keys' order (an IN list would sort the page again in a temporary b-tree).
  const keys = `SELECT t.rowid AS rid, t.created_on AS createdOn FROM transactions t WHERE t.publisher_id = @publisherId AND t.env = @env
    ORDER BY t.created_on${dir}, t.rowid${dir} LIMIT +@limit OFFSET +@offset`;
  const sql = `SELECT ${COLUMNS} FROM (${keys}) k JOIN transactions t ON t.rowid = k.rid ORDER BY k.createdOn${dir}, k.rid${dir}`;
  return { rows: newestFirst(w, allRows<TransactionRow>(prepared(sqlite, sql), scoped(scope, { limit: w.limit, offset: w.offset }))), total };
}

/**
 * One end user's, latest booking first, along transactions_user_idx; `total` their kept count (lib/end-user-counts.ts,
 * which also found them in the scope). The index leads with the scope (an end user is their id in a publisher and
 * partition, decision 0041), so the keys are read from the index alone.
 */
export function userTransactions(sqlite: Sqlite, scope: Scope, endUserId: string, total: number, page: Page) {
  const w = pageWindow(total, page);
  if (!w) return { rows: [], total };
  const dir = w.fromOldest ? '' : ' DESC';
  // The skip along the user's index alone (as the count), and only the page's rows read and checked against the
  // scope: skipping whole rows read every skipped one (decision 0020).
  const keys = `SELECT t.rowid AS rid, t.booking_time AS bookingTime FROM transactions t INDEXED BY transactions_user_idx
    WHERE t.publisher_id = @publisherId AND t.env = @env AND t.end_user_id = @endUserId ORDER BY t.booking_time${dir}, t.rowid${dir} LIMIT +@limit OFFSET +@offset`;
  const statement = prepared(sqlite, `SELECT ${COLUMNS} FROM (${keys}) k JOIN transactions t ON t.rowid = k.rid
      WHERE t.publisher_id = @publisherId AND t.env = @env ORDER BY k.bookingTime${dir}, k.rid${dir}`);
  return { rows: newestFirst(w, allRows<TransactionRow>(statement, scoped(scope, { endUserId, limit: w.limit, offset: w.offset }))), total };
}

/**
 * The offers each of these transactions matched, in programme offer order (SQLite's BINARY order), keyed by
 * transaction: one statement for a page, along the matches' primary key.
 */
export function offersOf(sqlite: Sqlite, transactionIds: readonly string[]): Map<string, OfferMatch[]> {
  const byTransaction = new Map<string, OfferMatch[]>();
  if (transactionIds.length === 0) return byTransaction;
  const rows = allRows<OfferMatch & { transactionId: string }>(prepared(sqlite,
    `SELECT m.transaction_id AS transactionId, m.offer_id AS id, m.programme_offer_id AS programmeOfferId
     FROM transaction_offer_matches m WHERE m.transaction_id IN (SELECT value FROM json_each(?))
     ORDER BY m.transaction_id, m.programme_offer_id`,
  ), JSON.stringify(transactionIds));
  for (const { transactionId, id, programmeOfferId } of rows) {
    const offers = byTransaction.get(transactionId);
    if (offers) offers.push({ id, programmeOfferId });
    else byTransaction.set(transactionId, [{ id, programmeOfferId }]);
  }
  return byTransaction;
}

/** By the platform's id, else by the transaction reference (unique per scope). */
export function findTransaction(sqlite: Sqlite, scope: Scope, id: string): TransactionRow | undefined {
  return (
    (prepared(sqlite, `${SELECT} WHERE t.id = @id AND t.publisher_id = @publisherId AND t.env = @env`).get(scoped(scope, { id })) as
      | TransactionRow
      | undefined) ??
    (prepared(sqlite, `${SELECT} WHERE t.publisher_id = @publisherId AND t.env = @env AND t.internal_transaction_id = @id`).get(scoped(scope, { id })) as
      | TransactionRow
      | undefined)
  );
}

/**
 * Deletes transactions with what was derived from them: their cashback (the FK would only unlink it)
 * and their offer matches (cascade). `id` null means every transaction of the scope. Caller holds the
 * transaction. Answers the counts.
 */
export function deleteTransactions(sqlite: Sqlite, scope: Scope, id: string | null) {
  const only = id === null ? '' : ' AND id = @id';
  const args = id === null ? { ...scope } : scoped(scope, { id });
  const cashback = prepared(
    sqlite,
    id === null
      ? `DELETE FROM cashback WHERE publisher_id = @publisherId AND env = @env AND transaction_id IN
           (SELECT id FROM transactions WHERE publisher_id = @publisherId AND env = @env)`
      : 'DELETE FROM cashback WHERE transaction_id = @id AND publisher_id = @publisherId AND env = @env',
  ).run(args).changes;
  const transactions = prepared(sqlite, `DELETE FROM transactions WHERE publisher_id = @publisherId AND env = @env${only}`).run(args).changes;
  return { transactions, cashback };
}
