import type { EndpointResponse } from '@cashloop/shared/common/endpoint';
import { mockTimelineEndpoints } from '@cashloop/shared/contracts/mock-timeline';
import { type QueryClient, queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import { callEndpoint } from '@/lib/api-client';
import { emptyFeed, FEED_SIZE, mergeTimeline, type TimelineFeed } from '../utils/timeline-feed';
import { consoleKey } from './console-keys';

const endpoint = mockTimelineEndpoints.timeline;
export type TimelineItem = EndpointResponse<typeof endpoint>[number];

export const timelineKey = [...consoleKey, 'timeline'] as const;

/** How often the live view asks for what happened since its last answer. */
export const TIMELINE_POLL_MS = 1_500;

/** GET /__mock/timeline: this world's calls and clock steps after `since`, newest first, with what each caused. */
export const getTimeline = (query: { since?: number; limit?: number }, signal?: AbortSignal): Promise<TimelineItem[]> =>
  callEndpoint(endpoint, { query }, { signal });

/**
 * Whether the server's timeline started again below the cursor (a restarted dev server counts from 1):
 * polling `since` the old cursor would then show nothing until it caught up.
 */
async function restarted(cursor: number, signal: AbortSignal): Promise<boolean> {
  const [newest] = await getTimeline({ limit: 1 }, signal);
  return newest !== undefined && newest.position < cursor;
}

/**
 * The live view: each poll asks only for items after the feed's cursor and merges them into what the
 * cache already holds, so leaving the tab and coming back keeps the history seen so far.
 */
export const timelineFeedQueryOptions = (client: QueryClient, live: boolean) =>
  queryOptions({
    queryKey: timelineKey,
    queryFn: async ({ signal }): Promise<TimelineFeed> => {
      const since = client.getQueryData<TimelineFeed>(timelineKey)?.cursor;
      const fresh = await getTimeline({ since, limit: FEED_SIZE }, signal);
      if (fresh.length === 0 && since !== undefined && (await restarted(since, signal))) {
        return mergeTimeline(emptyFeed, await getTimeline({ limit: FEED_SIZE }, signal));
      }
      // Read again: "Clear view" may have emptied the feed while the call was out.
      return mergeTimeline(client.getQueryData<TimelineFeed>(timelineKey) ?? emptyFeed, fresh);
    },
    refetchInterval: live ? TIMELINE_POLL_MS : false,
    staleTime: 0,
  });

export function useTimelineFeed(live: boolean) {
  const client = useQueryClient();
  return useQuery(timelineFeedQueryOptions(client, live));
}

/** Empties the view without going back in time: the next poll still starts after the last item seen. */
export function clearTimelineView(client: QueryClient): void {
  const feed = client.getQueryData<TimelineFeed>(timelineKey);
  client.setQueryData<TimelineFeed>(timelineKey, { items: [], cursor: feed?.cursor });
}
