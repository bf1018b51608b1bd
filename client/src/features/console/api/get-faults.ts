import type { EndpointResponse } from '@cashloop/shared/common/endpoint';
import { mockFaultEndpoints } from '@cashloop/shared/contracts/mock-faults';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callEndpoint } from '@/lib/api-client';
import { consoleKey } from './console-keys';

export type FaultRule = EndpointResponse<typeof mockFaultEndpoints.listFaults>[number];

export const faultsKey = [...consoleKey, 'faults'] as const;

/** GET /__mock/faults: armed rules, oldest first. */
export const getFaults = (signal?: AbortSignal): Promise<FaultRule[]> => callEndpoint(mockFaultEndpoints.listFaults, {}, { signal });

// Polled so the fired and remaining counts follow the calls the rules hit.
export const faultsQueryOptions = () =>
  queryOptions({ queryKey: faultsKey, queryFn: ({ signal }) => getFaults(signal), refetchInterval: 3_000 });

export const useFaults = () => useQuery(faultsQueryOptions());
