import type { EndpointResponse } from '@cashloop/shared/common/endpoint';
import { mockDomainFaultEndpoints } from '@cashloop/shared/contracts/mock-domain-faults';
import { mutationOptions, useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { callEndpoint } from '@/lib/api-client';
import { domainFaultsKey } from './get-domain-faults';

const endpoint = mockDomainFaultEndpoints.clearDomainFaults;

/** DELETE /__mock/domain-faults: removes every domain fault of this world. */
export const clearDomainFaults = (): Promise<EndpointResponse<typeof endpoint>> => callEndpoint(endpoint);

export const clearDomainFaultsMutationOptions = (client: QueryClient) =>
  mutationOptions({
    mutationKey: ['mock', 'clearDomainFaults'],
    mutationFn: clearDomainFaults,
    onSuccess: () => client.invalidateQueries({ queryKey: domainFaultsKey }),
  });

export const useClearDomainFaults = () => useMutation(clearDomainFaultsMutationOptions(useQueryClient()));
