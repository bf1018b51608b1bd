import type { EndpointResponse } from '@cashloop/shared/common/endpoint';
import { SPEND_EXPLORER_PAGE_SIZE, shareOfWalletEndpoints } from '@cashloop/shared/contracts/share-of-wallet';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { callEndpoint } from '@/lib/api-client';
import type { SpendWindow } from '../utils/spend-window';

export type RetailerPopularityRows = EndpointResponse<typeof shareOfWalletEndpoints.popularity>;
export type RetailerPopularity = RetailerPopularityRows[number];

/** Spec 2 §7: these two labels are sent in the spelling the server's categories use. */
const SPELLINGS: Record<string, string> = { 'food and drink': 'Food and Drink', 'saas tools': 'SaaS tools' };
export const fixCategorySpelling = (category: string): string => SPELLINGS[category.toLowerCase()] ?? category;

/** GET share-of-wallet/retailer/popularity: the top retailers by purchases, optionally in some categories. */
export const getRetailerPopularity = (w: SpendWindow, categories: string[], signal?: AbortSignal): Promise<RetailerPopularityRows> =>
  callEndpoint(
    shareOfWalletEndpoints.popularity,
    { query: { ...w, page: 0, size: SPEND_EXPLORER_PAGE_SIZE, categories: categories.length ? categories.map(fixCategorySpelling).join(',') : undefined } },
    { signal },
  );

export const retailerPopularityQueryOptions = (w: SpendWindow, categories: string[]) =>
  queryOptions({
    queryKey: ['share-of-wallet', 'popularity', w, categories],
    queryFn: ({ signal }) => getRetailerPopularity(w, categories, signal),
  });

export const useRetailerPopularity = (w: SpendWindow | null, categories: string[], enabled = true) =>
  useQuery({
    ...retailerPopularityQueryOptions(w ?? { startDate: '', endDate: '' }, categories),
    enabled: enabled && w !== null,
    placeholderData: keepPreviousData,
  });
