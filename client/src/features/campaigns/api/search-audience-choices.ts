import type { EndpointResponse } from '@cashloop/shared/common/endpoint';
import { AUDIENCE_PAGE_SIZE, audienceEndpoints } from '@cashloop/shared/contracts/audiences';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { callEndpoint } from '@/lib/api-client';
import { getApiType } from '@/lib/storage';

export type AudienceChoice = EndpointResponse<typeof audienceEndpoints.list>['content'][number];

/** GET audience?page&size&search: audiences to target, by name (the builder's audience search). */
export const searchAudienceChoices = (search: string, signal?: AbortSignal) =>
  callEndpoint(audienceEndpoints.list, { query: { page: 0, size: AUDIENCE_PAGE_SIZE, search } }, { signal });

// Keyed under 'audiences' so creating or deleting an audience refreshes the choices too.
export const audienceChoicesQueryOptions = (search: string) =>
  queryOptions({
    queryKey: ['audiences', 'choices', getApiType(), search],
    queryFn: ({ signal }) => searchAudienceChoices(search, signal),
    placeholderData: keepPreviousData,
  });

export const useAudienceChoices = (search: string) => useQuery(audienceChoicesQueryOptions(search));
