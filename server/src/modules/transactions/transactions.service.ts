import { toMajor, type PageQuery, type Paged } from '@cashloop/shared';
import type { EnrichedTransaction } from '@cashloop/shared/contracts/transaction-enrichment';
import type { AppDeps, Scope } from '../../world/app-deps';
import { endUserCount } from '../../lib/end-user-counts';
import { notFound } from '../../lib/app-error';
import type { Sqlite } from '../../world/data-store';
import * as repo from './transactions.repo';

const NOT_FOUND = 'No transaction with this id';

const pageOf = (q: PageQuery) => ({ limit: q.size, offset: q.page * q.size });

export function toEnrichedTransaction(r: repo.TransactionRow, offers: repo.OfferMatch[]): EnrichedTransaction {
  return {
    id: r.id,
    internalTransactionId: r.internalTransactionId,
    transactionType: r.transactionType,
    endUserId: r.endUserId,
    bookingDateTime: r.bookingTime,
    createdOn: r.createdOn,
    transactionAmount: { amount: toMajor(r.amount), currency: r.currency },
    remittanceInformationUnstructured: r.description,
    additionalCardData: { mid: r.mid },
    enrichedCreditorData:
      r.retailerId && r.merchantName
        ? {
            logo: r.logo ?? '',
            merchant: r.merchantName,
            website: r.merchantWebsite ?? '',
            labels: JSON.parse(r.labels) as string[],
            retailerId: r.retailerId,
            confidence: r.confidence,
          }
        : null,
    offersAvailable: offers,
    uploadId: r.uploadId,
  };
}

/** Rows with their offer matches (one statement for all of them), in the API's shape. */
function present(sqlite: Sqlite, rows: readonly repo.TransactionRow[]): EnrichedTransaction[] {
  const offers = repo.offersOf(sqlite, rows.map((r) => r.id));
  const none: repo.OfferMatch[] = [];
  return rows.map((r) => toEnrichedTransaction(r, offers.get(r.id) ?? none));
}

const answer = (sqlite: Sqlite, page: { rows: repo.TransactionRow[]; total: number }): Paged<EnrichedTransaction> => ({
  content: present(sqlite, page.rows),
  totalElements: page.total,
});

export function listTransactions(deps: AppDeps, scope: Scope, query: PageQuery): Paged<EnrichedTransaction> {
  return answer(deps.data.sqlite, repo.listTransactions(deps.data.sqlite, scope, pageOf(query)));
}

/** An end user's transactions; an end user the publisher (in this partition) does not have is a 404. */
export function userTransactions(deps: AppDeps, scope: Scope, userId: string, query: PageQuery): Paged<EnrichedTransaction> {
  const total = endUserCount(deps.data.sqlite, scope, userId, 'transactions');
  if (total === undefined) throw notFound('No end user with this id');
  return answer(deps.data.sqlite, repo.userTransactions(deps.data.sqlite, scope, userId, total, pageOf(query)));
}

export function getTransaction(deps: AppDeps, scope: Scope, id: string): EnrichedTransaction {
  const row = repo.findTransaction(deps.data.sqlite, scope, id);
  if (!row) throw notFound(NOT_FOUND);
  return present(deps.data.sqlite, [row])[0]!;
}

const deleted = (counts: { transactions: number; cashback: number }) => ({
  success: true as const,
  message: `Deleted ${counts.transactions} transaction${counts.transactions === 1 ? '' : 's'} and ${counts.cashback} cashback`,
  deletedTransactions: counts.transactions,
  deletedCashback: counts.cashback,
});

/** Sandbox test tool: one transaction with its offer matches and cashback, in one transaction. */
export function deleteTransaction(deps: AppDeps, scope: Scope, id: string) {
  const sqlite = deps.data.sqlite;
  const row = repo.findTransaction(sqlite, scope, id);
  if (!row) throw notFound(NOT_FOUND);
  return deleted(sqlite.transaction(() => repo.deleteTransactions(sqlite, scope, row.id))());
}

/** Sandbox test tool: every transaction of the partition with its offer matches and cashback. */
export function deleteAllTransactions(deps: AppDeps, scope: Scope) {
  const sqlite = deps.data.sqlite;
  return deleted(sqlite.transaction(() => repo.deleteTransactions(sqlite, scope, null))());
}
