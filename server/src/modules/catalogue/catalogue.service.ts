import { offerTypes, type EndpointQuery, type OfferType } from '@cashloop/shared';
import type { catalogueEndpoints, RetailerDetail, RetailerSummary } from '@cashloop/shared/contracts/catalogue';
import type { AppDeps, Scope } from '../../world/app-deps';
import { notFound } from '../../lib/app-error';
import type { Sqlite } from '../../world/data-store';
import {
  channelsOfOffers,
  channelsOfRetailers,
  findRetailer,
  ownOffers as ownOfferRows,
  programmeOffersOf,
  readableOffers,
  visibleOffersOf,
  type RetailerFilter,
  type RetailerRow,
} from './catalogue.repo';
import { cataloguePage } from './catalogue-page.repo';
import type { Paged } from '@cashloop/shared/common/paging';
import { channelToApi, offerToApi } from './offer-mapper';
import { retailerAnalytics } from './retailer-analytics.service';

type ListQuery = EndpointQuery<typeof catalogueEndpoints.retailers>;
type SearchQuery = EndpointQuery<typeof catalogueEndpoints.retailerSearch>;
type DetailQuery = EndpointQuery<typeof catalogueEndpoints.retailerDetail>;
type OwnOffersQuery = EndpointQuery<typeof catalogueEndpoints.ownOffers>;

/** Retailer rows with their visible offers (of the filtered types), offer types and channels. */
function summaries(deps: AppDeps, scope: Scope, rows: RetailerRow[], types: OfferType[] | null): RetailerSummary[] {
  const base = rows.map((r): RetailerSummary => ({
    id: r.id,
    retailerName: r.name,
    logo: r.logo,
    retailerWebsite: r.website,
    personalisationCategories: JSON.parse(r.categories) as string[],
    offers: [],
    offerType: [],
    channels: [],
  }));
  readOffersAndChannels(deps.data.sqlite, scope, base, types);
  return base;
}

/**
 * Sets each summary's offers, offer types and channels from what the partition sees of the retailer: the
 * platform's and its own visible offers (of the filtered types) and channels.
 */
function readOffersAndChannels(sqlite: Sqlite, scope: Scope, items: RetailerSummary[], types: readonly OfferType[] | null): void {
  const ids = items.map((r) => r.id);
  const wanted = types && types.length > 0 ? new Set(types) : null;
  // Grouped in one pass each (rows keep their query order within a retailer): filtering the page's
  // offers and channels once per retailer was a quarter of a catalogue page's CPU (decision 0014).
  const offersBy = groupBy(visibleOffersOf(sqlite, scope, ids), (o) => o.retailerId);
  const channelsBy = groupBy(channelsOfRetailers(sqlite, scope, ids), (c) => c.retailerId);
  for (const item of items) {
    const own = offersBy.get(item.id) ?? [];
    const present = new Set(own.map((o) => o.offerType));
    item.offers = own.filter((o) => !wanted || wanted.has(o.offerType)).map((o) => o.id);
    item.offerType = offerTypes.filter((t) => present.has(t));
    item.channels = (channelsBy.get(item.id) ?? []).map(channelToApi);
  }
}

/** Items by key, each group in the items' order. */
function groupBy<T>(items: readonly T[], keyOf: (item: T) => string): Map<string, T[]> {
  const groups = new Map<string, T[]>();
  for (const item of items) {
    const key = keyOf(item);
    const group = groups.get(key);
    if (group) group.push(item);
    else groups.set(key, [item]);
  }
  return groups;
}

function pageOfRetailers(deps: AppDeps, scope: Scope, filter: RetailerFilter): Paged<RetailerSummary> {
  const { rows, total } = cataloguePage(deps.data.sqlite, scope, filter);
  return { content: summaries(deps, scope, rows, filter.types), totalElements: total };
}

export function listRetailers(deps: AppDeps, scope: Scope, q: ListQuery) {
  return pageOfRetailers(deps, scope, { types: q.type ?? null, search: '', category: '', sort: q.sort, page: q.page, size: q.size });
}

export function searchRetailers(deps: AppDeps, scope: Scope, q: SearchQuery) {
  return pageOfRetailers(deps, scope, {
    types: q.type ?? null, search: q.search, category: q.category, sort: q.sort, page: q.page, size: q.size,
  });
}

/** The retailer page: the retailer (platform, or the caller's own) with the caller's figures over the window. */
export function retailerDetail(deps: AppDeps, scope: Scope, retailerId: string, q: DetailQuery): RetailerDetail {
  const row = findRetailer(deps.data.sqlite, scope, retailerId);
  if (!row) throw notFound('Retailer not found');
  const [summary] = summaries(deps, scope, [row], null);
  return { ...summary!, ...retailerAnalytics(deps, scope, row, q) };
}

export function offersByIds(deps: AppDeps, scope: Scope, ids: string[]) {
  const unique = [...new Set(ids)];
  const rows = readableOffers(deps.data.sqlite, scope, unique);
  const channels = channelsOfOffers(deps.data.sqlite, scope, rows.map((r) => r.id));
  const order = new Map(unique.map((id, i) => [id, i]));
  const channelsBy = groupBy(channels, (c) => c.offerId);
  return rows
    .map((r) => offerToApi(r, (channelsBy.get(r.id) ?? []).map(channelToApi)))
    .sort((a, b) => (order.get(a.id) ?? 0) - (order.get(b.id) ?? 0));
}

/** The 'Your own offers' list (spec 2 §2.3): the offers this publisher created, whatever their state. */
export function ownOffers(deps: AppDeps, scope: Scope, q: OwnOffersQuery) {
  const { rows, total } = ownOfferRows(deps.data.sqlite, scope, { types: q.type ?? null, page: q.page, size: q.size });
  const ids = rows.map((r) => r.id);
  const channelsBy = groupBy(channelsOfOffers(deps.data.sqlite, scope, ids), (c) => c.offerId);
  const programmeBy = groupBy(programmeOffersOf(deps.data.sqlite, scope, ids), (p) => p.offerId);
  return {
    content: rows.map((r) => ({
      ...offerToApi(r, (channelsBy.get(r.id) ?? []).map(channelToApi)),
      offers: (programmeBy.get(r.id) ?? []).map(({ id, offerApproval, active }) => ({ id, offerApproval, active })),
    })),
    totalElements: total,
  };
}

export function offerById(deps: AppDeps, scope: Scope, offerId: string) {
  const [offer] = offersByIds(deps, scope, [offerId]);
  if (!offer) throw notFound('Offer not found');
  return offer;
}
