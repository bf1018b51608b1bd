import type { EndpointResponse } from '@cashloop/shared/common/endpoint';
import { programmeEndpoints } from '@cashloop/shared/contracts/programme';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callEndpoint } from '@/lib/api-client';
import { programmeKeys } from './programme-keys';

export type OfferStatistics = EndpointResponse<typeof programmeEndpoints.statistics>;

/** GET activated-offer/statistics: the counts of the programme page. */
export const getOfferStatistics = (signal?: AbortSignal): Promise<OfferStatistics> =>
  callEndpoint(programmeEndpoints.statistics, {}, { signal });

export const offerStatisticsQueryOptions = () =>
  queryOptions({ queryKey: programmeKeys.statistics(), queryFn: ({ signal }) => getOfferStatistics(signal) });

export const useOfferStatistics = () => useQuery(offerStatisticsQueryOptions());
