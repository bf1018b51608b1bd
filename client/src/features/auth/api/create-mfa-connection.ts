import type { EndpointInput, EndpointResponse } from '@cashloop/shared/common/endpoint';
import { authEndpoints } from '@cashloop/shared/contracts/auth';
import { mutationOptions, useMutation } from '@tanstack/react-query';
import { callEndpoint } from '@/lib/api-client';

const endpoint = authEndpoints.createMfaConnection;
export type CreateMfaConnectionBody = EndpointInput<typeof endpoint>['body'];
export type CreateMfaConnectionAnswer = EndpointResponse<typeof endpoint>;

/** POST auth/create-mfa-connection: confirms the authenticator with its first code. */
export const createMfaConnection = (body: CreateMfaConnectionBody): Promise<CreateMfaConnectionAnswer> => callEndpoint(endpoint, { body });

// The screen shows the spec's own text for a failure, so the generic toast stays quiet.
export const createMfaConnectionMutationOptions = () =>
  mutationOptions({ mutationKey: ['auth', 'createMfaConnection'], mutationFn: createMfaConnection, meta: { handlesOwnError: true } });

export const useCreateMfaConnection = () => useMutation(createMfaConnectionMutationOptions());
