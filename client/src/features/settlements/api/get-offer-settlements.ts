import type { EndpointResponse } from '@cashloop/shared/common/endpoint';
import { settlementEndpoints } from '@cashloop/shared/contracts/settlements';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { callEndpoint } from '@/lib/api-client';

export type OfferSettlementsPage = EndpointResponse<typeof settlementEndpoints.forProgramOffer>;
export type SettlementRecord = OfferSettlementsPage['content'][number];

/** Spec 1 §9: an offer's settlements page holds 25. */
export const OFFER_SETTLEMENTS_PAGE_SIZE = 25;

export const settlementsKey = ['settlements'] as const;

/** GET bring-your-own-offer-fulfillment/program-offer/{activatedOfferId} (page zero-based). */
export const getOfferSettlements = (activatedOfferId: string, page: number, signal?: AbortSignal): Promise<OfferSettlementsPage> =>
  callEndpoint(settlementEndpoints.forProgramOffer, { params: { activatedOfferId }, query: { page, size: OFFER_SETTLEMENTS_PAGE_SIZE } }, { signal });

export const offerSettlementsQueryOptions = (activatedOfferId: string, page: number) =>
  queryOptions({
    queryKey: [...settlementsKey, 'program-offer', activatedOfferId, page],
    queryFn: ({ signal }) => getOfferSettlements(activatedOfferId, page, signal),
  });

export const useOfferSettlements = (activatedOfferId: string, page: number, enabled = true) =>
  useQuery({ ...offerSettlementsQueryOptions(activatedOfferId, page), enabled, placeholderData: keepPreviousData });
