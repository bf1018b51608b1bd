import type { EndpointInput, EndpointResponse } from '@cashloop/shared/common/endpoint';
import { mockDomainFaultEndpoints } from '@cashloop/shared/contracts/mock-domain-faults';
import { mutationOptions, useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { callEndpoint } from '@/lib/api-client';
import { domainFaultsKey } from './get-domain-faults';

const endpoint = mockDomainFaultEndpoints.armDomainFault;
export type DomainFaultBody = EndpointInput<typeof endpoint>['body'];

/** POST /__mock/domain-faults: arms a domain fault for this world. */
export const armDomainFault = (body: DomainFaultBody): Promise<EndpointResponse<typeof endpoint>> => callEndpoint(endpoint, { body });

export const armDomainFaultMutationOptions = (client: QueryClient) =>
  mutationOptions({
    mutationKey: ['mock', 'armDomainFault'],
    mutationFn: armDomainFault,
    onSuccess: () => client.invalidateQueries({ queryKey: domainFaultsKey }),
  });

export const useArmDomainFault = () => useMutation(armDomainFaultMutationOptions(useQueryClient()));
