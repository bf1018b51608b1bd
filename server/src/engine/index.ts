import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../world/app-deps';
import { isApiUrl } from '../lib/api-url';
import type { DataStore, Sqlite } from '../world/data-store';

/**
 * A job that brings stored state up to the virtual clock's now (approval decisions, card-linked set-up,
 * and later cashback lifecycles). Jobs run before API requests instead of on timers, so a frozen clock
 * freezes the world and advancing it moves everything at once, deterministically.
 */
export interface ClockJob {
  name: string;
  /**
   * Applies every transition due at or before `now`, in one transaction, and answers when the next
   * one falls due (null when nothing is scheduled).
   */
  run: (deps: AppDeps, now: number) => number | null;
  /**
   * True when no write can bring this job's next due time nearer (only the clock reaching it can): it
   * then keeps its due time across writes instead of running again after each one.
   */
  clockOnly?: boolean;
}

const jobs: ClockJob[] = [];
/** Per database: nothing is due before this time, so requests until then skip the jobs entirely. */
const nextDue = new WeakMap<DataStore, number>();
/** Per database handle (a reset or restore brings a new one): the due times of clockOnly jobs, which writes leave alone. */
const clockOnlyDue = new WeakMap<Sqlite, Map<string, number>>();

export function registerClockJob(job: ClockJob): void {
  if (!jobs.some((j) => j.name === job.name)) jobs.push(job);
}

/** Told around each catch-up that runs jobs, so the timeline can give a clock step its own id (mock/timeline.ts). */
export interface CatchUpObserver {
  before(deps: AppDeps): unknown;
  after(deps: AppDeps, before: unknown, now: number): void;
}
let observer: CatchUpObserver | null = null;
export const observeCatchUp = (o: CatchUpObserver | null): void => {
  observer = o;
};

/** Runs every clock job that may have work; exported for tests and the control plane. */
export function catchUp(deps: AppDeps): void {
  // While a large upload commits off the main thread the world takes no writes (mock/write-gate.ts): reads
  // answer it as it stands, and the jobs catch up on the new world, with the first request after.
  if (deps.data.gate !== null) return;
  const now = deps.clock.now();
  if (now < (nextDue.get(deps.data) ?? -Infinity)) return;
  const seen = observer?.before(deps);
  runJobs(deps, now);
  observer?.after(deps, seen, now);
}

function runJobs(deps: AppDeps, now: number): void {
  let kept = clockOnlyDue.get(deps.data.sqlite);
  if (!kept) clockOnlyDue.set(deps.data.sqlite, (kept = new Map()));
  let next = Infinity;
  for (const job of jobs) {
    const known = job.clockOnly ? kept.get(job.name) : undefined;
    const due = known !== undefined && now < known ? known : (job.run(deps, now) ?? Infinity);
    if (job.clockOnly) kept.set(job.name, due);
    next = Math.min(next, due);
  }
  nextDue.set(deps.data, next);
}

/** Forgets the next due time: a write may have scheduled something earlier (clockOnly jobs keep theirs). */
export function scheduleChanged(deps: AppDeps): void {
  nextDue.delete(deps.data);
}

export function registerEngine(app: FastifyInstance): void {
  app.addHook('onRequest', (request, _reply, done) => {
    if (isApiUrl(request.url)) catchUp(request.deps);
    done();
  });
  // Any write (API or control plane: reset, clock, decisions) may add or move a due time.
  app.addHook('onResponse', (request, _reply, done) => {
    if (request.method !== 'GET' && request.method !== 'HEAD' && request.deps) scheduleChanged(request.deps);
    done();
  });
}
