import { catalogueEndpoints, type Offer } from '@cashloop/shared/contracts/catalogue';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callEndpoint } from '@/lib/api-client';

/** GET catalogue/offer/{offerId}: one offer with its retailer, channels and cashback rules. */
export const getOffer = (offerId: string, signal?: AbortSignal): Promise<Offer> =>
  callEndpoint(catalogueEndpoints.offer, { params: { offerId } }, { signal });

export const offerQueryOptions = (offerId: string) =>
  queryOptions({ queryKey: ['catalogue', 'offer', offerId], queryFn: ({ signal }) => getOffer(offerId, signal) });

export const useOffer = (offerId: string) => useQuery(offerQueryOptions(offerId));
