import type { EndpointResponse } from '@cashloop/shared/common/endpoint';
import { userEndpoints } from '@cashloop/shared/contracts/user';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callEndpoint } from '@/lib/api-client';

export type SignedInProfile = EndpointResponse<typeof userEndpoints.me>;

export const signedInUserKey = ['user', 'me'] as const;

/** GET user: the profile the details form starts from. */
export const getSignedInUser = (signal?: AbortSignal): Promise<SignedInProfile> => callEndpoint(userEndpoints.me, {}, { signal });

export const signedInUserQueryOptions = () => queryOptions({ queryKey: signedInUserKey, queryFn: ({ signal }) => getSignedInUser(signal) });

export const useSignedInUser = () => useQuery(signedInUserQueryOptions());
