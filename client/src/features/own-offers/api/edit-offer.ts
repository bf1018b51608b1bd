import { ownOfferEndpoints, type OwnOfferPayloadInput } from '@cashloop/shared/contracts/own-offers';
import { callEndpoint } from '@/lib/api-client';

/** PUT bring-your-own-offer/offer/{offerId}: saves an own offer (back to PENDING when in the programme). */
export const editOffer = (offerId: string, body: OwnOfferPayloadInput) => callEndpoint(ownOfferEndpoints.editOffer, { params: { offerId }, body });
