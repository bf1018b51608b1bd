import type { EndpointResponse } from '@cashloop/shared/common/endpoint';
import { shareOfWalletEndpoints } from '@cashloop/shared/contracts/share-of-wallet';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { callEndpoint } from '@/lib/api-client';
import type { SpendWindow } from '../utils/spend-window';

export type CategorySpendRows = EndpointResponse<typeof shareOfWalletEndpoints.categories>;

/** GET share-of-wallet/category: spend per retailer category over the window, largest first. */
export const getCategorySpend = (w: SpendWindow, signal?: AbortSignal): Promise<CategorySpendRows> =>
  callEndpoint(shareOfWalletEndpoints.categories, { query: w }, { signal });

export const categorySpendQueryOptions = (w: SpendWindow) =>
  queryOptions({ queryKey: ['share-of-wallet', 'categories', w], queryFn: ({ signal }) => getCategorySpend(w, signal) });

export const useCategorySpend = (w: SpendWindow | null) =>
  useQuery({ ...categorySpendQueryOptions(w ?? { startDate: '', endDate: '' }), enabled: w !== null, placeholderData: keepPreviousData });
