import { ownOfferEndpoints } from '@cashloop/shared/contracts/own-offers';
import { mutationOptions, useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { callEndpoint } from '@/lib/api-client';
import { ownOfferKeys } from './own-offer-keys';

/** DELETE bring-your-own-offer/channel/{channelId}: the list reloads. */
export const deleteChannel = (channelId: string) => callEndpoint(ownOfferEndpoints.deleteChannel, { params: { channelId } });

export const deleteChannelMutationOptions = (client: QueryClient) =>
  mutationOptions({
    mutationKey: ['own-offers', 'delete-channel'],
    mutationFn: deleteChannel,
    onSuccess: () => client.invalidateQueries({ queryKey: ownOfferKeys.all }),
  });

export const useDeleteChannel = () => useMutation(deleteChannelMutationOptions(useQueryClient()));
