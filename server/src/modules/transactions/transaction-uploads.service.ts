import type { PageQuery, Paged } from '@cashloop/shared';
import { transactionCsvColumns, type TransactionUpload, uploadCashbackCsvColumns } from '@cashloop/shared/contracts/transaction-enrichment';
import type { AppDeps, Scope } from '../../world/app-deps';
import { percentRead, runningUploads } from '../../world/upload-progress';
import { conflict, notFound } from '../../lib/app-error';
import { csvAmount, safeText, toCsv } from '../payout/safe-csv';
import * as repo from './transaction-uploads.repo';

/**
 * Upload history: files still running (kept in memory, PROCESSING with their progress) first, then the
 * stored ones, newest first; paging counts both.
 */
export function listUploads(deps: AppDeps, scope: Scope, query: PageQuery): Paged<TransactionUpload> {
  const running: TransactionUpload[] = runningUploads(deps.world, scope).map((u) => ({
    id: u.id,
    fileName: u.fileName,
    createdOn: u.createdOn,
    fileStatus: 'PROCESSING',
    historic: u.historic,
    enrichment: u.enrichment,
    rowCount: 0,
    progress: { rowsRead: u.rowsRead, percent: percentRead(u) },
  }));
  const start = query.page * query.size;
  const fromRunning = running.slice(start, start + query.size);
  const offset = Math.max(0, start - running.length);
  const { rows, total } = repo.listUploads(deps.data.sqlite, scope, { limit: query.size - fromRunning.length, offset });
  const stored: TransactionUpload[] = rows.map((r) => ({
    id: r.id,
    fileName: r.fileName,
    createdOn: r.createdOn,
    fileStatus: r.status,
    historic: r.historic === 1,
    enrichment: r.enrichment === 1,
    rowCount: r.rowCount,
    progress: null,
  }));
  return { content: [...fromRunning, ...(query.size - fromRunning.length > 0 ? stored : [])], totalElements: running.length + total };
}

/** 'Export cashback': the cashback the file's transactions earned, formula-safe like the payout CSV. */
export function uploadCashbackCsv(deps: AppDeps, scope: Scope, id: string): string {
  const upload = repo.findUpload(deps.data.sqlite, scope, id);
  if (!upload) {
    if (runningUploads(deps.world, scope).some((u) => u.id === id)) throw conflict('This upload is still processing: its cashback can be exported once it is COMPLETED');
    throw notFound('No transaction upload with this id');
  }
  // Only a COMPLETED file stored transactions that could earn cashback (spec 3 §4: COMPLETED allows exporting).
  if (upload.status !== 'COMPLETED') throw conflict(`This upload is ${upload.status}: only a COMPLETED upload has cashback to export`);
  const rows = repo.uploadCashback(deps.data.sqlite, scope, id).map((c) => [
    safeText(c.id),
    new Date(c.createdOn).toISOString(),
    safeText(c.status),
    safeText(c.endUserId),
    safeText(c.transactionId),
    safeText(c.reference),
    safeText(c.retailerName),
    csvAmount(c.transactionAmount),
    csvAmount(c.endUser),
    csvAmount(c.commission),
    safeText(c.currency),
    safeText(c.declinedReason),
  ]);
  return toCsv(uploadCashbackCsvColumns, rows);
}

/** The file to fill in: every column, with a debit, a card payment with a MID and a refund. */
export function transactionTemplateCsv(): string {
  return toCsv(
    [...transactionCsvColumns, 'mid', 'transactionType', 'accountId'],
    [
      ['TX-0001', 'eu_0001', '2025-06-01T14:30:00Z', '-25.50', 'GBP', 'TESCO STORES 3297 LONDON', '', 'DEBIT', ''],
      ['TX-0002', 'eu_0001', '2025-06-02T09:12:00Z', '-4.20', 'GBP', 'COSTA COFFEE 43011', '', 'DEBIT', ''],
      ['TX-0003', 'eu_0002', '2025-06-03', '12.99', 'GBP', 'AMAZON.CO.UK REFUND', '', 'CREDIT', ''],
    ],
  );
}
