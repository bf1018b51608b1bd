import type { EndpointResponse } from '@cashloop/shared/common/endpoint';
import { sdkEndpoints } from '@cashloop/shared/contracts/sdk';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callEndpoint } from '@/lib/api-client';

export type SavedSdkColours = EndpointResponse<typeof sdkEndpoints.colours>;

export const sdkColoursKey = ['sdk', 'colours'] as const;

/** GET sdk: the saved colours, else the defaults. */
export const getSdkColours = (signal?: AbortSignal): Promise<SavedSdkColours> => callEndpoint(sdkEndpoints.colours, {}, { signal });

export const sdkColoursQueryOptions = () => queryOptions({ queryKey: sdkColoursKey, queryFn: ({ signal }) => getSdkColours(signal) });

export const useSdkColours = () => useQuery(sdkColoursQueryOptions());
