import { ownOfferEndpoints, type OwnOfferDetail } from '@cashloop/shared/contracts/own-offers';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callEndpoint } from '@/lib/api-client';
import { ownOfferKeys } from './own-offer-keys';

/** GET bring-your-own-offer/offer/{offerId}: an own offer as its payload, to prefill /edit-offer. */
export const getOwnOffer = (offerId: string, signal?: AbortSignal): Promise<OwnOfferDetail> =>
  callEndpoint(ownOfferEndpoints.offer, { params: { offerId } }, { signal });

export const ownOfferQueryOptions = (offerId: string) =>
  queryOptions({ queryKey: ownOfferKeys.offer(offerId), queryFn: ({ signal }) => getOwnOffer(offerId, signal), staleTime: 0 });

export const useOwnOffer = (offerId: string) => useQuery(ownOfferQueryOptions(offerId));
