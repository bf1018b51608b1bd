import type { EndpointResponse } from '@cashloop/shared/common/endpoint';
import { payoutEndpoints } from '@cashloop/shared/contracts/payout';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callEndpoint } from '@/lib/api-client';

export type CurrentPayout = EndpointResponse<typeof payoutEndpoints.current>;

/** GET payout/current: the settlement of the month in progress. */
export const getCurrentPayout = (signal?: AbortSignal): Promise<CurrentPayout> =>
  callEndpoint(payoutEndpoints.current, {}, { signal });

export const currentPayoutQueryOptions = () =>
  queryOptions({ queryKey: ['payout', 'current'], queryFn: ({ signal }) => getCurrentPayout(signal) });

/** Disabled in sandbox mode, where settlements do not exist (spec 1 §2.7). */
export const useCurrentPayout = (enabled = true) => useQuery({ ...currentPayoutQueryOptions(), enabled });
