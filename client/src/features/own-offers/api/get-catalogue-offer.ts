import { catalogueEndpoints, type Offer } from '@cashloop/shared/contracts/catalogue';
import { callEndpoint } from '@/lib/api-client';

/** GET catalogue/offer/{offerId}: the catalogue offer that prefills /add-offer (see get-offer-prefill). */
export const getCatalogueOffer = (offerId: string, signal?: AbortSignal): Promise<Offer> =>
  callEndpoint(catalogueEndpoints.offer, { params: { offerId } }, { signal });
