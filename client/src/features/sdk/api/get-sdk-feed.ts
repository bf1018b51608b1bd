import { sdkEndpoints, type SdkFeed } from '@cashloop/shared/contracts/sdk';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { urlFor } from '@/lib/api-client';
import { mockSessionHeaders } from '@/lib/mock-session';

/**
 * GET sdk/offers as the embedded SDK calls it: with the SDK token, not the dashboard's login, so the
 * preview shows exactly what a publisher's app would.
 */
export async function getSdkFeed(token: string, signal?: AbortSignal): Promise<SdkFeed> {
  const res = await fetch(urlFor(sdkEndpoints.feed), {
    headers: { Accept: 'application/json', Authorization: `Bearer ${token}`, ...mockSessionHeaders() },
    signal,
  });
  if (!res.ok) throw new Error(`The offers could not be loaded (${res.status})`);
  return (await res.json()) as SdkFeed;
}

export const sdkFeedQueryOptions = (token: string) =>
  queryOptions({ queryKey: ['sdk', 'feed', token], queryFn: ({ signal }) => getSdkFeed(token, signal) });

export const useSdkFeed = (token: string | undefined) => useQuery({ ...sdkFeedQueryOptions(token ?? ''), enabled: !!token });
