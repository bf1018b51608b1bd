import { ownOfferEndpoints } from '@cashloop/shared/contracts/own-offers';
import { callEndpoint } from '@/lib/api-client';

/** GET bring-your-own-offer/retailer/{retailerId}/channel/ids: every channel id, taken on submit for ALL_CHANNELS. */
export const getChannelIds = (retailerId: string): Promise<string[]> => callEndpoint(ownOfferEndpoints.channelIds, { params: { retailerId } });
