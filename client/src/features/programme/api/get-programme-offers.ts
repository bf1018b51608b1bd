import type { EndpointInput, EndpointQuery, EndpointResponse } from '@cashloop/shared/common/endpoint';
import { programmeEndpoints } from '@cashloop/shared/contracts/programme';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { callEndpoint } from '@/lib/api-client';
import { programmeKeys } from './programme-keys';

export type ProgrammePage = EndpointResponse<typeof programmeEndpoints.list>;
export type ProgrammeOfferRow = ProgrammePage['content'][number];

/** What the screens filter by; lists are sent as comma lists, empty ones left out. */
export interface ProgrammeListParams {
  page: number;
  size: number;
  sort: EndpointQuery<typeof programmeEndpoints.list>['sort'];
  types?: string[];
  status?: boolean[];
  approvals?: string[];
  /** Retailer name: switches to activated-offer/retailer-search. */
  search?: string;
}

const list = <T,>(values: T[] | undefined) => (values && values.length > 0 ? values.join(',') : undefined);

/**
 * GET activated-offer (programme and approvals pages), or GET activated-offer/retailer-search when
 * a retailer name is searched; both take the same filters.
 */
export function getProgrammeOffers(p: ProgrammeListParams, signal?: AbortSignal): Promise<ProgrammePage> {
  const query: NonNullable<EndpointInput<typeof programmeEndpoints.list>['query']> = {
    page: p.page,
    size: p.size,
    sort: p.sort,
    type: list(p.types),
    status: list(p.status),
    offerApproval: list(p.approvals),
  };
  if (p.search) {
    return callEndpoint(programmeEndpoints.retailerSearch, { query: { ...query, search: p.search, category: '' } }, { signal });
  }
  return callEndpoint(programmeEndpoints.list, { query }, { signal });
}

export const programmeOffersQueryOptions = (p: ProgrammeListParams) =>
  queryOptions({
    queryKey: [...programmeKeys.lists(), p] as const,
    queryFn: ({ signal }) => getProgrammeOffers(p, signal),
    // Keeps the rows on screen while the next page or filter loads.
    placeholderData: keepPreviousData,
  });

export const useProgrammeOffers = (p: ProgrammeListParams) => useQuery(programmeOffersQueryOptions(p));
