import { ownOfferEndpoints, type OwnRetailer, type RetailerCreate } from '@cashloop/shared/contracts/own-offers';
import { mutationOptions, useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { callEndpoint } from '@/lib/api-client';
import { ownOfferKeys } from './own-offer-keys';

/** POST bring-your-own-offer/retailer, then its logo (upload-image): the logo upload runs only if creation succeeded. */
export async function createRetailerWithLogo({ body, logo }: { body: RetailerCreate; logo: File }): Promise<OwnRetailer> {
  const retailer = await callEndpoint(ownOfferEndpoints.createRetailer, { body });
  return callEndpoint(ownOfferEndpoints.uploadRetailerImage, { params: { retailerId: retailer.id }, body: { multipartFile: logo } });
}

export const createRetailerMutationOptions = (client: QueryClient) =>
  mutationOptions({
    mutationKey: ['own-offers', 'create-retailer'],
    mutationFn: createRetailerWithLogo,
    onSuccess: () => client.invalidateQueries({ queryKey: ownOfferKeys.all }),
  });

export const useCreateRetailer = () => useMutation(createRetailerMutationOptions(useQueryClient()));
