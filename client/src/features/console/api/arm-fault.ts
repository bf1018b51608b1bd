import type { EndpointInput, EndpointResponse } from '@cashloop/shared/common/endpoint';
import { mockFaultEndpoints } from '@cashloop/shared/contracts/mock-faults';
import { mutationOptions, useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { callEndpoint } from '@/lib/api-client';
import { faultsKey } from './get-faults';

const endpoint = mockFaultEndpoints.armFault;
export type FaultRuleBody = EndpointInput<typeof endpoint>['body'];

/** POST /__mock/faults: arms a fault or latency rule for this world's API calls. */
export const armFault = (body: FaultRuleBody): Promise<EndpointResponse<typeof endpoint>> => callEndpoint(endpoint, { body });

export const armFaultMutationOptions = (client: QueryClient) =>
  mutationOptions({
    mutationKey: ['mock', 'armFault'],
    mutationFn: armFault,
    onSuccess: () => client.invalidateQueries({ queryKey: faultsKey }),
  });

export const useArmFault = () => useMutation(armFaultMutationOptions(useQueryClient()));
