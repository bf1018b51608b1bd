import type { EndpointResponse } from '@cashloop/shared/common/endpoint';
import { payoutEndpoints } from '@cashloop/shared/contracts/payout';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { callEndpoint } from '@/lib/api-client';

export type PayoutHistoryPage = EndpointResponse<typeof payoutEndpoints.historic>;
export type HistoricPayout = PayoutHistoryPage['content'][number];

/** Spec 1 §9: payout history pages hold 25. */
export const PAYOUT_HISTORY_PAGE_SIZE = 25;

/** GET payout/historic: closed monthly payouts, newest first (page is zero-based). */
export const getPayoutHistory = (page: number, signal?: AbortSignal): Promise<PayoutHistoryPage> =>
  callEndpoint(payoutEndpoints.historic, { query: { page, size: PAYOUT_HISTORY_PAGE_SIZE } }, { signal });

export const payoutHistoryQueryOptions = (page: number) =>
  queryOptions({ queryKey: ['payout', 'historic', page], queryFn: ({ signal }) => getPayoutHistory(page, signal) });

/** Keeps the previous page on screen while the next one loads. */
export const usePayoutHistory = (page: number, enabled = true) =>
  useQuery({ ...payoutHistoryQueryOptions(page), enabled, placeholderData: keepPreviousData });
