import type { EndpointResponse } from '@cashloop/shared/common/endpoint';
import { customerTierEndpoints, type CreateCustomerTier } from '@cashloop/shared/contracts/customer-tiers';
import { mutationOptions, useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { callEndpoint } from '@/lib/api-client';
import { customerTiersKey, endUsersKey } from './end-user-keys';

/** POST customer-tier: name, description, paidSubscription, price (pounds, null unless paid). */
export const createCustomerTier = (body: CreateCustomerTier): Promise<EndpointResponse<typeof customerTierEndpoints.create>> =>
  callEndpoint(customerTierEndpoints.create, { body });

// The modal shows the server's message under its form.
export const createCustomerTierMutationOptions = (client: QueryClient) =>
  mutationOptions({
    mutationKey: [...customerTiersKey, 'create'],
    mutationFn: createCustomerTier,
    meta: { handlesOwnError: true },
    onSettled: () => Promise.all([client.invalidateQueries({ queryKey: customerTiersKey }), client.invalidateQueries({ queryKey: endUsersKey })]),
  });

export const useCreateCustomerTier = () => useMutation(createCustomerTierMutationOptions(useQueryClient()));
