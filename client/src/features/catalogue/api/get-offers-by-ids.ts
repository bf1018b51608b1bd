import { catalogueEndpoints, MAX_OFFER_IDS, type Offer } from '@cashloop/shared/contracts/catalogue';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callEndpoint } from '@/lib/api-client';

/** GET catalogue/offer-by-ids, in calls of at most 100 ids; unknown ids are simply absent. */
export async function getOffersByIds(ids: readonly string[], signal?: AbortSignal): Promise<Offer[]> {
  const out: Offer[] = [];
  for (let i = 0; i < ids.length; i += MAX_OFFER_IDS) {
    const offerId = ids.slice(i, i + MAX_OFFER_IDS).join(',');
    out.push(...(await callEndpoint(catalogueEndpoints.offersByIds, { query: { offerId } }, { signal })));
  }
  return out;
}

export const offersByIdsQueryOptions = (ids: readonly string[]) =>
  queryOptions({
    queryKey: ['catalogue', 'offers', [...ids].sort()],
    queryFn: ({ signal }) => getOffersByIds(ids, signal),
  });

export const useOffersByIds = (ids: readonly string[], enabled = true) =>
  useQuery({ ...offersByIdsQueryOptions(ids), enabled: enabled && ids.length > 0 });
