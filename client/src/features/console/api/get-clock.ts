import type { EndpointResponse } from '@cashloop/shared/common/endpoint';
import { mockEndpoints } from '@cashloop/shared/contracts/mock';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callEndpoint } from '@/lib/api-client';
import { consoleKey } from './console-keys';

export type ClockState = EndpointResponse<typeof mockEndpoints.clock>;

export const clockKey = [...consoleKey, 'clock'] as const;

/** GET /__mock/clock: the virtual now of this tab's world. */
export const getClock = (signal?: AbortSignal): Promise<ClockState> => callEndpoint(mockEndpoints.clock, {}, { signal });

// Polled every second so a running clock visibly ticks and a change made elsewhere shows at once.
export const clockQueryOptions = () =>
  queryOptions({ queryKey: clockKey, queryFn: ({ signal }) => getClock(signal), refetchInterval: 1_000, staleTime: 0 });

export const useClock = () => useQuery(clockQueryOptions());
