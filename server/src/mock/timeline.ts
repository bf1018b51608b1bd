import type { TimelineItem } from '@cashloop/shared/contracts/mock-timeline';
import type { AppDeps } from '../app-context';
import type { Sqlite } from '../plugins/data-store';
import { effectsSince, type EffectsMark, markEffects } from './effects';
import type { World } from './world';

/** Items kept per world: a long suite's worth of calls; older ones fall off. */
export const TIMELINE_CAPACITY = 2_000;
/** Events listed per item (a month's clock step records thousands); eventsTotal says how many there were. */
const EVENTS_PER_ITEM = 200;
/** Calls in flight at once in one world, far above what a suite runs; older ones are let go. */
const MAX_OPEN = 64;

interface Span {
  position: number;
  correlationId: string;
  kind: 'REQUEST' | 'CLOCK';
  parentId: string | null;
  at: number;
  request: { method: string; path: string; status: number | null } | null;
  /** The data the marks refer to: a reset or restore brings another. */
  sqlite: Sqlite;
  start: EffectsMark;
  /** Null while the call is still running. */
  end: EffectsMark | null;
  /** Clock steps that ran inside this call: their events are theirs, not the call's. */
  claimed: { from: number; to: number }[];
}

/**
 * The causal timeline of one world (issue 12): every journaled call and every clock step gets a
 * correlation id, and what each caused is the range of events and emails recorded while it ran. Calls
 * of one world run one at a time between awaits, so a range is one cause's work; a clock step inside a
 * call claims its own sub-range.
 */
export class Timeline {
  private readonly spans: Span[] = [];
  private position = 0;
  private readonly open: Span[] = [];

  begin(deps: AppDeps, request: { method: string; path: string }): string {
    const span = this.push(deps, 'REQUEST', null, { ...request, status: null });
    this.open.push(span);
    // A call that never answered (a dropped connection) must not stay the parent of later clock steps.
    if (this.open.length > MAX_OPEN) this.open.shift();
    return span.correlationId;
  }

  finish(deps: AppDeps, correlationId: string, status: number | null): void {
    const at = this.open.findIndex((s) => s.correlationId === correlationId);
    if (at < 0) return;
    const [span] = this.open.splice(at, 1);
    span!.request!.status = status;
    span!.end = span!.sqlite === deps.data.sqlite ? markEffects(deps.data.sqlite) : span!.start;
  }

  /** A clock step that recorded something, inside the most recent open call (its parent). */
  clockStep(deps: AppDeps, start: EffectsMark, end: EffectsMark, at: number): void {
    const parent = this.open[this.open.length - 1] ?? null;
    const span = this.push(deps, 'CLOCK', parent?.correlationId ?? null, null, start, at);
    span.end = end;
    parent?.claimed.push({ from: start.seq, to: end.seq });
  }

  /** Newest first, each with what it caused as the data stands now. */
  list(deps: AppDeps, since: number | undefined, limit: number): TimelineItem[] {
    const out: TimelineItem[] = [];
    for (let i = this.spans.length - 1; i >= 0 && out.length < limit; i--) {
      const span = this.spans[i]!;
      if (since !== undefined && span.position <= since) break;
      out.push(this.present(deps, span));
    }
    return out;
  }

  private push(deps: AppDeps, kind: Span['kind'], parentId: string | null, request: Span['request'], start?: EffectsMark, at?: number): Span {
    this.position += 1;
    const span: Span = {
      position: this.position,
      correlationId: `${kind === 'REQUEST' ? 'cor' : 'clk'}_${this.position}`,
      kind,
      parentId,
      at: at ?? deps.clock.now(),
      request,
      sqlite: deps.data.sqlite,
      start: start ?? markEffects(deps.data.sqlite),
      end: null,
      claimed: [],
    };
    this.spans.push(span);
    if (this.spans.length > TIMELINE_CAPACITY) this.spans.shift();
    return span;
  }

  private present(deps: AppDeps, span: Span): TimelineItem {
    const base = {
      position: span.position,
      correlationId: span.correlationId,
      kind: span.kind,
      parentId: span.parentId,
      at: span.at,
      request: span.request,
    };
    const sqlite = deps.data.sqlite;
    const gone = span.sqlite !== sqlite || !sqlite.open;
    if (gone) return { ...base, events: [], eventsTotal: 0, deliveries: [], emails: [], effectsGone: true };
    const end = span.end ?? markEffects(sqlite);
    return { ...base, ...effectsSince(deps, span.start, EVENTS_PER_ITEM, end, span.claimed), effectsGone: false };
  }
}

const timelines = new WeakMap<World, Timeline>();

export function timelineOf(world: World): Timeline {
  let found = timelines.get(world);
  if (!found) timelines.set(world, (found = new Timeline()));
  return found;
}
