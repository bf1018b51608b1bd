import type { EndpointResponse } from '@cashloop/shared/common/endpoint';
import { programmeEndpoints } from '@cashloop/shared/contracts/programme';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { callEndpoint } from '@/lib/api-client';
import { getApiType } from '@/lib/storage';

export type OfferChoice = EndpointResponse<typeof programmeEndpoints.retailerSearch>['content'][number];

/** GET activated-offer/retailer-search?page&size&search&category=: approved programme offers by retailer name. */
export const searchCampaignOffers = (search: string, signal?: AbortSignal) =>
  callEndpoint(programmeEndpoints.retailerSearch, { query: { page: 0, size: 50, search, category: '', offerApproval: 'APPROVED' } }, { signal });

// Keyed under 'programme' so programme changes (approval, removal) refresh the choices.
export const campaignOffersQueryOptions = (search: string) =>
  queryOptions({
    queryKey: ['programme', 'campaign-offers', getApiType(), search],
    queryFn: ({ signal }) => searchCampaignOffers(search, signal),
    placeholderData: keepPreviousData,
  });

export const useCampaignOffers = (search: string) => useQuery(campaignOffersQueryOptions(search));
