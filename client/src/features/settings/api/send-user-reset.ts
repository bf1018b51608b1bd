import type { EndpointResponse } from '@cashloop/shared/common/endpoint';
import { publisherEndpoints } from '@cashloop/shared/contracts/publisher';
import { mutationOptions, useMutation } from '@tanstack/react-query';
import { callEndpoint } from '@/lib/api-client';

const endpoint = publisherEndpoints.sendUserReset;

/** POST publisher/user/{id}/reset: emails that colleague a reset link. */
export const sendUserReset = (id: string): Promise<EndpointResponse<typeof endpoint>> => callEndpoint(endpoint, { params: { id } });

// The row shows the spec's own text for a failure.
export const sendUserResetMutationOptions = () =>
  mutationOptions({ mutationKey: ['publisher', 'sendUserReset'], mutationFn: sendUserReset, meta: { handlesOwnError: true } });

export const useSendUserReset = () => useMutation(sendUserResetMutationOptions());
