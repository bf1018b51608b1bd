import type { Scope } from '../../world/app-deps';
import type { Sqlite } from '../../world/data-store';
import { type CsvProblem, fail, type UploadedRow } from './settlement-csv';
import { findInScopes } from './settlement-scopes';
import * as repo from './settlements.repo';

export interface OwnProgrammeOffer {
  id: string;
  offerId: string;
  /** The partition it was found in (the live host also reaches sandbox ones: settlement-scopes.ts). */
  scope: Scope;
}

/** The caller's own programme offer by id, or by its offer's id, in the first partition that has it. */
export function findOwnProgrammeOfferIn(sqlite: Sqlite, scopes: readonly Scope[], by: { id?: string; offerId?: string }): OwnProgrammeOffer | undefined {
  const hit = findInScopes(scopes, (scope) =>
    by.id ? repo.findOwnProgrammeOffer(sqlite, scope, by.id) : by.offerId ? repo.findOwnProgrammeOfferByOffer(sqlite, scope, by.offerId) : undefined,
  );
  return hit && { ...hit.found, scope: hit.scope };
}

const NAME_IT =
  'name its programme offer in a programOfferId column (or offerId of your own offer), or upload with ?activatedOfferId=';

/**
 * The own programme offer of every row: from its programOfferId or offerId cell, else the upload's
 * activatedOfferId. All or nothing: any row that names none, an offer that is not the caller's own
 * programme offer, or another offer than activatedOfferId refuses the file, each problem listed.
 */
export function groupRowsByOffer(
  sqlite: Sqlite,
  scopes: readonly Scope[],
  rows: readonly UploadedRow[],
  narrowedTo: OwnProgrammeOffer | null,
): { offer: OwnProgrammeOffer; rows: UploadedRow[] }[] {
  const byId = new Map<string, OwnProgrammeOffer | null>();
  const byOfferId = new Map<string, OwnProgrammeOffer | null>();
  if (narrowedTo) {
    byId.set(narrowedTo.id, narrowedTo);
    byOfferId.set(narrowedTo.offerId, narrowedTo);
  }
  const lookUp = (cache: Map<string, OwnProgrammeOffer | null>, key: string, find: (k: string) => OwnProgrammeOffer | undefined) => {
    if (!cache.has(key)) cache.set(key, find(key) ?? null);
    return cache.get(key)!;
  };

  const problems: CsvProblem[] = [];
  // Keyed by programme offer id: a row may name it by programOfferId and another by offerId.
  const groups = new Map<string, { offer: OwnProgrammeOffer; rows: UploadedRow[] }>();
  for (const row of rows) {
    const bad = (column: string, message: string) => problems.push({ line: row.line, column, message: `${column} ${message}` });
    const fromId = row.programOfferId ? lookUp(byId, row.programOfferId, (id) => findOwnProgrammeOfferIn(sqlite, scopes, { id })) : undefined;
    const fromOffer = row.offerId ? lookUp(byOfferId, row.offerId, (offerId) => findOwnProgrammeOfferIn(sqlite, scopes, { offerId })) : undefined;
    if (fromId === null) bad('programOfferId', `'${row.programOfferId}' is not a programme offer of your own offers`);
    if (fromOffer === null) bad('offerId', `'${row.offerId}' is not one of your own offers in your programme`);
    if (fromId === null || fromOffer === null) continue;
    if (fromId && fromOffer && fromId.id !== fromOffer.id) {
      bad('offerId', `'${row.offerId}' is not the offer of programme offer '${row.programOfferId}'`);
      continue;
    }
    const named = fromId ?? fromOffer;
    if (named && narrowedTo && named.id !== narrowedTo.id) {
      bad(fromId ? 'programOfferId' : 'offerId', `names another offer than activatedOfferId '${narrowedTo.id}'`);
      continue;
    }
    const target = named ?? narrowedTo;
    if (!target) {
      problems.push({ line: row.line, column: 'programOfferId', message: `the row names no programme offer: ${NAME_IT}` });
      continue;
    }
    const group = groups.get(target.id) ?? { offer: target, rows: [] };
    group.rows.push(row);
    groups.set(target.id, group);
  }
  if (problems.length > 0) fail(problems);
  return [...groups.values()];
}

/**
 * Refuses the file if any row settles a transaction a stored file of its offer's partition already settles: the
 * supplier would pay or count it twice. Every such row is named, with the file that settled it; nothing is stored.
 */
export function refuseSettledRepeats(sqlite: Sqlite, groups: readonly { offer: OwnProgrammeOffer; rows: readonly UploadedRow[] }[]): void {
  const problems: CsvProblem[] = [];
  for (const { offer, rows } of groups) {
    const settled = repo.settledIn(sqlite, offer.scope, rows.map((r) => r.transactionId));
    for (const row of rows) {
      const file = settled.get(row.transactionId);
      if (file) problems.push({ line: row.line, column: 'transactionId', message: `transactionId '${row.transactionId}' is already settled in file ${file}` });
    }
  }
  if (problems.length > 0) fail(problems.sort((a, b) => a.line - b.line));
}
