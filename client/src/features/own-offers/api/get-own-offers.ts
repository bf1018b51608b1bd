import type { EndpointResponse } from '@cashloop/shared/common/endpoint';
import { catalogueEndpoints } from '@cashloop/shared/contracts/catalogue';
import { OWN_OFFERS_PAGE_SIZE } from '@cashloop/shared/contracts/own-offers';
import type { OfferType } from '@cashloop/shared/common/enums';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { callEndpoint } from '@/lib/api-client';
import { ownOfferKeys } from './own-offer-keys';

export type OwnOffersPage = EndpointResponse<typeof catalogueEndpoints.ownOffers>;
export type OwnOfferRow = OwnOffersPage['content'][number];

/** GET catalogue/offer/byoo?page&size&type: the caller's own offers (no types: every type). */
export const getOwnOffers = (types: readonly OfferType[], page: number, signal?: AbortSignal): Promise<OwnOffersPage> =>
  callEndpoint(
    catalogueEndpoints.ownOffers,
    { query: { page, size: OWN_OFFERS_PAGE_SIZE, type: types.length ? [...types] : undefined } },
    { signal },
  );

export const ownOffersQueryOptions = (types: readonly OfferType[], page: number) =>
  queryOptions({ queryKey: ownOfferKeys.list(types, page), queryFn: ({ signal }) => getOwnOffers(types, page, signal) });

export const useOwnOffers = (types: readonly OfferType[], page: number) =>
  useQuery({ ...ownOffersQueryOptions(types, page), placeholderData: keepPreviousData });
