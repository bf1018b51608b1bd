import type { EndpointResponse } from '@cashloop/shared/common/endpoint';
import { endUserEndpoints } from '@cashloop/shared/contracts/end-users';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callEndpoint } from '@/lib/api-client';
import { getApiType } from '@/lib/storage';
import { endUsersKey } from './end-user-keys';

export type EndUserStats = EndpointResponse<typeof endUserEndpoints.stats>;

/** GET end-users/stats: the top bar figures plus tier membership, for the end-users page. */
export const getEndUserStats = (signal?: AbortSignal): Promise<EndUserStats> =>
  callEndpoint(endUserEndpoints.stats, {}, { signal });

export const endUserStatsQueryOptions = () =>
  queryOptions({ queryKey: [...endUsersKey, 'stats', getApiType()], queryFn: ({ signal }) => getEndUserStats(signal) });

export const useEndUserStats = () => useQuery(endUserStatsQueryOptions());
