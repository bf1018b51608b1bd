import Database from 'better-sqlite3';
import { describe, expect, it } from 'vitest';
import type { AppDeps } from '../world/app-deps';
import { correlationIdOf, TIMELINE_CAPACITY, Timeline } from './timeline';

/** Just what the timeline reads of a world: its connection (the two tables marks read) and its clock. */
function deps(): AppDeps {
  const sqlite = new Database(':memory:');
  sqlite.exec(`
    CREATE TABLE domain_events (seq integer PRIMARY KEY AUTOINCREMENT NOT NULL, id text NOT NULL, type text NOT NULL,
      entity_type text NOT NULL, entity_id text NOT NULL, publisher_id text NOT NULL, env text NOT NULL, payload text NOT NULL,
      created_on integer NOT NULL);
    CREATE TABLE email_outbox (id text PRIMARY KEY NOT NULL, "to" text NOT NULL, subject text, code text, delivery text,
      bounce_reason text, sent_on integer);`);
  let now = 1_000;
  return { data: { sqlite }, clock: { now: () => (now += 1) } } as unknown as AppDeps;
}

describe('timeline ring', () => {
  it('keeps the newest TIMELINE_CAPACITY calls as its spans are reused, each with its own id, path and status', () => {
    const d = deps();
    const timeline = new Timeline();
    const calls = TIMELINE_CAPACITY + 150;
    for (let i = 1; i <= calls; i += 1) {
      const span = timeline.begin(d, 'GET', `/api/x/${i}?page=${i}`, i);
      expect(correlationIdOf(span)).toBe(`cor_${i}`);
      timeline.finish(d, span, span.position, 200 + (i % 3));
    }
    const items = timeline.list(d, undefined, 100_000);
    expect(items).toHaveLength(TIMELINE_CAPACITY);
    items.forEach((item, k) => {
      const i = calls - k;
      expect(item).toMatchObject({ position: i, correlationId: `cor_${i}`, kind: 'REQUEST', parentId: null, at: i, effectsGone: false });
      expect(item.request).toEqual({ method: 'GET', path: `/api/x/${i}`, status: 200 + (i % 3), stubId: null });
    });
    expect(timeline.list(d, calls - 5, 100).map((i) => i.position)).toEqual([calls, calls - 1, calls - 2, calls - 3, calls - 4]);
  });

  it('lets go of a call still running when its span is reused: finishing it later changes nothing', () => {
    const d = deps();
    const timeline = new Timeline();
    const slow = timeline.begin(d, 'POST', '/api/slow', 1);
    const slowPosition = slow.position;
    for (let i = 0; i < TIMELINE_CAPACITY; i += 1) {
      const span = timeline.begin(d, 'GET', '/api/fast', 2);
      timeline.finish(d, span, span.position, 200);
    }
    // The slow call's span now holds the newest call; the slow call's own end must not land on it.
    expect(slow.position).toBe(TIMELINE_CAPACITY + 1);
    timeline.finish(d, slow, slowPosition, 500);
    const newest = timeline.list(d, undefined, 1)[0]!;
    expect(newest).toMatchObject({ position: TIMELINE_CAPACITY + 1, request: { method: 'GET', path: '/api/fast', status: 200 } });
  });

  it('makes a clock step the child of the newest call still running', () => {
    const d = deps();
    const timeline = new Timeline();
    const outer = timeline.begin(d, 'POST', '/__mock/clock', 1);
    const inner = timeline.begin(d, 'GET', '/api/y', 2);
    timeline.finish(d, inner, inner.position, 200);
    const mark = { seq: 0, emailRowid: 0 };
    timeline.clockStep(d, mark, { seq: 0, emailRowid: 0 }, 3);
    timeline.finish(d, outer, outer.position, 200);
    const [step] = timeline.list(d, undefined, 1);
    expect(step).toMatchObject({ kind: 'CLOCK', correlationId: 'clk_3', parentId: correlationIdOf(outer), request: null, at: 3 });
  });
});
