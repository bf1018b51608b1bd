import type { EndpointResponse } from '@cashloop/shared/common/endpoint';
import { analyticsEndpoints } from '@cashloop/shared/contracts/analytics';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callEndpoint } from '@/lib/api-client';

export type HomepageAnalytics = EndpointResponse<typeof analyticsEndpoints.homepage>;

/** GET analytics/homepage: lifetime figures and breakdowns of the home page. */
export const getHomepageAnalytics = (signal?: AbortSignal): Promise<HomepageAnalytics> =>
  callEndpoint(analyticsEndpoints.homepage, {}, { signal });

export const homepageAnalyticsQueryOptions = () =>
  queryOptions({ queryKey: ['analytics', 'homepage'], queryFn: ({ signal }) => getHomepageAnalytics(signal) });

export const useHomepageAnalytics = () => useQuery(homepageAnalyticsQueryOptions());
