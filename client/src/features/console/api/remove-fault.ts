import type { EndpointResponse } from '@cashloop/shared/common/endpoint';
import { mockFaultEndpoints } from '@cashloop/shared/contracts/mock-faults';
import { mutationOptions, useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { callEndpoint } from '@/lib/api-client';
import { faultsKey } from './get-faults';

const endpoint = mockFaultEndpoints.removeFault;

/** DELETE /__mock/faults/{id}: removes one rule. */
export const removeFault = (id: string): Promise<EndpointResponse<typeof endpoint>> => callEndpoint(endpoint, { params: { id } });

export const removeFaultMutationOptions = (client: QueryClient) =>
  mutationOptions({
    mutationKey: ['mock', 'removeFault'],
    mutationFn: removeFault,
    onSuccess: () => client.invalidateQueries({ queryKey: faultsKey }),
  });

export const useRemoveFault = () => useMutation(removeFaultMutationOptions(useQueryClient()));
