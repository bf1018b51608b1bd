import { mockEndpoints } from '@cashloop/shared/contracts/mock';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callEndpoint } from '@/lib/api-client';

/**
 * "Now" for the default window: the server's virtual clock (the mock control plane's, in this world or
 * session) when it is served, else the browser's date.
 */
export async function getVirtualNow(signal?: AbortSignal): Promise<number> {
  try {
    return (await callEndpoint(mockEndpoints.clock, {}, { signal })).now;
  } catch {
    return Date.now();
  }
}

export const virtualNowQueryOptions = () =>
  queryOptions({ queryKey: ['spend-explorer', 'now'], queryFn: ({ signal }) => getVirtualNow(signal), staleTime: 60_000, meta: { handlesOwnError: true } });

export const useVirtualNow = (enabled: boolean) => useQuery({ ...virtualNowQueryOptions(), enabled });
