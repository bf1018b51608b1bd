import type { EndpointResponse } from '@cashloop/shared/common/endpoint';
import { endUserEndpoints } from '@cashloop/shared/contracts/end-users';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callEndpoint } from '@/lib/api-client';
import { getApiType } from '@/lib/storage';
import { endUsersKey } from './end-user-keys';

/** totalUsers, activeUsers (a transaction in the last 60 days) and activePercentage (2 decimals). */
export type AudienceTopBar = EndpointResponse<typeof endUserEndpoints.topBar>;

/** GET audience/top-bar: the end-user summary shown above the audience builder and on the end-users page. */
export const getAudienceTopBar = (signal?: AbortSignal): Promise<AudienceTopBar> =>
  callEndpoint(endUserEndpoints.topBar, {}, { signal });

export const audienceTopBarQueryOptions = () =>
  queryOptions({ queryKey: [...endUsersKey, 'top-bar', getApiType()], queryFn: ({ signal }) => getAudienceTopBar(signal) });

export const useAudienceTopBar = () => useQuery(audienceTopBarQueryOptions());
