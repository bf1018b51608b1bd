import type { EndpointInput, EndpointResponse } from '@cashloop/shared/common/endpoint';
import { publisherEndpoints } from '@cashloop/shared/contracts/publisher';
import { mutationOptions, useMutation } from '@tanstack/react-query';
import { callEndpoint } from '@/lib/api-client';

const endpoint = publisherEndpoints.inviteUser;
export type InviteUserBody = EndpointInput<typeof endpoint>['body'];

/** POST publisher/user/invite; the invited user only appears in the list once they accept. */
export const inviteUser = (body: InviteUserBody): Promise<EndpointResponse<typeof endpoint>> => callEndpoint(endpoint, { body });

// The modal shows the spec's texts for success and failure.
export const inviteUserMutationOptions = () =>
  mutationOptions({ mutationKey: ['publisher', 'inviteUser'], mutationFn: inviteUser, meta: { handlesOwnError: true } });

export const useInviteUser = () => useMutation(inviteUserMutationOptions());
