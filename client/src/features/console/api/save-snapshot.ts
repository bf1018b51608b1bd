import type { EndpointResponse } from '@cashloop/shared/common/endpoint';
import { mockSessionEndpoints } from '@cashloop/shared/contracts/mock-sessions';
import { mutationOptions, useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { callEndpoint } from '@/lib/api-client';
import { snapshotsKey } from './get-snapshots';

const endpoint = mockSessionEndpoints.saveSnapshot;

/** POST /__mock/snapshots: saves the world as it is now (replacing a snapshot of that name). */
export const saveSnapshot = (name: string): Promise<EndpointResponse<typeof endpoint>> => callEndpoint(endpoint, { body: { name } });

export const saveSnapshotMutationOptions = (client: QueryClient) =>
  mutationOptions({
    mutationKey: ['mock', 'saveSnapshot'],
    mutationFn: saveSnapshot,
    onSuccess: () => client.invalidateQueries({ queryKey: snapshotsKey }),
  });

export const useSaveSnapshot = () => useMutation(saveSnapshotMutationOptions(useQueryClient()));
