import type { TimelineItem } from '@cashloop/shared/contracts/mock-timeline';
import type { AppDeps } from '../world/app-deps';
import type { Sqlite } from '../world/data-store';
import { effectsSince, type EffectsMark, markEffects } from './effects';
import { callCorrelationId, pathOf } from '../world/journal';
import type { World } from '../world/world';

/** Items kept per world: a long suite's worth of calls; older ones fall off. */
export const TIMELINE_CAPACITY = 2_000;
/** Events listed per item (a month's clock step records thousands); eventsTotal says how many there were. */
const EVENTS_PER_ITEM = 200;
/** Calls in flight at once in one world, far above what a suite runs; older ones are let go. */
const MAX_OPEN = 64;

/**
 * One call or clock step. The ring's spans are reused as the oldest fall off (no object per call that
 * outlives it: decision 0017), so whoever holds a span checks its `position` is still the one it began.
 */
export class Span {
  /** 0 while the slot is unused. */
  position = 0;
  kind: 'REQUEST' | 'CLOCK' = 'REQUEST';
  /** The position of the call a clock step ran inside (always a REQUEST), 0 for none. */
  parent = 0;
  at = 0;
  method = '';
  /** The request's URL as it came; the path is cut from it when the timeline is read. */
  url = '';
  /** Null while the call is still running. */
  status: number | null = null;
  /** The stub that answered the call in place of the engine (mock/stub-answers.ts), null for none. */
  stubId: string | null = null;
  open = false;
  /** The data the marks refer to: a reset or restore brings another. */
  sqlite: Sqlite | null = null;
  start: EffectsMark = { seq: 0, emailRowid: 0 };
  /** Null while the call is still running. */
  end: EffectsMark | null = null;
  /** Clock steps that ran inside this call: their events are theirs, not the call's. Null for none. */
  claimed: { from: number; to: number }[] | null = null;
}

// A call's id is made where the journal makes it too, so the two always join.
/** A span as a session bundle carries it (Timeline.save). */
export interface SavedSpan {
  position: number;
  kind: Span['kind'];
  parent: number;
  at: number;
  method: string;
  url: string;
  status: number | null;
  start: EffectsMark;
  end: EffectsMark;
  claimed: { from: number; to: number }[] | null;
  /** Its data was replaced (a reset or restore) before the bundle was made: it lists no effects. */
  gone: boolean;
}

const idOf = (kind: Span['kind'], position: number) => (kind === 'REQUEST' ? callCorrelationId(position) : `clk_${position}`);

/**
 * The causal timeline of one world (issue 12): every journaled call and every clock step gets a
 * correlation id, and what each caused is the range of events and emails recorded while it ran. Calls
 * of one world run one at a time between awaits, so a range is one cause's work; a clock step inside a
 * call claims its own sub-range.
 */
export class Timeline {
  private readonly ring: Span[] = [];
  private position = 0;
  /** Calls begun and not finished, oldest first: the newest is the parent of a clock step. */
  private readonly open: Span[] = [];

  /** The call's span (`at`: the world's now as it arrived); its id is `correlationIdOf(span)`, answered in a header. */
  begin(deps: AppDeps, method: string, url: string, at: number): Span {
    const span = this.push(deps, 'REQUEST', 0, markEffects(deps.data.sqlite), at);
    span.method = method;
    span.url = url;
    span.open = true;
    this.open.push(span);
    // A call that never answered (a dropped connection) must not stay the parent of later clock steps.
    if (this.open.length > MAX_OPEN) this.open.shift()!.open = false;
    return span;
  }

  /** `position`: the span's when the call began (the span may since have been reused for another). */
  finish(deps: AppDeps, span: Span, position: number, status: number | null): void {
    if (span.position !== position || !span.open) return;
    this.close(span);
    span.status = status;
    span.end = span.sqlite === deps.data.sqlite ? markEffects(deps.data.sqlite) : span.start;
  }

  /** A clock step that recorded something, inside the most recent open call (its parent). */
  clockStep(deps: AppDeps, start: EffectsMark, end: EffectsMark, at: number): void {
    const parent = this.open.length > 0 ? this.open[this.open.length - 1]! : null;
    const span = this.push(deps, 'CLOCK', parent?.position ?? 0, start, at);
    span.end = end;
    if (parent) (parent.claimed ??= []).push({ from: start.seq, to: end.seq });
  }

