import { queryOptions, useQuery } from '@tanstack/react-query';
import { getCatalogueOffer } from './get-catalogue-offer';
import { getOwnRetailer } from './get-own-retailer';
import { ownOfferKeys } from './own-offer-keys';

/** The catalogue offer that prefills /add-offer, with its retailer's open banking status when that loads. */
export async function getOfferPrefill(offerId: string, signal?: AbortSignal) {
  const offer = await getCatalogueOffer(offerId, signal);
  // The card's status is a nicety: the prefill goes on without it.
  const retailer = await getOwnRetailer(offer.retailer.id, signal).catch(() => null);
  return { offer, retailer };
}

export const offerPrefillQueryOptions = (offerId: string) =>
  queryOptions({ queryKey: [...ownOfferKeys.catalogueOffer(offerId), 'prefill'], queryFn: ({ signal }) => getOfferPrefill(offerId, signal), staleTime: 0 });

export const useOfferPrefill = (offerId: string | null) => useQuery({ ...offerPrefillQueryOptions(offerId ?? ''), enabled: offerId !== null });
