import type { EndpointResponse } from '@cashloop/shared/common/endpoint';
import { mockDomainFaultEndpoints } from '@cashloop/shared/contracts/mock-domain-faults';
import { mutationOptions, useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { callEndpoint } from '@/lib/api-client';
import { domainFaultsKey } from './get-domain-faults';

const endpoint = mockDomainFaultEndpoints.removeDomainFault;

/** DELETE /__mock/domain-faults/{id}: removes one domain fault (an upload it stalled goes on). */
export const removeDomainFault = (id: string): Promise<EndpointResponse<typeof endpoint>> => callEndpoint(endpoint, { params: { id } });

export const removeDomainFaultMutationOptions = (client: QueryClient) =>
  mutationOptions({
    mutationKey: ['mock', 'removeDomainFault'],
    mutationFn: removeDomainFault,
    onSuccess: () => client.invalidateQueries({ queryKey: domainFaultsKey }),
  });

export const useRemoveDomainFault = () => useMutation(removeDomainFaultMutationOptions(useQueryClient()));
