import type { EndpointInput, EndpointResponse } from '@cashloop/shared/common/endpoint';
import { authEndpoints } from '@cashloop/shared/contracts/auth';
import { mutationOptions, useMutation } from '@tanstack/react-query';
import { callEndpoint } from '@/lib/api-client';

const endpoint = authEndpoints.forgotPassword;
export type ForgotPasswordBody = EndpointInput<typeof endpoint>['body'];
export type ForgotPasswordAnswer = EndpointResponse<typeof endpoint>;

/** POST auth/forgot-password: emails a reset link; the answer never says whether the account exists. */
export const forgotPassword = (body: ForgotPasswordBody): Promise<ForgotPasswordAnswer> => callEndpoint(endpoint, { body });

// A failure here is a real outage (the answer is the same for unknown emails), so the generic toast reports it.
export const forgotPasswordMutationOptions = () =>
  mutationOptions({ mutationKey: ['auth', 'forgotPassword'], mutationFn: forgotPassword });

export const useForgotPassword = () => useMutation(forgotPasswordMutationOptions());
