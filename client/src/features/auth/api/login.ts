import type { EndpointInput, EndpointResponse } from '@cashloop/shared/common/endpoint';
import { authEndpoints } from '@cashloop/shared/contracts/auth';
import { mutationOptions, useMutation } from '@tanstack/react-query';
import { callEndpoint } from '@/lib/api-client';

const endpoint = authEndpoints.login;
export type LoginBody = EndpointInput<typeof endpoint>['body'];
export type LoginAnswer = EndpointResponse<typeof endpoint>;

/** POST auth/login: the password step; answers MFA_SETUP or MFA_REQUIRED with a session. */
export const login = (body: LoginBody): Promise<LoginAnswer> => callEndpoint(endpoint, { body });

// The screen shows the spec's own text for a failure, so the generic toast stays quiet.
export const loginMutationOptions = () =>
  mutationOptions({ mutationKey: ['auth', 'login'], mutationFn: login, meta: { handlesOwnError: true } });

export const useLogin = () => useMutation(loginMutationOptions());
