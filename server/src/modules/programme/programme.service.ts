import type { EndpointQuery } from '@cashloop/shared';
import type { programmeEndpoints } from '@cashloop/shared/contracts/programme';
import type { AppDeps, Scope } from '../../world/app-deps';
import { notFound } from '../../lib/app-error';
import type { Sqlite } from '../../world/data-store';
import { toProgrammeOffer } from './programme.mapper';
import * as repo from './programme.repo';

/** Rows with their tiers (one statement for all of them), in the API's shape. */
export function present(sqlite: Sqlite, rows: repo.ProgrammeRow[]) {
  const tiers = repo.tiersOf(sqlite, rows.map((r) => r.id));
  return rows.map((r) => toProgrammeOffer(r, tiers.get(r.id) ?? []));
}

function page(deps: AppDeps, scope: Scope, filters: repo.ListFilters, p: { page: number; size: number }) {
  const { rows, total } = repo.listRows(deps.data.sqlite, scope, filters, p.page, p.size);
  return { content: present(deps.data.sqlite, rows), totalElements: total };
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
