import { ownOfferEndpoints, type ChannelCreate } from '@cashloop/shared/contracts/own-offers';
import { mutationOptions, useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { callEndpoint } from '@/lib/api-client';
import { ownOfferKeys } from './own-offer-keys';

/** POST bring-your-own-offer/channel: saves a channel; the list reloads. */
export const createChannel = (body: ChannelCreate) => callEndpoint(ownOfferEndpoints.createChannel, { body });

export const createChannelMutationOptions = (client: QueryClient) =>
  mutationOptions({
    mutationKey: ['own-offers', 'create-channel'],
    mutationFn: createChannel,
    onSuccess: () => client.invalidateQueries({ queryKey: ownOfferKeys.all }),
  });

export const useCreateChannel = () => useMutation(createChannelMutationOptions(useQueryClient()));
