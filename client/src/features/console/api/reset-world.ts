import type { EndpointInput, EndpointResponse } from '@cashloop/shared/common/endpoint';
import { mockEndpoints } from '@cashloop/shared/contracts/mock';
import { mutationOptions, useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { callEndpoint } from '@/lib/api-client';

const endpoint = mockEndpoints.reset;
export type ResetBody = EndpointInput<typeof endpoint>['body'];
export type ResetResult = EndpointResponse<typeof endpoint>;

/** POST /__mock/reset: rebuilds this tab's world from a scenario and seed. */
export const resetWorld = (body: ResetBody): Promise<ResetResult> => callEndpoint(endpoint, { body });

// Every row may have changed, so every cached answer (the dashboard's too) is stale.
export const resetWorldMutationOptions = (client: QueryClient) =>
  mutationOptions({ mutationKey: ['mock', 'reset'], mutationFn: resetWorld, onSuccess: () => client.invalidateQueries() });

export const useResetWorld = () => useMutation(resetWorldMutationOptions(useQueryClient()));
