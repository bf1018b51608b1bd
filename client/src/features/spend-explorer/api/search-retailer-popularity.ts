import type { EndpointResponse } from '@cashloop/shared/common/endpoint';
import { SPEND_EXPLORER_PAGE_SIZE, shareOfWalletEndpoints } from '@cashloop/shared/contracts/share-of-wallet';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { callEndpoint } from '@/lib/api-client';
import type { SpendWindow } from '../utils/spend-window';

export type RetailerPopularityPage = EndpointResponse<typeof shareOfWalletEndpoints.popularitySearch>;

/** GET share-of-wallet/retailer/popularity/search: retailers with purchases whose name contains the text (page zero-based). */
export const searchRetailerPopularity = (w: SpendWindow, search: string, page: number, signal?: AbortSignal): Promise<RetailerPopularityPage> =>
  callEndpoint(shareOfWalletEndpoints.popularitySearch, { query: { ...w, search, page, size: SPEND_EXPLORER_PAGE_SIZE } }, { signal });

export const retailerSearchQueryOptions = (w: SpendWindow, search: string, page: number) =>
  queryOptions({
    queryKey: ['share-of-wallet', 'popularity-search', w, search, page],
    queryFn: ({ signal }) => searchRetailerPopularity(w, search, page, signal),
  });

export const useRetailerSearch = (w: SpendWindow | null, search: string, page: number) =>
  useQuery({
    ...retailerSearchQueryOptions(w ?? { startDate: '', endDate: '' }, search, page),
    enabled: w !== null && search !== '',
    placeholderData: keepPreviousData,
  });
