import type { EndpointResponse } from '@cashloop/shared/common/endpoint';
import { mockSessionEndpoints } from '@cashloop/shared/contracts/mock-sessions';
import { mutationOptions, useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { callEndpoint } from '@/lib/api-client';
import { sessionsKey } from './get-sessions';

const endpoint = mockSessionEndpoints.endSession;

/** DELETE /__mock/sessions/{id}: ends a session and frees its world. */
export const endSession = (id: string): Promise<EndpointResponse<typeof endpoint>> => callEndpoint(endpoint, { params: { id } });

export const endSessionMutationOptions = (client: QueryClient) =>
  mutationOptions({
    mutationKey: ['mock', 'endSession'],
    mutationFn: endSession,
    onSuccess: () => client.invalidateQueries({ queryKey: sessionsKey }),
  });

export const useEndSession = () => useMutation(endSessionMutationOptions(useQueryClient()));
