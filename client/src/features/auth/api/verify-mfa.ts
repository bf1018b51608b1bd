import type { EndpointInput, EndpointResponse } from '@cashloop/shared/common/endpoint';
import { authEndpoints } from '@cashloop/shared/contracts/auth';
import { mutationOptions, useMutation } from '@tanstack/react-query';
import { callEndpoint } from '@/lib/api-client';

const endpoint = authEndpoints.verifyMfa;
export type VerifyMfaBody = EndpointInput<typeof endpoint>['body'];
export type VerifyMfaAnswer = EndpointResponse<typeof endpoint>;

/** POST auth/verify-mfa: the code step; answers the id token. */
export const verifyMfa = (body: VerifyMfaBody): Promise<VerifyMfaAnswer> => callEndpoint(endpoint, { body });

// The screen shows the spec's own text for a failure, so the generic toast stays quiet.
export const verifyMfaMutationOptions = () =>
  mutationOptions({ mutationKey: ['auth', 'verifyMfa'], mutationFn: verifyMfa, meta: { handlesOwnError: true } });

export const useVerifyMfa = () => useMutation(verifyMfaMutationOptions());