  /** Newest first, each with what it caused as the data stands now. */
  list(deps: AppDeps, since: number | undefined, limit: number): TimelineItem[] {
    const out: TimelineItem[] = [];
    for (let p = this.position; p > 0 && out.length < limit; p--) {
      const span = this.ring[p % TIMELINE_CAPACITY];
      if (span === undefined || span.position !== p) break;
      if (since !== undefined && p <= since) break;
      out.push(this.present(deps, span));
    }
    return out;
  }

  /**
   * The spans as a session bundle carries them, oldest first: each with the marks of what it caused in this
   * world's data (a call still running is cut at now), and whether its data is gone (a reset or restore since).
   */
  save(deps: AppDeps): SavedSpan[] {
    const out: SavedSpan[] = [];
    const sqlite = deps.data.sqlite;
    for (let p = Math.max(1, this.position - TIMELINE_CAPACITY + 1); p <= this.position; p++) {
      const span = this.ring[p % TIMELINE_CAPACITY];
      if (span === undefined || span.position !== p) continue;
      const gone = span.sqlite !== sqlite || !sqlite.open;
      const { position, kind, parent, at, method, status, start } = span;
      const end = span.end ?? (gone ? start : markEffects(sqlite));
      // The path only, as the listing shows it: a query may carry what the journal would mask.
      out.push({ position, kind, parent, at, method, url: pathOf(span.url), status, start, end, claimed: span.claimed, gone });
    }
    return out;
  }

  /** Puts saved spans back (into a new world whose data is the one they were saved with); positions go on after them. */
  restore(deps: AppDeps, saved: readonly SavedSpan[]): void {
    for (const s of saved.slice(-TIMELINE_CAPACITY)) {
      this.position = s.position - 1;
      const span = this.push(deps, s.kind, s.parent, s.start, s.at);
      span.method = s.method;
      span.url = s.url;
      span.status = s.status;
      span.end = s.end;
      span.claimed = s.claimed && s.claimed.map((c) => ({ ...c }));
      if (s.gone) span.sqlite = null;
    }
    this.position = saved.reduce((max, s) => Math.max(max, s.position), this.position);
  }

  private push(deps: AppDeps, kind: Span['kind'], parent: number, start: EffectsMark, at: number): Span {
    this.position += 1;
    const slot = this.position % TIMELINE_CAPACITY;
    let span = this.ring[slot];
    if (span === undefined) this.ring[slot] = span = new Span();
    else if (span.open) this.close(span); // still running after TIMELINE_CAPACITY newer items: let go, as if dropped
    span.position = this.position;
    span.kind = kind;
    span.parent = parent;
    span.at = at;
    span.method = '';
    span.url = '';
    span.status = null;
    span.stubId = null;
    span.sqlite = deps.data.sqlite;
    span.start = start;
    span.end = null;
    span.claimed = null;
    return span;
  }

  private close(span: Span): void {
    span.open = false;
    const at = this.open.lastIndexOf(span);
    if (at >= 0) this.open.splice(at, 1);
  }

  private present(deps: AppDeps, span: Span): TimelineItem {
    const base = {
      position: span.position,
      correlationId: idOf(span.kind, span.position),
      kind: span.kind,
      parentId: span.parent === 0 ? null : idOf('REQUEST', span.parent),
      at: span.at,
      request: span.kind === 'REQUEST' ? { method: span.method, path: pathOf(span.url), status: span.status, stubId: span.stubId } : null,
    };
    const sqlite = deps.data.sqlite;
    const gone = span.sqlite !== sqlite || !sqlite.open;
    if (gone) return { ...base, events: [], eventsTotal: 0, deliveries: [], emails: [], effectsGone: true };
    const end = span.end ?? markEffects(sqlite);
    return { ...base, ...effectsSince(deps, span.start, EVENTS_PER_ITEM, end, span.claimed ?? []), effectsGone: false };
  }
}

/** A call's correlation id, as answered in x-correlation-id and listed by the timeline. */
export const correlationIdOf = (span: Span): string => idOf(span.kind, span.position);

const timelines = new WeakMap<World, Timeline>();

export function timelineOf(world: World): Timeline {
  let found = timelines.get(world);
  if (!found) timelines.set(world, (found = new Timeline()));
  return found;
}
