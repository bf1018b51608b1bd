import { mockEndpoints } from '@cashloop/shared/contracts/mock';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callEndpoint } from '@/lib/api-client';

/**
 * "Now" of the world the dashboard talks to: the server's virtual clock (the mock control plane's, in this
 * world or session) when it is served, else the browser's date. Shared by the spend explorer's default
 * window and the footer's year.
 */
export async function getVirtualNow(signal?: AbortSignal): Promise<number> {
  try {
    return (await callEndpoint(mockEndpoints.clock, {}, { signal })).now;
  } catch {
    return Date.now();
  }
}

export const virtualNowQueryOptions = () =>
  queryOptions({ queryKey: ['virtual-now'], queryFn: ({ signal }) => getVirtualNow(signal), staleTime: 60_000, meta: { handlesOwnError: true } });

export const useVirtualNow = (enabled = true) => useQuery({ ...virtualNowQueryOptions(), enabled });
