import type { ClockState } from './control-types.js';
import type { ClockStep } from './control-types-effects.js';
import type { ControlCall } from './mock-call.js';

export type { ClockState, ClockStep };
/** An instant as ms epoch, ISO text or a Date. */
export type Instant = number | string | Date;
/** A span of virtual time: milliseconds, or named units that add up. */
export type Duration = number | { weeks?: number; days?: number; hours?: number; minutes?: number; seconds?: number; ms?: number };

const toInstant = (at: Instant): number | string => (at instanceof Date ? at.getTime() : at);

export function durationMs(span: Duration): number {
  if (typeof span === 'number') return span;
  const { weeks = 0, days = 0, hours = 0, minutes = 0, seconds = 0, ms = 0 } = span;
  return ((((weeks * 7 + days) * 24 + hours) * 60 + minutes) * 60 + seconds) * 1000 + ms;
}

/** Told of every clock move the helpers make. */
export interface ClockWatcher {
  before?(): Promise<void>;
  after(step: ClockStep | undefined): Promise<void>;
}

/** The session's virtual clock (GET/POST /__mock/clock): approvals, lifecycles and expiries follow it. */
export function clockHelpers(call: ControlCall) {
  const watchers = new Set<ClockWatcher>();
  const post = async (data: Record<string, unknown>) => {
    const active = [...watchers];
    for (const w of active) await w.before?.();
    let step: ClockStep | undefined;
    try {
      step = await call<ClockStep>('POST', '/__mock/clock', { data });
      return step;
    } finally {
      for (const w of active) await w.after(step);
    }
  };
  return {
    /**
     * Runs `watcher.before` ahead of every move made through these helpers and `watcher.after` once it is made
     * (undefined when the move failed); the fixture renews a signed-in page's expired id token with it.
     * Answers the function that removes it.
     */
    onMove(watcher: ClockWatcher): () => void {
      watchers.add(watcher);
      return () => watchers.delete(watcher);
    },
    get: () => call<ClockState>('GET', '/__mock/clock'),
    /** Stops time, at `at` exactly when given, else where it is now. */
    async freeze(at?: Instant) {
      const frozen = await post({ frozen: true });
      // Set after freezing: the server applies `now` before `frozen`, so one call would freeze a few ms past `at`.
      return at === undefined ? frozen : post({ now: toInstant(at) });
    },
    /** Lets a frozen clock run again from where it stands. */
    resume: () => post({ frozen: false }),
    /** Moves now to `at`; a frozen clock stays frozen there, a running one runs on from it. */
    set: (at: Instant) => post({ now: toInstant(at) }),
    advance: (by: Duration) => post({ advanceMs: durationMs(by) }),
    /** Back to wall-clock time, running. */
    toWallTime: () => post({ reset: true }),
  };
}

export type ClockHelpers = ReturnType<typeof clockHelpers>;
