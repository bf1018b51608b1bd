import type { EndpointResponse } from '@cashloop/shared/common/endpoint';
import { OWN_OFFERS_PAGE_SIZE, ownOfferEndpoints } from '@cashloop/shared/contracts/own-offers';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { callEndpoint } from '@/lib/api-client';
import { ownOfferKeys } from './own-offer-keys';

export type ChannelsPage = EndpointResponse<typeof ownOfferEndpoints.channels>;
export type OwnChannelRow = ChannelsPage['content'][number];

/** GET bring-your-own-offer/retailer/{retailerId}/channel (page zero-based, 25 a page). */
export const getRetailerChannels = (retailerId: string, page: number, signal?: AbortSignal): Promise<ChannelsPage> =>
  callEndpoint(ownOfferEndpoints.channels, { params: { retailerId }, query: { page, size: OWN_OFFERS_PAGE_SIZE } }, { signal });

export const retailerChannelsQueryOptions = (retailerId: string, page: number) =>
  queryOptions({ queryKey: ownOfferKeys.channels(retailerId, page), queryFn: ({ signal }) => getRetailerChannels(retailerId, page, signal) });

export const useRetailerChannels = (retailerId: string, page: number) =>
  useQuery({ ...retailerChannelsQueryOptions(retailerId, page), placeholderData: keepPreviousData });
