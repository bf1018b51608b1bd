import { settlementEndpoints } from '@cashloop/shared/contracts/settlements';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { callEndpoint } from '@/lib/api-client';
import { OFFER_SETTLEMENTS_PAGE_SIZE, settlementsKey, type OfferSettlementsPage } from './get-offer-settlements';

/** GET bring-your-own-offer-fulfillment: verification files of all the caller's own offers, newest first (25 a page). */
export const getSettlements = (page: number, signal?: AbortSignal): Promise<OfferSettlementsPage> =>
  callEndpoint(settlementEndpoints.list, { query: { page, size: OFFER_SETTLEMENTS_PAGE_SIZE } }, { signal });

export const settlementsQueryOptions = (page: number) =>
  queryOptions({ queryKey: [...settlementsKey, 'all', page], queryFn: ({ signal }) => getSettlements(page, signal) });

export const useSettlements = (page: number) => useQuery({ ...settlementsQueryOptions(page), placeholderData: keepPreviousData });
