import type { EndpointResponse } from '@cashloop/shared/common/endpoint';
import { mockSinkEndpoints } from '@cashloop/shared/contracts/mock-webhook-sink';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callEndpoint } from '@/lib/api-client';
import { consoleKey } from './console-keys';

export type SinkState = EndpointResponse<typeof mockSinkEndpoints.sinkList>;
export type SinkDelivery = SinkState['deliveries'][number];

export const sinkKey = (name: string) => [...consoleKey, 'sink', name] as const;

/** GET /__mock/webhook-sink/{name}: what arrived, newest first, with the receiver's configuration. */
export const getSink = (name: string, signal?: AbortSignal): Promise<SinkState> =>
  callEndpoint(mockSinkEndpoints.sinkList, { params: { name } }, { signal });

export const sinkQueryOptions = (name: string) =>
  queryOptions({ queryKey: sinkKey(name), queryFn: ({ signal }) => getSink(name, signal), refetchInterval: 3_000 });

/** Nothing is fetched until a receiver name is entered. */
export const useSink = (name: string) => useQuery({ ...sinkQueryOptions(name), enabled: name !== '' });
