import type { EndpointResponse } from '@cashloop/shared/common/endpoint';
import { mockSimulateEndpoints } from '@cashloop/shared/contracts/mock-simulate';
import { mutationOptions, useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { callEndpoint } from '@/lib/api-client';
import { consoleKey } from './console-keys';

export type UploadResolution = EndpointResponse<typeof mockSimulateEndpoints.completeUpload>;

/** POST /__mock/simulate/uploads/{id}/complete or /fail: lets a stalled upload finish, or fails it (nothing stored). */
export const resolveStalledUpload = ({ id, action }: { id: string; action: 'complete' | 'fail' }): Promise<UploadResolution> =>
  action === 'complete'
    ? callEndpoint(mockSimulateEndpoints.completeUpload, { params: { id } })
    : callEndpoint(mockSimulateEndpoints.failUpload, { params: { id }, body: {} });

// What it caused shows everywhere in the console (timeline, journal, rules' hits).
export const resolveStalledUploadMutationOptions = (client: QueryClient) =>
  mutationOptions({
    mutationKey: ['mock', 'resolveStalledUpload'],
    mutationFn: resolveStalledUpload,
    onSuccess: () => client.invalidateQueries({ queryKey: consoleKey }),
  });

export const useResolveStalledUpload = () => useMutation(resolveStalledUploadMutationOptions(useQueryClient()));
