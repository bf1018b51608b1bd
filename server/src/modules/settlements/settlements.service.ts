import type { PageQuery } from '@cashloop/shared';
import type { AppDeps, Scope } from '../../app-context';
import { notFound } from '../../lib/app-error';
import { newId } from '../../lib/random';
import { parseSettlementCsv, settlementCsv, settlementTemplateCsv } from './settlement-csv';
import * as repo from './settlements.repo';
import { groupRowsByOffer } from './upload-targets';

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
export function settlementsForOffer(deps: AppDeps, scope: Scope, activatedOfferId: string, query: PageQuery) {
  if (!repo.findOwnProgrammeOffer(deps.data.sqlite, scope, activatedOfferId)) throw notFound(OFFER_NOT_FOUND);
  const { rows, total } = repo.listFiles(deps.data.sqlite, scope, pageOf(query), activatedOfferId);
  return { content: rows.map(toRecord), totalElements: total };
}

/**
 * Stores a checked CSV as new, not yet sent, verification files, one per programme offer its rows name
 * (activatedOfferId, when given, narrows it): every row or none.
 */
export function uploadSettlement(deps: AppDeps, scope: Scope, input: { activatedOfferId?: string; fileName: string; text: string }) {
  const sqlite = deps.data.sqlite;
  const narrowedTo = input.activatedOfferId ? repo.findOwnProgrammeOffer(sqlite, scope, input.activatedOfferId) : null;
  if (narrowedTo === undefined) throw notFound(OFFER_NOT_FOUND);
  const now = deps.clock.now();
  const groups = groupRowsByOffer(sqlite, scope, parseSettlementCsv(input.text, now), narrowedTo);
  const ids = sqlite.transaction(() =>
    groups.map(({ offer, rows }) => {
      const id = newId('set');
      repo.insertFile(sqlite, scope, { id, programmeOfferId: offer.id, offerId: offer.offerId, fileName: input.fileName, createdOn: now }, rows);
      return id;
    }),
  )();
  const files = ids.map((id) => toRecord(repo.findFile(sqlite, scope, id)!));
  return { ...files[0]!, files };
}

export function downloadSettlement(deps: AppDeps, scope: Scope, id: string): string {
  const file = repo.findFile(deps.data.sqlite, scope, id);
  if (!file) throw notFound('No settlement file with this id');
  return settlementCsv(repo.fileRows(deps.data.sqlite, id), file.activatedOfferId);
}

export const settlementTemplate = (): string => settlementTemplateCsv();
