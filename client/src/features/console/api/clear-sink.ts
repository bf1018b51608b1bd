import type { EndpointResponse } from '@cashloop/shared/common/endpoint';
import { mockSinkEndpoints } from '@cashloop/shared/contracts/mock-webhook-sink';
import { mutationOptions, useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { callEndpoint } from '@/lib/api-client';
import { sinkKey } from './get-sink';

const endpoint = mockSinkEndpoints.sinkClear;

/** DELETE /__mock/webhook-sink/{name}: empties the receiver; its configuration is kept. */
export const clearSink = (name: string): Promise<EndpointResponse<typeof endpoint>> => callEndpoint(endpoint, { params: { name } });

export const clearSinkMutationOptions = (client: QueryClient) =>
  mutationOptions({
    mutationKey: ['mock', 'clearSink'],
    mutationFn: clearSink,
    onSuccess: (_result, name) => client.invalidateQueries({ queryKey: sinkKey(name) }),
  });

export const useClearSink = () => useMutation(clearSinkMutationOptions(useQueryClient()));
