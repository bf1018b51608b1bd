import { ownOfferEndpoints, type OwnOfferPayloadInput } from '@cashloop/shared/contracts/own-offers';
import { callEndpoint } from '@/lib/api-client';

/** POST bring-your-own-offer/offer: answers the new offer's id and its retailer id. */
export const createOffer = (body: OwnOfferPayloadInput) => callEndpoint(ownOfferEndpoints.createOffer, { body });
