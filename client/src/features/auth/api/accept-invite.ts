import type { EndpointInput, EndpointResponse } from '@cashloop/shared/common/endpoint';
import { authEndpoints } from '@cashloop/shared/contracts/auth';
import { mutationOptions, useMutation } from '@tanstack/react-query';
import { callEndpoint } from '@/lib/api-client';

const endpoint = authEndpoints.acceptInvite;
export type AcceptInviteBody = EndpointInput<typeof endpoint>['body'];
export type AcceptInviteAnswer = EndpointResponse<typeof endpoint>;

/** POST auth/accept-invite: creates the invited user (no token sent). */
export const acceptInvite = (body: AcceptInviteBody): Promise<AcceptInviteAnswer> => callEndpoint(endpoint, { body });

// The screen shows the spec's own text for a failure, so the generic toast stays quiet.
export const acceptInviteMutationOptions = () =>
  mutationOptions({ mutationKey: ['auth', 'acceptInvite'], mutationFn: acceptInvite, meta: { handlesOwnError: true } });

export const useAcceptInvite = () => useMutation(acceptInviteMutationOptions());
