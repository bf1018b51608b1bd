import type { EndpointResponse } from '@cashloop/shared/common/endpoint';
import { AUDIENCE_PAGE_SIZE, audienceEndpoints } from '@cashloop/shared/contracts/audiences';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { callEndpoint } from '@/lib/api-client';
import { getApiType } from '@/lib/storage';
import { audiencesKey } from './audience-keys';

export type Audience = EndpointResponse<typeof audienceEndpoints.list>['content'][number];

/** GET audience?page&size: the publisher's audiences, newest first (zero-based page). */
export const getAudiences = (page: number, signal?: AbortSignal) =>
  callEndpoint(audienceEndpoints.list, { query: { page, size: AUDIENCE_PAGE_SIZE } }, { signal });

export const audiencesQueryOptions = (page: number) =>
  queryOptions({
    queryKey: [...audiencesKey, 'list', getApiType(), page],
    queryFn: ({ signal }) => getAudiences(page, signal),
    placeholderData: keepPreviousData,
  });

export const useAudiences = (page: number) => useQuery(audiencesQueryOptions(page));
