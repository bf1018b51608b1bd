import type { EndpointResponse } from '@cashloop/shared/common/endpoint';
import { mockSessionEndpoints } from '@cashloop/shared/contracts/mock-sessions';
import { mutationOptions, useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { callEndpoint } from '@/lib/api-client';

const endpoint = mockSessionEndpoints.restoreSnapshot;
export type RestoredSnapshot = EndpointResponse<typeof endpoint>;

/** POST /__mock/snapshots/{name}/restore: rows, outbox and clock back as they were saved. */
export const restoreSnapshot = (name: string): Promise<RestoredSnapshot> => callEndpoint(endpoint, { params: { name } });

// The whole world went back in time: nothing cached is current any more.
export const restoreSnapshotMutationOptions = (client: QueryClient) =>
  mutationOptions({ mutationKey: ['mock', 'restoreSnapshot'], mutationFn: restoreSnapshot, onSuccess: () => client.invalidateQueries() });

export const useRestoreSnapshot = () => useMutation(restoreSnapshotMutationOptions(useQueryClient()));
