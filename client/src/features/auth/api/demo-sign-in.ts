import type { EndpointResponse } from '@cashloop/shared/common/endpoint';
import { authEndpoints } from '@cashloop/shared/contracts/auth';
import { mutationOptions, useMutation } from '@tanstack/react-query';
import { callEndpoint } from '@/lib/api-client';

const endpoint = authEndpoints.demoSignIn;
export type DemoSignInAnswer = EndpointResponse<typeof endpoint>;

/** POST auth/demo-link (mock only): a one-time demo link's token for the id token verify-mfa would answer. */
export const demoSignIn = (token: string): Promise<DemoSignInAnswer> => callEndpoint(endpoint, { body: { token } });

// The page shows why a link did not work (used, expired), so the generic toast stays quiet.
export const demoSignInMutationOptions = () =>
  mutationOptions({ mutationKey: ['auth', 'demoSignIn'], mutationFn: demoSignIn, meta: { handlesOwnError: true } });

export const useDemoSignIn = () => useMutation(demoSignInMutationOptions());
