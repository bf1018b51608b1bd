import type { PageQuery } from '@cashloop/shared/common/paging';
import type { Scope } from '../../world/app-deps';
import { prepared } from '../../lib/statements';
import type { Sqlite } from '../../world/data-store';
import type { TierCsvRow } from './tier-csv';
import { scoped } from '../../lib/scoped-params';

export interface TierUploadRow {
  id: string;
  fileName: string;
  status: 'PENDING' | 'PROCESSING' | 'COMPLETED' | 'FAILED';
  rowCount: number;
  errorCount: number;
  createdOn: number;
}

const IN_SCOPE = 'publisher_id = @publisherId AND env = @env';
const COLUMNS = 'id, file_name AS fileName, status, row_count AS rowCount, error_count AS errorCount, created_on AS createdOn';

export function listUploads(sqlite: Sqlite, scope: Scope, page: PageQuery): TierUploadRow[] {
  return prepared(sqlite, `SELECT ${COLUMNS} FROM tier_uploads WHERE ${IN_SCOPE} ORDER BY created_on DESC, id DESC LIMIT +@size OFFSET +@offset`)
    .all(scoped(scope, { size: page.size, offset: page.page * page.size })) as TierUploadRow[];
}

export function countUploads(sqlite: Sqlite, scope: Scope): number {
  return prepared(sqlite, `SELECT COUNT(*) FROM tier_uploads WHERE ${IN_SCOPE}`).pluck().get(scope) as number;
}

export function findUpload(sqlite: Sqlite, scope: Scope, id: string): TierUploadRow | undefined {
  return prepared(sqlite, `SELECT ${COLUMNS} FROM tier_uploads WHERE id = @id AND ${IN_SCOPE}`).get(scoped(scope, { id })) as TierUploadRow | undefined;
}

export function insertUpload(
  sqlite: Sqlite,
  scope: Scope,
  upload: { id: string; fileName: string; status: 'COMPLETED' | 'FAILED'; content: string; rowCount: number; errorCount: number; now: number },
): void {
  prepared(
    sqlite,
    `INSERT INTO tier_uploads (id, publisher_id, env, file_name, status, content, row_count, error_count, created_on, processed_on)
     VALUES (@id, @publisherId, @env, @fileName, @status, @content, @rowCount, @errorCount, @now, @now)`,
  ).run(scoped(scope, upload));
}

export function insertUploadRow(sqlite: Sqlite, uploadId: string, rowIndex: number, row: TierCsvRow): void {
  prepared(
    sqlite,
    `INSERT INTO tier_upload_rows (upload_id, row_index, end_user_id, tier_id, action, error) VALUES (?, ?, ?, ?, ?, NULL)`,
  ).run(uploadId, rowIndex, row.endUserId, row.tierId, row.action);
}

export function isEndUser(sqlite: Sqlite, scope: Scope, id: string): boolean {
  return prepared(sqlite, `SELECT 1 FROM end_users WHERE id = @id AND ${IN_SCOPE}`).get(scoped(scope, { id })) !== undefined;
}

export function isTier(sqlite: Sqlite, scope: Scope, id: string): boolean {
  return prepared(sqlite, `SELECT 1 FROM customer_tiers WHERE id = @id AND ${IN_SCOPE}`).get(scoped(scope, { id })) !== undefined;
}

/** Answers whether the membership is new (an ADD of a held tier changes nothing). */
export function addMember(sqlite: Sqlite, scope: Scope, endUserId: string, tierId: string, now: number): boolean {
  return prepared(sqlite, 'INSERT OR IGNORE INTO end_user_tiers (publisher_id, env, end_user_id, tier_id, added_on) VALUES (?, ?, ?, ?, ?)')
    .run(scope.publisherId, scope.env, endUserId, tierId, now).changes > 0;
}

/** Answers whether a membership ended (a REMOVE of a tier not held changes nothing). The end user is the scope's (decision 0041). */
export function removeMember(sqlite: Sqlite, scope: Scope, endUserId: string, tierId: string): boolean {
  return prepared(sqlite, 'DELETE FROM end_user_tiers WHERE publisher_id = ? AND env = ? AND end_user_id = ? AND tier_id = ?')
    .run(scope.publisherId, scope.env, endUserId, tierId).changes > 0;
}

/** A few ids of the scope for the template's example rows. */
export function sampleIds(sqlite: Sqlite, scope: Scope): { endUsers: string[]; tiers: string[] } {
  return {
    endUsers: prepared(sqlite, `SELECT id FROM end_users WHERE ${IN_SCOPE} ORDER BY created_on, id LIMIT 2`).pluck().all(scope) as string[],
    tiers: prepared(sqlite, `SELECT id FROM customer_tiers WHERE ${IN_SCOPE} ORDER BY created_on, id LIMIT 1`).pluck().all(scope) as string[],
  };
}

/** Every tier of the scope, id and name, oldest first: the template names them so a file can be filled in by name. */
export function tierNames(sqlite: Sqlite, scope: Scope): { id: string; name: string }[] {
  return prepared(sqlite, `SELECT id, name FROM customer_tiers WHERE ${IN_SCOPE} ORDER BY created_on, id`).all(scope) as { id: string; name: string }[];
}
