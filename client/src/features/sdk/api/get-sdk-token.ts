import type { EndpointResponse } from '@cashloop/shared/common/endpoint';
import { apiKeyEndpoints } from '@cashloop/shared/contracts/api-keys';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callEndpoint } from '@/lib/api-client';

export type SdkToken = EndpointResponse<typeof apiKeyEndpoints.sdkToken>;

/** Spec 2 §8: the text shown when no SDK token can be had. */
export const SDK_TOKEN_FAILED = 'Failed to fetch ID from API';

/** POST api-key/sdk/token: a short-lived token the offers SDK loads its offers with. */
export const getSdkToken = (): Promise<SdkToken> => callEndpoint(apiKeyEndpoints.sdkToken);

export const sdkTokenQueryOptions = () =>
  queryOptions({
    queryKey: ['sdk', 'token'],
    queryFn: getSdkToken,
    // Tokens last 15 minutes: a fresh one well before that.
    staleTime: 10 * 60_000,
    refetchInterval: 10 * 60_000,
    retry: false,
    meta: { handlesOwnError: true },
  });

export const useSdkToken = () => useQuery(sdkTokenQueryOptions());
