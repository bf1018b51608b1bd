import type { EndpointInput, EndpointResponse } from '@cashloop/shared/common/endpoint';
import { mockSessionEndpoints } from '@cashloop/shared/contracts/mock-sessions';
import { mutationOptions, useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { callEndpoint } from '@/lib/api-client';
import { sessionsKey } from './get-sessions';

const endpoint = mockSessionEndpoints.createSession;
export type CreateSessionBody = EndpointInput<typeof endpoint>['body'];
export type CreatedSession = EndpointResponse<typeof endpoint>;

/** POST /__mock/sessions: a new isolated world seeded from a scenario. */
export const createSession = (body: CreateSessionBody): Promise<CreatedSession> => callEndpoint(endpoint, { body });

export const createSessionMutationOptions = (client: QueryClient) =>
  mutationOptions({
    mutationKey: ['mock', 'createSession'],
    mutationFn: createSession,
    onSuccess: () => client.invalidateQueries({ queryKey: sessionsKey }),
  });

export const useCreateSession = () => useMutation(createSessionMutationOptions(useQueryClient()));
