import type { EndpointResponse } from '@cashloop/shared/common/endpoint';
import { publisherEndpoints } from '@cashloop/shared/contracts/publisher';
import { mutationOptions, useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { callEndpoint } from '@/lib/api-client';
import { publisherUsersKey } from './get-publisher-users';

const endpoint = publisherEndpoints.deleteUser;

/** POST publisher/user/{id}/delete. */
export const deleteUser = (id: string): Promise<EndpointResponse<typeof endpoint>> => callEndpoint(endpoint, { params: { id } });

// The screen shows its own error modal (spec 1 §8).
export const deleteUserMutationOptions = (client: QueryClient) =>
  mutationOptions({
    mutationKey: ['publisher', 'deleteUser'],
    mutationFn: deleteUser,
    meta: { handlesOwnError: true },
    onSuccess: () => client.invalidateQueries({ queryKey: publisherUsersKey }),
  });

export const useDeleteUser = () => useMutation(deleteUserMutationOptions(useQueryClient()));
