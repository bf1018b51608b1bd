import type { EndpointResponse } from '@cashloop/shared/common/endpoint';
import { mockStubEndpoints } from '@cashloop/shared/contracts/mock-stubs';
import { mutationOptions, useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { callEndpoint } from '@/lib/api-client';
import { stubsKey } from './get-stubs';

const endpoint = mockStubEndpoints.clearStubs;

/** DELETE /__mock/stubs: removes every stub of this world. */
export const clearStubs = (): Promise<EndpointResponse<typeof endpoint>> => callEndpoint(endpoint);

export const clearStubsMutationOptions = (client: QueryClient) =>
  mutationOptions({
    mutationKey: ['mock', 'clearStubs'],
    mutationFn: clearStubs,
    onSuccess: () => client.invalidateQueries({ queryKey: stubsKey }),
  });

export const useClearStubs = () => useMutation(clearStubsMutationOptions(useQueryClient()));
