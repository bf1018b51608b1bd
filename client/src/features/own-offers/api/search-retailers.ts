import type { EndpointResponse } from '@cashloop/shared/common/endpoint';
import { OWN_OFFERS_PAGE_SIZE, ownOfferEndpoints } from '@cashloop/shared/contracts/own-offers';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { callEndpoint } from '@/lib/api-client';
import { ownOfferKeys } from './own-offer-keys';

export type RetailerSearchPage = EndpointResponse<typeof ownOfferEndpoints.retailerSearch>;

/** GET bring-your-own-offer/retailer-search (page zero-based, 25 a page). */
export const searchRetailers = (search: string, page: number, signal?: AbortSignal): Promise<RetailerSearchPage> =>
  callEndpoint(ownOfferEndpoints.retailerSearch, { query: { search, page, size: OWN_OFFERS_PAGE_SIZE, category: '' } }, { signal });

export const retailerSearchQueryOptions = (search: string, page: number) =>
  queryOptions({ queryKey: ownOfferKeys.retailerSearch(search, page), queryFn: ({ signal }) => searchRetailers(search, page, signal) });

/** Runs only once a search was made (`search` is null before the first press of Search). */
export const useRetailerSearch = (search: string | null, page: number) =>
  useQuery({ ...retailerSearchQueryOptions(search ?? '', page), enabled: search !== null, placeholderData: keepPreviousData });
