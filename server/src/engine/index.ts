import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../app-context';

/**
 * A job that brings stored state up to the virtual clock's now (approval decisions, and later
 * cashback lifecycles). Jobs run before each API request instead of on timers, so a frozen clock
 * freezes the world and advancing it moves everything at once, deterministically.
 */
export interface ClockJob {
  name: string;
  /** Applies every transition due at or before `now`, in one transaction; cheap when nothing is due. */
  run: (deps: AppDeps, now: number) => void;
}

const jobs: ClockJob[] = [];

export function registerClockJob(job: ClockJob): void {
  if (!jobs.some((j) => j.name === job.name)) jobs.push(job);
}

/** Runs every clock job; exported for tests and the control plane. */
export function catchUp(deps: AppDeps): void {
  const now = deps.clock.now();
  for (const job of jobs) job.run(deps, now);
}

export function registerEngine(app: FastifyInstance): void {
  app.addHook('onRequest', async (request) => {
    if (request.url.startsWith('/private/') || request.url.startsWith('/sandbox/')) catchUp(app.deps);
  });
}
