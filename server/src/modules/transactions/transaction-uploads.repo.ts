import type { Scope } from '../../world/app-deps';
import type { Sqlite } from '../../world/data-store';
import { prepared } from '../../lib/statements';
import { scoped } from '../../lib/scoped-params';

export interface UploadRow {
  id: string;
  fileName: string;
  status: 'PENDING' | 'PROCESSING' | 'COMPLETED' | 'FAILED';
  historic: number;
  enrichment: number;
  rowCount: number;
  createdOn: number;
}

const COLUMNS = 'id, file_name AS fileName, status, historic, enrichment, row_count AS rowCount, created_on AS createdOn';

/** Newest first, along transaction_uploads_scope_idx. */
export function listUploads(sqlite: Sqlite, scope: Scope, page: { limit: number; offset: number }) {
  const where = 'publisher_id = @publisherId AND env = @env';
  const rows = prepared(sqlite, `SELECT ${COLUMNS} FROM transaction_uploads WHERE ${where} ORDER BY created_on DESC, rowid DESC LIMIT +@limit OFFSET +@offset`)
    .all(scoped(scope, page)) as UploadRow[];
  const total = prepared(sqlite, `SELECT COUNT(*) FROM transaction_uploads WHERE ${where}`).pluck().get(scope) as number;
  return { rows, total };
}

export function findUpload(sqlite: Sqlite, scope: Scope, id: string): UploadRow | undefined {
  return prepared(sqlite, `SELECT ${COLUMNS} FROM transaction_uploads WHERE id = @id AND publisher_id = @publisherId AND env = @env`).get(scoped(scope, { id })) as UploadRow | undefined;
}

export interface UploadCashbackRow {
  id: string;
  createdOn: number;
  status: string;
  endUserId: string;
  transactionId: string;
  reference: string;
  retailerName: string;
  transactionAmount: number | null;
  endUser: number;
  commission: number;
  currency: string;
  declinedReason: string | null;
}

/** The cashback of the file's transactions, in file order (transactions_upload_idx, then cashback_transaction_idx). */
export function uploadCashback(sqlite: Sqlite, scope: Scope, uploadId: string): UploadCashbackRow[] {
  return prepared(
    sqlite,
    `SELECT c.id, c.created_on AS createdOn, c.status, c.end_user_id AS endUserId, t.id AS transactionId,
            t.internal_transaction_id AS reference, r.name AS retailerName, c.transaction_amount AS transactionAmount,
            c.end_user_cashback_receivable AS endUser, c.publisher_cashback_receivable AS commission, c.currency,
            c.declined_reason AS declinedReason
     FROM transactions t
     JOIN cashback c ON c.transaction_id = t.id
     JOIN retailers r ON r.id = c.retailer_id
     WHERE t.upload_id = @uploadId AND t.publisher_id = @publisherId AND t.env = @env
       AND c.publisher_id = @publisherId AND c.env = @env
     ORDER BY t.rowid, c.created_on, c.id`,
  ).all(scoped(scope, { uploadId })) as UploadCashbackRow[];
}
