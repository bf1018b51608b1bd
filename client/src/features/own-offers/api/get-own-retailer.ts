import { ownOfferEndpoints, type OwnRetailer } from '@cashloop/shared/contracts/own-offers';
import { callEndpoint } from '@/lib/api-client';

/** GET bring-your-own-offer/retailer/{retailerId}: a retailer with its open banking status (for prefills). */
export const getOwnRetailer = (retailerId: string, signal?: AbortSignal): Promise<OwnRetailer> =>
  callEndpoint(ownOfferEndpoints.retailer, { params: { retailerId } }, { signal });
