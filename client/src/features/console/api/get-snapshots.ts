import type { EndpointResponse } from '@cashloop/shared/common/endpoint';
import { mockSessionEndpoints } from '@cashloop/shared/contracts/mock-sessions';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callEndpoint } from '@/lib/api-client';
import { consoleKey } from './console-keys';

export type Snapshot = EndpointResponse<typeof mockSessionEndpoints.listSnapshots>[number];

export const snapshotsKey = [...consoleKey, 'snapshots'] as const;

/** GET /__mock/snapshots: snapshots of this world, newest first. */
export const getSnapshots = (signal?: AbortSignal): Promise<Snapshot[]> =>
  callEndpoint(mockSessionEndpoints.listSnapshots, {}, { signal });

export const snapshotsQueryOptions = () => queryOptions({ queryKey: snapshotsKey, queryFn: ({ signal }) => getSnapshots(signal) });

export const useSnapshots = () => useQuery(snapshotsQueryOptions());
