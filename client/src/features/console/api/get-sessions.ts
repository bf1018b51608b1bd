import type { EndpointResponse } from '@cashloop/shared/common/endpoint';
import { mockSessionEndpoints } from '@cashloop/shared/contracts/mock-sessions';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callEndpoint } from '@/lib/api-client';
import { consoleKey } from './console-keys';

export type SessionList = EndpointResponse<typeof mockSessionEndpoints.listSessions>;
export type SessionSummary = SessionList['sessions'][number];

export const sessionsKey = [...consoleKey, 'sessions'] as const;

/** GET /__mock/sessions: live sessions, most recently used first. */
export const getSessions = (signal?: AbortSignal): Promise<SessionList> =>
  callEndpoint(mockSessionEndpoints.listSessions, {}, { signal });

export const sessionsQueryOptions = () =>
  queryOptions({ queryKey: sessionsKey, queryFn: ({ signal }) => getSessions(signal), refetchInterval: 5_000 });

export const useSessions = () => useQuery(sessionsQueryOptions());
