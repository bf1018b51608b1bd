import { recordEvents, type DomainEventInput } from '@cashloop/db';
import type { PageQuery, Paged } from '@cashloop/shared/common/paging';
import { tierCsvColumns, type TierUpload, type TierUploadResult } from '@cashloop/shared/contracts/customer-tiers';
import type { AppDeps, Scope } from '../../world/app-deps';
import { MAX_PROBLEMS } from '../../engine/transaction-import';
import type { ImportProblem } from '../../engine/transaction-import-rows';
import { fileRejected } from '../../lib/app-error';
import { newId } from '../../lib/random';
import { safeText, toCsv } from '../payout/safe-csv';
import { parseTierCsv, quote, type TierCsvRow } from './tier-csv';
import * as repo from './tier-upload.repo';
import { scoped } from '../../lib/scoped-params';

const toApi = (r: repo.TierUploadRow): TierUpload => ({
  id: r.id, fileName: r.fileName, createdOn: r.createdOn, status: r.status, rowCount: r.rowCount, errorCount: r.errorCount,
});

export function listTierUploads(deps: AppDeps, scope: Scope, page: PageQuery): Paged<TierUpload> {
  const sqlite = deps.data.sqlite;
  return { content: repo.listUploads(sqlite, scope, page).map(toApi), totalElements: repo.countUploads(sqlite, scope) };
}

/**
 * The header row, a comment line naming each of the publisher's tiers by its id (a line whose first cell starts
 * with `#` is skipped on upload), and, where the publisher has them, example rows with its own ids, so the file
 * can be tried as it is.
 */
export function tierTemplateCsv(deps: AppDeps, scope: Scope): string {
  const sqlite = deps.data.sqlite;
  const { endUsers, tiers } = repo.sampleIds(sqlite, scope);
  const tier = tiers[0];
  const names = repo.tierNames(sqlite, scope).map((t) => [safeText(`# CUSTOMER_TIER_ID ${t.id} = ${t.name}`)]);
  const rows = tier ? endUsers.map((u, i) => [safeText(u), safeText(tier), i === 0 ? 'ADD' : 'REMOVE']) : [];
  return toCsv(tierCsvColumns, [...names, ...rows]);
}

/** Ids the rows name that are not this publisher's (in this partition): another publisher's ids read as unknown. */
function unknownIds(deps: AppDeps, scope: Scope, rows: readonly TierCsvRow[]): ImportProblem[] {
  const sqlite = deps.data.sqlite;
  const users = new Map<string, boolean>();
  const tiers = new Map<string, boolean>();
  const known = (cache: Map<string, boolean>, id: string, check: (id: string) => boolean) => {
    let hit = cache.get(id);
    if (hit === undefined) cache.set(id, (hit = check(id)));
    return hit;
  };
  const problems: ImportProblem[] = [];
  for (const row of rows) {
    if (!known(users, row.endUserId, (id) => repo.isEndUser(sqlite, scope, id))) {
      problems.push({ line: row.line, column: 'END_USER_ID', message: `END_USER_ID ${quote(row.endUserId)} is not an end user of this publisher` });
    }
    if (!known(tiers, row.tierId, (id) => repo.isTier(sqlite, scope, id))) {
      problems.push({ line: row.line, column: 'CUSTOMER_TIER_ID', message: `CUSTOMER_TIER_ID ${quote(row.tierId)} is not a customer tier of this publisher` });
    }
  }
  return problems;
}

/** Refuses the whole file: the message names the first problem and every bad line (first 100); details list them. */
function refuse(uploadId: string, problems: ImportProblem[]): never {
  const sorted = [...problems].sort((a, b) => a.line - b.line).slice(0, MAX_PROBLEMS);
  const first = sorted[0]!;
  const lines = [...new Set(sorted.map((p) => p.line))];
  const others = lines.filter((l) => l !== first.line);
  const more =
    problems.length > 1
      ? ` (and ${problems.length - 1} more problem${problems.length > 2 ? 's' : ''}${others.length > 0 ? `, on line${others.length > 1 ? 's' : ''} ${others.join(', ')}${problems.length > sorted.length ? ', …' : ''}` : ''})`
      : '';
  throw fileRejected(`Line ${first.line}: ${first.message}${more}. Nothing was updated.`, sorted, { uploadId, lines });
}

/**
 * Applies a tier CSV, all rows or none (spec 2 §2.9). A file with any bad line changes no membership;
 * it is kept in the history as FAILED (with its text, to inspect) and the answer names the bad lines.
 * A good file stores its rows as the audit trail, applies each ADD/REMOVE and records its event.
 */
export function uploadTierCsv(deps: AppDeps, scope: Scope, file: { fileName: string; text: string }): TierUploadResult {
  const sqlite = deps.data.sqlite;
  const now = deps.clock.now();
  const id = newId('tup');
  const parsed = parseTierCsv(file.text);
  // Rows of the right shape are looked up even when other lines are bad, so every bad line is named at once.
  const problems = [...parsed.problems, ...unknownIds(deps, scope, parsed.rows)];
  const base = { id, fileName: file.fileName, content: file.text, rowCount: parsed.rowCount, now };
  if (problems.length > 0) {
    repo.insertUpload(sqlite, scope, { ...base, status: 'FAILED', errorCount: problems.length });
    refuse(id, problems);
  }
  return sqlite.transaction(() => {
    repo.insertUpload(sqlite, scope, { ...base, status: 'COMPLETED', errorCount: 0 });
    const summary = { added: 0, removed: 0, unchanged: 0 };
    const events: DomainEventInput[] = [];
    parsed.rows.forEach((row, i) => {
      repo.insertUploadRow(sqlite, id, i, row);
      const changed =
        row.action === 'ADD' ? repo.addMember(sqlite, scope, row.endUserId, row.tierId, now) : repo.removeMember(sqlite, scope, row.endUserId, row.tierId);
      if (!changed) {
        summary.unchanged++;
        return;
      }
      if (row.action === 'ADD') summary.added++;
      else summary.removed++;
      events.push(
        scoped(scope, {
          type: row.action === 'ADD' ? ('USER_ADDED_TO_TIER' as const) : ('USER_REMOVED_FROM_TIER' as const), entityType: 'end_user', entityId: row.endUserId,
          payload: { endUserId: row.endUserId, customerTierId: row.tierId, uploadId: id }, createdOn: now,
        }),
      );
    });
    recordEvents(sqlite, events);
    return { ...toApi(repo.findUpload(sqlite, scope, id)!), summary };
  })();
}
