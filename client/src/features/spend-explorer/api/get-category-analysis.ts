import type { EndpointResponse } from '@cashloop/shared/common/endpoint';
import { shareOfWalletEndpoints } from '@cashloop/shared/contracts/share-of-wallet';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callEndpoint } from '@/lib/api-client';
import type { SpendWindow } from '../utils/spend-window';

export type CategoryAnalysis = EndpointResponse<typeof shareOfWalletEndpoints.category>;

/** GET share-of-wallet/category/{category}: one category's spend against all spend over the window. */
export const getCategoryAnalysis = (category: string, w: SpendWindow, signal?: AbortSignal): Promise<CategoryAnalysis> =>
  callEndpoint(shareOfWalletEndpoints.category, { params: { category }, query: w }, { signal });

export const categoryAnalysisQueryOptions = (category: string, w: SpendWindow) =>
  queryOptions({ queryKey: ['share-of-wallet', 'category', category, w], queryFn: ({ signal }) => getCategoryAnalysis(category, w, signal) });

export const useCategoryAnalysis = (category: string, w: SpendWindow | null) =>
  useQuery({ ...categoryAnalysisQueryOptions(category, w ?? { startDate: '', endDate: '' }), enabled: w !== null });
