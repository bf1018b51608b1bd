import { catalogueSorts, type OfferType } from '@cashloop/shared/common/enums';
import { catalogueFilterLabels } from '@cashloop/shared/rules/offer-labels';

export type CatalogueSort = (typeof catalogueSorts)[number];

/** The catalogue's view, kept in the URL so back and reload return to the same list. */
export interface CatalogueFilters {
  search: string;
  types: OfferType[];
  sort: CatalogueSort;
  /** One-based, as the table shows it. */
  page: number;
}

/** The offer types the 'Filter results' panel offers, with the spec's labels. */
export const FILTER_TYPES = (Object.keys(catalogueFilterLabels) as OfferType[]).map((type) => ({
  type,
  label: catalogueFilterLabels[type]!,
}));

export const SORT_LABELS: Record<CatalogueSort, string> = { MOSTPOPULAR: 'Most Popular', ATOZ: 'A to Z', ZTOA: 'Z to A' };

export const CATALOGUE_PAGE_SIZE = 25;
export const SEARCH_PAGE_SIZE = 50;

export function readFilters(params: URLSearchParams): CatalogueFilters {
  const known = new Set(FILTER_TYPES.map((f) => f.type));
  const types = (params.get('type') ?? '').split(',').filter((t): t is OfferType => known.has(t as OfferType));
  const sortParam = params.get('sort');
  const sort = catalogueSorts.find((s) => s === sortParam) ?? 'MOSTPOPULAR';
  const page = Math.max(1, Math.floor(Number(params.get('page')) || 1));
  return { search: params.get('search') ?? '', types: [...new Set(types)], sort, page };
}

/** Only what differs from the defaults, so the plain catalogue keeps a clean URL. */
export function writeFilters(f: CatalogueFilters): URLSearchParams {
  const out = new URLSearchParams();
  if (f.search.trim()) out.set('search', f.search);
  if (f.types.length > 0) out.set('type', f.types.join(','));
  if (f.sort !== 'MOSTPOPULAR') out.set('sort', f.sort);
  if (f.page > 1) out.set('page', String(f.page));
  return out;
}

export interface FilterChip {
  key: string;
  label: string;
  /** The filters without this chip. */
  without: (f: CatalogueFilters) => CatalogueFilters;
}

/** Applied filters as chips: each chosen type, and the order when it is not the default. */
export function appliedChips(f: CatalogueFilters): FilterChip[] {
  const chips: FilterChip[] = f.types.map((type) => ({
    key: type,
    label: catalogueFilterLabels[type] ?? type,
    without: (g) => ({ ...g, types: g.types.filter((t) => t !== type), page: 1 }),
  }));
  if (f.sort !== 'MOSTPOPULAR') {
    chips.push({ key: 'sort', label: SORT_LABELS[f.sort], without: (g) => ({ ...g, sort: 'MOSTPOPULAR', page: 1 }) });
  }
  return chips;
}

/** 'Clear filters': every type, most popular first; the search text stays. */
export const clearFilters = (f: CatalogueFilters): CatalogueFilters => ({ ...f, types: [], sort: 'MOSTPOPULAR', page: 1 });
