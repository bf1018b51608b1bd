import type { EndpointResponse } from '@cashloop/shared/common/endpoint';
import { customerTierEndpoints } from '@cashloop/shared/contracts/customer-tiers';
import { mutationOptions, useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { callEndpoint } from '@/lib/api-client';
import { customerTiersKey, endUsersKey } from './end-user-keys';

/** DELETE customer-tier/{id}: refused while a programme offer uses the tier. */
export const deleteCustomerTier = (id: string): Promise<EndpointResponse<typeof customerTierEndpoints.remove>> =>
  callEndpoint(customerTierEndpoints.remove, { params: { id } });

// Spec 2 §8: a failed delete opens the error modal instead of a toast.
export const deleteCustomerTierMutationOptions = (client: QueryClient) =>
  mutationOptions({
    mutationKey: [...customerTiersKey, 'delete'],
    mutationFn: deleteCustomerTier,
    meta: { handlesOwnError: true },
    onError: (error, id) => console.error(`Customer tier ${id} could not be deleted`, error),
    onSettled: () => Promise.all([client.invalidateQueries({ queryKey: customerTiersKey }), client.invalidateQueries({ queryKey: endUsersKey })]),
  });

export const useDeleteCustomerTier = () => useMutation(deleteCustomerTierMutationOptions(useQueryClient()));
