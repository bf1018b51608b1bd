import type { EndpointResponse } from '@cashloop/shared/common/endpoint';
import { programmeEndpoints } from '@cashloop/shared/contracts/programme';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callEndpoint } from '@/lib/api-client';

export type TierOption = EndpointResponse<typeof programmeEndpoints.tiersForOffers>[number];

/** GET customer-tier/for-offers: the publisher's tiers for the 'Selected tiers' audience. */
export const tiersForOffersQueryOptions = () =>
  queryOptions({
    queryKey: ['programme', 'tiers-for-offers'],
    queryFn: ({ signal }) => callEndpoint(programmeEndpoints.tiersForOffers, {}, { signal }),
  });

export const useTiersForOffers = (enabled = true) => useQuery({ ...tiersForOffersQueryOptions(), enabled });
