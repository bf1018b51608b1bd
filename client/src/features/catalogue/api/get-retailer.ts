import type { EndpointResponse } from '@cashloop/shared/common/endpoint';
import { catalogueEndpoints, type AnalyticsInterval } from '@cashloop/shared/contracts/catalogue';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { callEndpoint } from '@/lib/api-client';

export type RetailerWithAnalytics = EndpointResponse<typeof catalogueEndpoints.retailerDetail>;
/** Dates as dd-MM-yyyy; both or neither (neither: the server's default window). */
export type RetailerWindow = { startDate?: string; endDate?: string; interval: AnalyticsInterval };

/** GET catalogue/retailer/{retailerId}: the retailer with the publisher's figures over the window. */
export const getRetailer = (retailerId: string, window: RetailerWindow, signal?: AbortSignal): Promise<RetailerWithAnalytics> =>
  callEndpoint(catalogueEndpoints.retailerDetail, { params: { retailerId }, query: window }, { signal });

export const retailerQueryOptions = (retailerId: string, window: RetailerWindow) =>
  queryOptions({
    queryKey: ['catalogue', 'retailer', retailerId, window],
    queryFn: ({ signal }) => getRetailer(retailerId, window, signal),
    placeholderData: keepPreviousData,
  });

export const useRetailer = (retailerId: string, window: RetailerWindow) => useQuery(retailerQueryOptions(retailerId, window));
