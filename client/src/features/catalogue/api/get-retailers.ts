import type { EndpointQuery, EndpointResponse } from '@cashloop/shared/common/endpoint';
import { catalogueEndpoints } from '@cashloop/shared/contracts/catalogue';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { callEndpoint } from '@/lib/api-client';

export type RetailerPage = EndpointResponse<typeof catalogueEndpoints.retailers>;
export type RetailersQuery = { page: number; size: number; type?: string; sort: EndpointQuery<typeof catalogueEndpoints.retailers>['sort'] };

/** GET catalogue/retailer: the catalogue, filtered by offer types (comma list) and ordered. */
export const getRetailers = (query: RetailersQuery, signal?: AbortSignal): Promise<RetailerPage> =>
  callEndpoint(catalogueEndpoints.retailers, { query }, { signal });

/** Every catalogue list shares this prefix, so one invalidation reloads list and search. */
export const catalogueRetailersKey = ['catalogue', 'retailers'] as const;

export const retailersQueryOptions = (query: RetailersQuery) =>
  queryOptions({
    queryKey: [...catalogueRetailersKey, 'list', query],
    queryFn: ({ signal }) => getRetailers(query, signal),
    placeholderData: keepPreviousData,
  });

export const useRetailers = (query: RetailersQuery, enabled = true) => useQuery({ ...retailersQueryOptions(query), enabled });
