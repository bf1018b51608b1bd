import type { Scope } from '../../world/app-deps';
import type { Sqlite } from '../../world/data-store';
import type { SettlementRow } from './settlement-csv';
import { prepared } from '../../lib/statements';
import { scoped } from '../../lib/scoped-params';

export interface SettlementFileRow {
  id: string;
  createdOn: number;
  sentToSupplier: number;
  receivedFromSupplier: number;
  fileName: string;
  rowCount: number;
  activatedOfferId: string | null;
}

const FILE_COLUMNS = `id, created_on AS createdOn, sent_to_supplier AS sentToSupplier, received_from_supplier AS receivedFromSupplier,
  file_name AS fileName, row_count AS rowCount, programme_offer_id AS activatedOfferId`;

/** A programme offer of this scope whose offer the publisher owns (its supplier is the publisher). */
export function findOwnProgrammeOffer(sqlite: Sqlite, scope: Scope, id: string): { id: string; offerId: string } | undefined {
  return prepared(sqlite, 
      `SELECT po.id, po.offer_id AS offerId FROM programme_offers po JOIN offers o ON o.id = po.offer_id
       WHERE po.id = @id AND po.publisher_id = @publisherId AND po.env = @env AND o.owner_publisher_id = @publisherId`,
    )
    .get(scoped(scope, { id })) as { id: string; offerId: string } | undefined;
}

/** The programme offer of this scope for one of the publisher's own offers. */
export function findOwnProgrammeOfferByOffer(sqlite: Sqlite, scope: Scope, offerId: string): { id: string; offerId: string } | undefined {
  return prepared(sqlite,
      `SELECT po.id, po.offer_id AS offerId FROM programme_offers po JOIN offers o ON o.id = po.offer_id
       WHERE po.offer_id = @offerId AND po.publisher_id = @publisherId AND po.env = @env AND o.owner_publisher_id = @publisherId`,
    )
    .get(scoped(scope, { offerId })) as { id: string; offerId: string } | undefined;
}

/** Files of the scope (optionally of one programme offer), newest first, with the total for paging. */
export function listFiles(sqlite: Sqlite, scope: Scope, page: { limit: number; offset: number }, programmeOfferId?: string) {
  const where = `publisher_id = @publisherId AND env = @env${programmeOfferId ? ' AND programme_offer_id = @programmeOfferId' : ''}`;
  const args = scoped(scope, { programmeOfferId: programmeOfferId ?? null });
  const rows = prepared(sqlite, `SELECT ${FILE_COLUMNS} FROM settlement_files WHERE ${where} ORDER BY created_on DESC, id DESC LIMIT +@limit OFFSET +@offset`)
    .all({ ...args, ...page }) as SettlementFileRow[];
  const { total } = prepared(sqlite, `SELECT COUNT(*) AS total FROM settlement_files WHERE ${where}`).get(args) as { total: number };
  return { rows, total };
}

export function findFile(sqlite: Sqlite, scope: Scope, id: string): SettlementFileRow | undefined {
  return prepared(sqlite, `SELECT ${FILE_COLUMNS} FROM settlement_files WHERE id = @id AND publisher_id = @publisherId AND env = @env`)
    .get(scoped(scope, { id })) as SettlementFileRow | undefined;
}

/** 'Mark as sent' and 'Submit transactions' (received): each moves a file one step, only from the step before. */
export function markSent(sqlite: Sqlite, scope: Scope, id: string, now: number): number {
  return prepared(sqlite,
    `UPDATE settlement_files SET sent_to_supplier = 1, sent_on = @now
     WHERE id = @id AND publisher_id = @publisherId AND env = @env AND sent_to_supplier = 0`,
  ).run(scoped(scope, { id, now })).changes;
}

export function markReceived(sqlite: Sqlite, scope: Scope, id: string, now: number): number {
  return prepared(sqlite,
    `UPDATE settlement_files SET received_from_supplier = 1, received_on = @now
     WHERE id = @id AND publisher_id = @publisherId AND env = @env AND sent_to_supplier = 1 AND received_from_supplier = 0`,
  ).run(scoped(scope, { id, now })).changes;
}

export function fileRows(sqlite: Sqlite, fileId: string): SettlementRow[] {
  const rows = prepared(sqlite, 
      `SELECT transaction_id AS transactionId, end_user_id AS endUserId, booking_time AS bookingTime, amount, currency,
              cashback_amount AS cashbackAmount, verified
       FROM settlement_rows WHERE settlement_id = ? ORDER BY row_index`,
    )
    .all(fileId) as (Omit<SettlementRow, 'verified'> & { verified: number })[];
  return rows.map((r) => ({ ...r, verified: r.verified === 1 }));
}

/** The file and every row; the caller runs it in one transaction. */
export function insertFile(
  sqlite: Sqlite,
  scope: Scope,
  file: { id: string; programmeOfferId: string; offerId: string; fileName: string; createdOn: number },
  rows: readonly SettlementRow[],
): void {
  prepared(sqlite, 
      `INSERT INTO settlement_files (id, publisher_id, env, programme_offer_id, offer_id, file_name, created_on,
         sent_to_supplier, received_from_supplier, row_count)
       VALUES (@id, @publisherId, @env, @programmeOfferId, @offerId, @fileName, @createdOn, 0, 0, @rowCount)`,
    )
    .run(scoped(scope, file, { rowCount: rows.length }));
  const insertRow = prepared(sqlite, 
    `INSERT INTO settlement_rows (settlement_id, row_index, transaction_id, end_user_id, booking_time, amount, currency, cashback_amount, verified)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)`,
  );
  rows.forEach((r, i) =>
    insertRow.run(file.id, i, r.transactionId, r.endUserId, r.bookingTime, r.amount, r.currency, r.cashbackAmount, r.verified ? 1 : 0),
  );
}

/**
 * Which of these transaction ids a file of the scope already settles, and in which file (the first). The scope's
 * files are few (a handful per own offer), so reading their rows beats an index on transaction_id no query needs.
 */
export function settledIn(sqlite: Sqlite, scope: Scope, transactionIds: readonly string[]): Map<string, string> {
  const rows = prepared(sqlite,
    `SELECT r.transaction_id AS transactionId, MIN(f.id) AS settlementId FROM settlement_files f JOIN settlement_rows r ON r.settlement_id = f.id
     WHERE f.publisher_id = @publisherId AND f.env = @env AND r.transaction_id IN (SELECT value FROM json_each(@ids))
     GROUP BY r.transaction_id`,
  ).all(scoped(scope, { ids: JSON.stringify(transactionIds) })) as { transactionId: string; settlementId: string }[];
  return new Map(rows.map((r) => [r.transactionId, r.settlementId]));
}
