import type { EndpointResponse } from '@cashloop/shared/common/endpoint';
import { mockEndpoints } from '@cashloop/shared/contracts/mock';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callEndpoint } from '@/lib/api-client';
import { consoleKey } from './console-keys';

export type PendingApproval = EndpointResponse<typeof mockEndpoints.pendingApprovals>[number];

export const pendingApprovalsKey = [...consoleKey, 'approvals'] as const;

/** GET /__mock/approvals: applications waiting for their supplier, soonest decision first. */
export const getPendingApprovals = (signal?: AbortSignal): Promise<PendingApproval[]> =>
  callEndpoint(mockEndpoints.pendingApprovals, {}, { signal });

export const pendingApprovalsQueryOptions = () =>
  queryOptions({ queryKey: pendingApprovalsKey, queryFn: ({ signal }) => getPendingApprovals(signal), refetchInterval: 5_000 });

export const usePendingApprovals = () => useQuery(pendingApprovalsQueryOptions());
