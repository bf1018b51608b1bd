import type { EndpointInput, EndpointResponse } from '@cashloop/shared/common/endpoint';
import { userEndpoints } from '@cashloop/shared/contracts/user';
import { mutationOptions, useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { callEndpoint } from '@/lib/api-client';
import { NAME_CHANGED_EVENT, writeValue } from '@/lib/storage';
import { publisherUsersKey } from './get-publisher-users';
import { signedInUserKey } from './get-signed-in-user';

const endpoint = userEndpoints.updateDetails;
export type UpdateDetailsBody = EndpointInput<typeof endpoint>['body'];
export type UpdatedUser = EndpointResponse<typeof endpoint>;

/** POST user/update/details. */
export const updateDetails = (body: UpdateDetailsBody): Promise<UpdatedUser> => callEndpoint(endpoint, { body });

/** Keeps the stored name in step and tells the shell, so the user menu shows the new name at once. */
export function rememberName(user: Pick<UpdatedUser, 'firstName' | 'lastName'>): void {
  writeValue('firstName', user.firstName);
  writeValue('lastName', user.lastName);
  window.dispatchEvent(new Event(NAME_CHANGED_EVENT));
}

// The modal shows the failure itself (spec 1 §8 'error modal').
export const updateDetailsMutationOptions = (client: QueryClient) =>
  mutationOptions({
    mutationKey: ['user', 'updateDetails'],
    mutationFn: updateDetails,
    meta: { handlesOwnError: true },
    onSuccess: async (user) => {
      rememberName(user);
      await Promise.all([client.invalidateQueries({ queryKey: signedInUserKey }), client.invalidateQueries({ queryKey: publisherUsersKey })]);
    },
  });

export const useUpdateDetails = () => useMutation(updateDetailsMutationOptions(useQueryClient()));
