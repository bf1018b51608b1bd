import type { PageQuery } from '@cashloop/shared';
import type { AppDeps, AuthContext, Scope } from '../../world/app-deps';
import { conflict, notFound } from '../../lib/app-error';
import { newId } from '../../lib/random';
import { parseSettlementCsv, settlementCsv, settlementTemplateCsv } from './settlement-csv';
import * as repo from './settlements.repo';
import { findInScopes, settlementScopes } from './settlement-scopes';
import { findOwnProgrammeOfferIn, groupRowsByOffer, refuseSettledRepeats } from './upload-targets';

const OFFER_NOT_FOUND = 'No programme offer of your own with this id';

const toRecord = (r: repo.SettlementFileRow) => ({
  id: r.id,
  createdOn: r.createdOn,
  sentToSupplier: r.sentToSupplier === 1,
  receivedFromSupplier: r.receivedFromSupplier === 1,
  fileName: r.fileName,
  rowCount: r.rowCount,
  activatedOfferId: r.activatedOfferId,
});

const pageOf = (q: PageQuery) => ({ limit: q.size, offset: q.page * q.size });

export function listSettlements(deps: AppDeps, scope: Scope, query: PageQuery) {
  const { rows, total } = repo.listFiles(deps.data.sqlite, scope, pageOf(query));
  return { content: rows.map(toRecord), totalElements: total };
}

/** Settlements of one programme offer; only an offer the publisher owns has them (else 404). */
export function settlementsForOffer(deps: AppDeps, auth: AuthContext, activatedOfferId: string, query: PageQuery) {
  const offer = findOwnProgrammeOfferIn(deps.data.sqlite, settlementScopes(auth), { id: activatedOfferId });
  if (!offer) throw notFound(OFFER_NOT_FOUND);
  const { rows, total } = repo.listFiles(deps.data.sqlite, offer.scope, pageOf(query), activatedOfferId);
  return { content: rows.map(toRecord), totalElements: total };
}

/**
 * Stores a checked CSV as new, not yet sent, verification files, one per programme offer its rows name
 * (activatedOfferId, when given, narrows it): every row or none, and none a transaction already settled.
 */
export function uploadSettlement(deps: AppDeps, auth: AuthContext, input: { activatedOfferId?: string; fileName: string; text: string }) {
  const sqlite = deps.data.sqlite;
  const scopes = settlementScopes(auth);
  const narrowedTo = input.activatedOfferId ? findOwnProgrammeOfferIn(sqlite, scopes, { id: input.activatedOfferId }) : null;
  if (narrowedTo === undefined) throw notFound(OFFER_NOT_FOUND);
  const now = deps.clock.now();
  const groups = groupRowsByOffer(sqlite, scopes, parseSettlementCsv(input.text, now), narrowedTo);
  // Each file is stored in its offer's partition; the repeat check runs in the same transaction as the insert.
  const stored = sqlite.transaction(() => {
    refuseSettledRepeats(sqlite, groups);
    return groups.map(({ offer, rows }) => {
      const id = newId('set');
      repo.insertFile(sqlite, offer.scope, { id, programmeOfferId: offer.id, offerId: offer.offerId, fileName: input.fileName, createdOn: now }, rows);
      return { id, scope: offer.scope };
    });
  })();
  const files = stored.map(({ id, scope }) => toRecord(repo.findFile(sqlite, scope, id)!));
  return { ...files[0]!, files };
}

const FILE_NOT_FOUND = 'No settlement file with this id';

function fileIn(deps: AppDeps, auth: AuthContext, id: string) {
  const hit = findInScopes(settlementScopes(auth), (scope) => repo.findFile(deps.data.sqlite, scope, id));
  if (!hit) throw notFound(FILE_NOT_FOUND);
  return hit;
}

export function downloadSettlement(deps: AppDeps, auth: AuthContext, id: string): string {
  const { found: file } = fileIn(deps, auth, id);
  return settlementCsv(repo.fileRows(deps.data.sqlite, id), file.activatedOfferId);
}

/** 'Mark as sent': not sent -> sent to supplier. */
export function markSettlementSent(deps: AppDeps, auth: AuthContext, id: string) {
  const { scope, found } = fileIn(deps, auth, id);
  if (found.sentToSupplier === 1) throw conflict('This file was already marked as sent to the supplier');
  const sqlite = deps.data.sqlite;
  sqlite.transaction(() => repo.markSent(sqlite, scope, id, deps.clock.now()))();
  return toRecord(repo.findFile(sqlite, scope, id)!);
}

/** 'Submit transactions': sent to supplier -> received ('Recieved successfully'). */
export function markSettlementReceived(deps: AppDeps, auth: AuthContext, id: string) {
  const { scope, found } = fileIn(deps, auth, id);
  if (found.sentToSupplier !== 1) throw conflict('You need to send the transaction list first');
  if (found.receivedFromSupplier === 1) throw conflict('This file was already received from the supplier');
  const sqlite = deps.data.sqlite;
  sqlite.transaction(() => repo.markReceived(sqlite, scope, id, deps.clock.now()))();
  return toRecord(repo.findFile(sqlite, scope, id)!);
}

export const settlementTemplate = (): string => settlementTemplateCsv();
