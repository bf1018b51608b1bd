import type { EndpointResponse } from '@cashloop/shared/common/endpoint';
import { mockEndpoints } from '@cashloop/shared/contracts/mock';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { callEndpoint } from '@/lib/api-client';
import { consoleKey } from './console-keys';

export type OutboxEmail = EndpointResponse<typeof mockEndpoints.outbox>[number];

export const outboxKey = [...consoleKey, 'outbox'] as const;

/** GET /__mock/outbox: every email this world sent, newest first (optionally to one address). */
export const getOutbox = (to: string | undefined, signal?: AbortSignal): Promise<OutboxEmail[]> =>
  callEndpoint(mockEndpoints.outbox, { query: { to } }, { signal });

export const outboxQueryOptions = (to?: string) =>
  queryOptions({ queryKey: [...outboxKey, to ?? ''], queryFn: ({ signal }) => getOutbox(to, signal), refetchInterval: 5_000 });

export const useOutbox = (to?: string) => useQuery({ ...outboxQueryOptions(to), placeholderData: keepPreviousData });
