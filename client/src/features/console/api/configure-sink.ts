import type { EndpointInput, EndpointResponse } from '@cashloop/shared/common/endpoint';
import { mockSinkEndpoints } from '@cashloop/shared/contracts/mock-webhook-sink';
import { mutationOptions, useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { callEndpoint } from '@/lib/api-client';
import { sinkKey } from './get-sink';

const endpoint = mockSinkEndpoints.sinkConfigure;
export type SinkConfigBody = EndpointInput<typeof endpoint>['body'];

/** POST /__mock/webhook-sink/{name}/config: makes the receiver answer another status, or slowly. */
export const configureSink = ({ name, ...body }: SinkConfigBody & { name: string }): Promise<EndpointResponse<typeof endpoint>> =>
  callEndpoint(endpoint, { params: { name }, body });

export const configureSinkMutationOptions = (client: QueryClient) =>
  mutationOptions({
    mutationKey: ['mock', 'configureSink'],
    mutationFn: configureSink,
    onSuccess: (_result, { name }) => client.invalidateQueries({ queryKey: sinkKey(name) }),
  });

export const useConfigureSink = () => useMutation(configureSinkMutationOptions(useQueryClient()));
