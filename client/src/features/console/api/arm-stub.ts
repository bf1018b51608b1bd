import type { EndpointInput, EndpointResponse } from '@cashloop/shared/common/endpoint';
import { mockStubEndpoints } from '@cashloop/shared/contracts/mock-stubs';
import { mutationOptions, useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { callEndpoint } from '@/lib/api-client';
import { stubsKey } from './get-stubs';

const endpoint = mockStubEndpoints.armStub;
export type StubBody = EndpointInput<typeof endpoint>['body'];

/** POST /__mock/stubs: arms a stub that answers this world's matching API calls in place of the engine. */
export const armStub = (body: StubBody): Promise<EndpointResponse<typeof endpoint>> => callEndpoint(endpoint, { body });

export const armStubMutationOptions = (client: QueryClient) =>
  mutationOptions({
    mutationKey: ['mock', 'armStub'],
    mutationFn: armStub,
    // The form shows a refusal with each of its problems, so no toast repeats it.
    meta: { handlesOwnError: true },
    onSuccess: () => client.invalidateQueries({ queryKey: stubsKey }),
  });

export const useArmStub = () => useMutation(armStubMutationOptions(useQueryClient()));
