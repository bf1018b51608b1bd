import type { TimelineItem } from '@cashloop/shared/contracts/mock-timeline';
import { describe, expect, it } from 'vitest';
import { emptyFeed, FEED_SIZE, mergeTimeline, nestTimeline, nextCursor, rowHasEffects } from './timeline-feed';

const request = (position: number, status: number | null = 200, extra: Partial<TimelineItem> = {}): TimelineItem => ({
  position, correlationId: `cor_${position}`, kind: 'REQUEST', parentId: null, at: 1_000 * position,
  request: { method: 'GET', path: '/private/api/client/offers', status, stubId: null },
  events: [], eventsTotal: 0, deliveries: [], emails: [], effectsGone: false, ...extra,
});
const step = (position: number, parentId: string | null): TimelineItem => ({
  ...request(position), correlationId: `clk_${position}`, kind: 'CLOCK', parentId, request: null, eventsTotal: 3,
});

describe('timeline feed', () => {
  it('polls after the newest item, newest first, and keeps at most FEED_SIZE', () => {
    const first = mergeTimeline(emptyFeed, [request(2), request(1)]);
    expect(first.cursor).toBe(2);
    const many = Array.from({ length: FEED_SIZE + 5 }, (_, i) => request(FEED_SIZE + 7 - i));
    const next = mergeTimeline(first, many);
    expect(next.items).toHaveLength(FEED_SIZE);
    expect(next.items[0]!.position).toBe(FEED_SIZE + 7);
    expect(next.cursor).toBe(FEED_SIZE + 7);
  });

  it('asks again for a call still running, and the answered copy replaces it', () => {
    const feed = mergeTimeline(emptyFeed, [request(5), request(4, null), request(3)]);
    expect(feed.cursor).toBe(3);
    const done = mergeTimeline(feed, [request(6), request(5), request(4, 201)]);
    expect(done.items.map((i) => [i.position, i.request?.status])).toEqual([[6, 200], [5, 200], [4, 201], [3, 200]]);
    expect(done.cursor).toBe(6);
  });

  it('lets go of a call that never answered once it is far below the newest', () => {
    expect(nextCursor([request(100), request(10, null)], 90)).toBe(100);
  });

  it("nests clock steps under the call that woke them, in the order they ran; an orphan step is a row", () => {
    const rows = nestTimeline([step(5, 'cor_3'), step(4, 'cor_3'), request(3), step(2, 'cor_gone'), request(1)]);
    expect(rows.map((r) => [r.item.correlationId, r.children.map((c) => c.correlationId)])).toEqual([
      ['cor_3', ['clk_4', 'clk_5']],
      ['clk_2', []],
      ['cor_1', []],
    ]);
    expect(rows.map(rowHasEffects)).toEqual([true, true, false]);
  });
});
