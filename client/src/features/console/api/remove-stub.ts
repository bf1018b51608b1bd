import type { EndpointResponse } from '@cashloop/shared/common/endpoint';
import { mockStubEndpoints } from '@cashloop/shared/contracts/mock-stubs';
import { mutationOptions, useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { callEndpoint } from '@/lib/api-client';
import { stubsKey } from './get-stubs';

const endpoint = mockStubEndpoints.removeStub;

/** DELETE /__mock/stubs/{id}: removes one stub. */
export const removeStub = (id: string): Promise<EndpointResponse<typeof endpoint>> => callEndpoint(endpoint, { params: { id } });

export const removeStubMutationOptions = (client: QueryClient) =>
  mutationOptions({
    mutationKey: ['mock', 'removeStub'],
    mutationFn: removeStub,
    onSuccess: () => client.invalidateQueries({ queryKey: stubsKey }),
  });

export const useRemoveStub = () => useMutation(removeStubMutationOptions(useQueryClient()));
