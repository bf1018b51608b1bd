import type { TimelineItem } from '@cashloop/shared/contracts/mock-timeline';

/** Items the live view keeps: the newest; older ones fall off the bottom. */
export const FEED_SIZE = 200;
/** A call still running this far below the newest item is let go (a dropped connection never answers). */
const PENDING_WINDOW = 50;

/** What the live view holds: the newest items first, and the position to poll `since`. */
export interface TimelineFeed {
  items: TimelineItem[];
  /** Undefined before the first answer: the first poll takes the latest items. */
  cursor: number | undefined;
}

export const emptyFeed: TimelineFeed = { items: [], cursor: undefined };

const isPending = (i: TimelineItem) => i.kind === 'REQUEST' && i.request?.status === null;

/**
 * Where the next poll starts: after the newest item, except that a call still running (a latency fault,
 * a slow upload) is asked for again until it has answered, so its status and effects end up complete.
 */
export function nextCursor(items: TimelineItem[], previous: number | undefined): number | undefined {
  const newest = items[0]?.position;
  if (newest === undefined) return previous;
  const pending = items.filter((i) => isPending(i) && newest - i.position < PENDING_WINDOW).map((i) => i.position);
  return pending.length > 0 ? Math.min(...pending) - 1 : Math.max(newest, previous ?? 0);
}

/** Adds a poll's answer: a newer copy of an item replaces the old one; newest first, at most FEED_SIZE. */
export function mergeTimeline(feed: TimelineFeed, fresh: TimelineItem[]): TimelineFeed {
  const byPosition = new Map(feed.items.map((i) => [i.position, i]));
  for (const item of fresh) byPosition.set(item.position, item);
  const items = [...byPosition.values()].sort((a, b) => b.position - a.position).slice(0, FEED_SIZE);
  return { items, cursor: nextCursor(items, feed.cursor) };
}

/** A row of the view: a cause with the clock steps it woke (they ran inside it) nested under it. */
export interface TimelineRow {
  item: TimelineItem;
  children: TimelineItem[];
}

/** Clock steps go under the call that woke them when that call is in view; anything else is a row of its own. */
export function nestTimeline(items: TimelineItem[]): TimelineRow[] {
  const present = new Set(items.map((i) => i.correlationId));
  const children = new Map<string, TimelineItem[]>();
  for (const item of items) {
    if (item.parentId === null || !present.has(item.parentId)) continue;
    const list = children.get(item.parentId) ?? [];
    // Items come newest first; a call's clock steps read best in the order they ran.
    list.unshift(item);
    children.set(item.parentId, list);
  }
  return items
    .filter((i) => i.parentId === null || !present.has(i.parentId))
    .map((item) => ({ item, children: children.get(item.correlationId) ?? [] }));
}

export const effectCounts = (item: TimelineItem) => ({
  events: item.eventsTotal,
  deliveries: item.deliveries.length,
  emails: item.emails.length,
});

/** Whether a row caused anything (itself or a clock step it woke): most reads cause nothing. */
export function rowHasEffects(row: TimelineRow): boolean {
  return [row.item, ...row.children].some((i) => i.eventsTotal > 0 || i.deliveries.length > 0 || i.emails.length > 0);
}
