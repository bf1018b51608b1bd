import type { EndpointInput, EndpointResponse } from '@cashloop/shared/common/endpoint';
import { userEndpoints } from '@cashloop/shared/contracts/user';
import { mutationOptions, useMutation } from '@tanstack/react-query';
import { callEndpoint } from '@/lib/api-client';

const endpoint = userEndpoints.updatePassword;
export type UpdatePasswordBody = EndpointInput<typeof endpoint>['body'];

/** POST user/update/password. */
export const updatePassword = (body: UpdatePasswordBody): Promise<EndpointResponse<typeof endpoint>> => callEndpoint(endpoint, { body });

// The modal shows the spec's texts for success and failure.
export const updatePasswordMutationOptions = () =>
  mutationOptions({ mutationKey: ['user', 'updatePassword'], mutationFn: updatePassword, meta: { handlesOwnError: true } });

export const useUpdatePassword = () => useMutation(updatePasswordMutationOptions());
