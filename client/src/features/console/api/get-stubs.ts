import type { EndpointResponse } from '@cashloop/shared/common/endpoint';
import { mockStubEndpoints } from '@cashloop/shared/contracts/mock-stubs';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callEndpoint } from '@/lib/api-client';
import { consoleKey } from './console-keys';

export type Stub = EndpointResponse<typeof mockStubEndpoints.listStubs>[number];

export const stubsKey = [...consoleKey, 'stubs'] as const;

/** GET /__mock/stubs: armed stubs, oldest first. */
export const getStubs = (signal?: AbortSignal): Promise<Stub[]> => callEndpoint(mockStubEndpoints.listStubs, {}, { signal });

// Polled so the hits and remaining counts follow the calls the stubs answer.
export const stubsQueryOptions = () =>
  queryOptions({ queryKey: stubsKey, queryFn: ({ signal }) => getStubs(signal), refetchInterval: 3_000 });

export const useStubs = () => useQuery(stubsQueryOptions());
