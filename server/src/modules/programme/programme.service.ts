import type { EndpointQuery } from '@cashloop/shared';
import type { programmeEndpoints } from '@cashloop/shared/contracts/programme';
import type { AppDeps, Scope } from '../../app-context';
import { notFound } from '../../lib/app-error';
import type { Sqlite } from '../../plugins/data-store';
import { toProgrammeOffer } from './programme.mapper';
import { cardPageText, pageText } from './programme-page-text';
import * as repo from './programme.repo';

/** Rows with their tiers, in the API's shape. */
function present(sqlite: Sqlite, rows: repo.ProgrammeRow[]) {
  const tiers = repo.tiersOf(sqlite, rows.map((r) => r.id));
  return rows.map((r) => toProgrammeOffer(r, tiers.get(r.id) ?? []));
}

function page(deps: AppDeps, scope: Scope, filters: repo.ListFilters, p: { page: number; size: number }) {
  // The rows' stored cards with their terms' parts written between (migration 0017): most pages end here.
  const fromCards = repo.listCards(deps.data.sqlite, scope, filters, p.page, p.size);
  const cardText = cardPageText(fromCards.cards, fromCards.total);
  if (cardText !== null) return cardText;
  const { rows, total } = repo.listRows(deps.data.sqlite, scope, filters, p.page, p.size);
  // Written as JSON text from the rows; from objects (and the serializer's check) when a value would not pass it.
  const text = pageText(rows, total);
  if (text !== null) return text;
  return pageOfObjects(rows, total);
}

/** The page as answer objects (what `pageText` writes as text when every value fits the contract). */
export function pageOfObjects(rows: (repo.ProgrammeRow & { tiers: string | null })[], total: number) {
  const noTiers: { id: string; name: string }[] = [];
  const content = rows.map((r) => toProgrammeOffer(r, r.tiers === null ? noTiers : (JSON.parse(r.tiers) as { id: string; name: string }[])));
  return { content, totalElements: total };
}

type ListQuery = EndpointQuery<typeof programmeEndpoints.list>;
type SearchQuery = EndpointQuery<typeof programmeEndpoints.retailerSearch>;

const listFilters = (q: ListQuery): repo.ListFilters => ({
  types: q.type,
  active: q.status,
  approvals: q.offerApproval,
  sort: q.sort,
});

/** The programme page (status filter) and the approvals page (offerApproval filter). */
export const listProgramme = (deps: AppDeps, scope: Scope, q: ListQuery) => page(deps, scope, listFilters(q), q);

export const searchProgramme = (deps: AppDeps, scope: Scope, q: SearchQuery) =>
  // Object.assign, not a spread then new keys: see lib/scoped-params.ts.
  page(deps, scope, Object.assign(listFilters(q), { search: q.search || undefined, category: q.category || undefined }), q);

export const declinedApplications = (deps: AppDeps, scope: Scope, q: { page: number; size: number }) =>
  page(deps, scope, { approvals: ['DECLINED'], sort: 'DECIDED' }, q);

export function programmeForRetailer(deps: AppDeps, scope: Scope, retailerId: string, q: { page: number; size: number }) {
  if (!repo.retailerVisible(deps.data.sqlite, scope, retailerId)) throw notFound('Retailer not found');
  return page(deps, scope, { retailerId, sort: 'LATEST' }, q);
}

export const offerStatistics = (deps: AppDeps, scope: Scope) => repo.statistics(deps.data.sqlite, scope);

export const tiersForOffers = (deps: AppDeps, scope: Scope) => repo.tiersOfScope(deps.data.sqlite, scope);

/** One programme offer of this publisher by its id; another publisher's id is not found. */
export function programmeOfferById(deps: AppDeps, scope: Scope, id: string) {
  const row = repo.rowById(deps.data.sqlite, scope, id);
  if (!row) throw notFound('Programme offer not found');
  return present(deps.data.sqlite, [row])[0]!;
}

export function programmeOfferForOffer(deps: AppDeps, scope: Scope, offerId: string) {
  const row = repo.rowByOffer(deps.data.sqlite, scope, offerId);
  if (!row) throw notFound('This offer is not in your programme');
  return present(deps.data.sqlite, [row])[0]!;
}
