import type { EndpointResponse } from '@cashloop/shared/common/endpoint';
import { mockSessionEndpoints } from '@cashloop/shared/contracts/mock-sessions';
import { mutationOptions, useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { callEndpoint } from '@/lib/api-client';
import { snapshotsKey } from './get-snapshots';

const endpoint = mockSessionEndpoints.deleteSnapshot;

/** DELETE /__mock/snapshots/{name}. */
export const deleteSnapshot = (name: string): Promise<EndpointResponse<typeof endpoint>> => callEndpoint(endpoint, { params: { name } });

export const deleteSnapshotMutationOptions = (client: QueryClient) =>
  mutationOptions({
    mutationKey: ['mock', 'deleteSnapshot'],
    mutationFn: deleteSnapshot,
    onSuccess: () => client.invalidateQueries({ queryKey: snapshotsKey }),
  });

export const useDeleteSnapshot = () => useMutation(deleteSnapshotMutationOptions(useQueryClient()));
