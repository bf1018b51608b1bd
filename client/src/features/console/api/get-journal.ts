import type { EndpointInput, EndpointResponse } from '@cashloop/shared/common/endpoint';
import { mockJournalEndpoints } from '@cashloop/shared/contracts/mock-journal';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { callEndpoint } from '@/lib/api-client';
import { consoleKey } from './console-keys';

const endpoint = mockJournalEndpoints.journal;
export type JournalEntry = EndpointResponse<typeof endpoint>[number];
export type JournalFilters = NonNullable<EndpointInput<typeof endpoint>['query']>;

export const journalKey = [...consoleKey, 'journal'] as const;

/** GET /__mock/journal: recorded API calls of this world, newest first. */
export const getJournal = (query: JournalFilters, signal?: AbortSignal): Promise<JournalEntry[]> =>
  callEndpoint(endpoint, { query }, { signal });

export const journalQueryOptions = (query: JournalFilters, live: boolean) =>
  queryOptions({
    queryKey: [...journalKey, query],
    queryFn: ({ signal }) => getJournal(query, signal),
    refetchInterval: live ? 2_000 : false,
    staleTime: 0,
  });

/** Keeps the rows on screen while a changed filter loads. */
export const useJournal = (query: JournalFilters, live: boolean) =>
  useQuery({ ...journalQueryOptions(query, live), placeholderData: keepPreviousData });
