import type { EndpointInput, EndpointResponse } from '@cashloop/shared/common/endpoint';
import { authEndpoints } from '@cashloop/shared/contracts/auth';
import { mutationOptions, useMutation } from '@tanstack/react-query';
import { callEndpoint } from '@/lib/api-client';

const endpoint = authEndpoints.resetPassword;
export type ResetPasswordBody = EndpointInput<typeof endpoint>['body'];
export type ResetPasswordAnswer = EndpointResponse<typeof endpoint>;

/** POST auth/reset-password: sets a new password through the emailed link id. */
export const resetPassword = (body: ResetPasswordBody): Promise<ResetPasswordAnswer> => callEndpoint(endpoint, { body });

// The screen shows the spec's own text for a failure, so the generic toast stays quiet.
export const resetPasswordMutationOptions = () =>
  mutationOptions({ mutationKey: ['auth', 'resetPassword'], mutationFn: resetPassword, meta: { handlesOwnError: true } });

export const useResetPassword = () => useMutation(resetPasswordMutationOptions());
