import type { EndpointResponse } from '@cashloop/shared/common/endpoint';
import { AUDIENCE_PAGE_SIZE, audienceEndpoints } from '@cashloop/shared/contracts/audiences';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { callEndpoint } from '@/lib/api-client';
import { getApiType } from '@/lib/storage';
import { audiencesKey } from './audience-keys';

export type RetailerChoice = EndpointResponse<typeof audienceEndpoints.retailerSearch>['content'][number];

/** GET retailer/search?page&size&search: retailers for the audience builder's retailer rules. */
export const searchRetailers = (search: string, signal?: AbortSignal) =>
  callEndpoint(audienceEndpoints.retailerSearch, { query: { page: 0, size: AUDIENCE_PAGE_SIZE, search } }, { signal });

export const retailerSearchQueryOptions = (search: string) =>
  queryOptions({
    queryKey: [...audiencesKey, 'retailer-search', getApiType(), search],
    queryFn: ({ signal }) => searchRetailers(search, signal),
    placeholderData: keepPreviousData,
    enabled: search.trim().length > 0,
  });

export const useRetailerSearch = (search: string) => useQuery(retailerSearchQueryOptions(search));
