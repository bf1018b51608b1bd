import type { EndpointResponse } from '@cashloop/shared/common/endpoint';
import { mockFaultEndpoints } from '@cashloop/shared/contracts/mock-faults';
import { mutationOptions, useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { callEndpoint } from '@/lib/api-client';
import { faultsKey } from './get-faults';

const endpoint = mockFaultEndpoints.clearFaults;

/** DELETE /__mock/faults: removes every rule of this world. */
export const clearFaults = (): Promise<EndpointResponse<typeof endpoint>> => callEndpoint(endpoint);

export const clearFaultsMutationOptions = (client: QueryClient) =>
  mutationOptions({
    mutationKey: ['mock', 'clearFaults'],
    mutationFn: clearFaults,
    onSuccess: () => client.invalidateQueries({ queryKey: faultsKey }),
  });

export const useClearFaults = () => useMutation(clearFaultsMutationOptions(useQueryClient()));
