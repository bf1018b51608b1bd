import type { EndpointResponse } from '@cashloop/shared/common/endpoint';
import { catalogueEndpoints } from '@cashloop/shared/contracts/catalogue';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { callEndpoint } from '@/lib/api-client';
import { catalogueRetailersKey, type RetailersQuery } from './get-retailers';

export type RetailerSearchPage = EndpointResponse<typeof catalogueEndpoints.retailerSearch>;
export type RetailerSearchQuery = RetailersQuery & { search: string; category: string };

/** GET catalogue/retailer-search: retailers whose name contains the text (category empty: every category). */
export const searchRetailers = (query: RetailerSearchQuery, signal?: AbortSignal): Promise<RetailerSearchPage> =>
  callEndpoint(catalogueEndpoints.retailerSearch, { query }, { signal });

export const retailerSearchQueryOptions = (query: RetailerSearchQuery) =>
  queryOptions({
    queryKey: [...catalogueRetailersKey, 'search', query],
    queryFn: ({ signal }) => searchRetailers(query, signal),
    placeholderData: keepPreviousData,
  });

export const useRetailerSearch = (query: RetailerSearchQuery, enabled = true) =>
  useQuery({ ...retailerSearchQueryOptions(query), enabled });
