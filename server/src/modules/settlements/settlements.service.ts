import type { PageQuery } from '@cashloop/shared';
import type { AppDeps, Scope } from '../../app-context';
import { notFound } from '../../lib/app-error';
import { newId } from '../../lib/random';
import { parseSettlementCsv, settlementCsv } from './settlement-csv';
import * as repo from './settlements.repo';

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

/** Stores a checked CSV as a new, not yet sent, verification file: every row or none. */
export function uploadSettlement(deps: AppDeps, scope: Scope, input: { activatedOfferId: string; fileName: string; text: string }) {
  const offer = repo.findOwnProgrammeOffer(deps.data.sqlite, scope, input.activatedOfferId);
  if (!offer) throw notFound(OFFER_NOT_FOUND);
  const now = deps.clock.now();
  const rows = parseSettlementCsv(input.text, now);
  const id = newId('set');
  deps.data.sqlite.transaction(() => {
    repo.insertFile(deps.data.sqlite, scope, { id, programmeOfferId: offer.id, offerId: offer.offerId, fileName: input.fileName, createdOn: now }, rows);
  })();
  return toRecord(repo.findFile(deps.data.sqlite, scope, id)!);
}

export function downloadSettlement(deps: AppDeps, scope: Scope, id: string): string {
  if (!repo.findFile(deps.data.sqlite, scope, id)) throw notFound('No settlement file with this id');
  return settlementCsv(repo.fileRows(deps.data.sqlite, id));
}
