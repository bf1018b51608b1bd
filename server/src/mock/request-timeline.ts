import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { CORRELATION_HEADER } from '@cashloop/shared/contracts/mock-timeline';
import { observeCatchUp } from '../engine/index';
import { type EffectsMark, markEffects } from './effects';
import { correlationIdOf, type Span, timelineOf } from './timeline';

declare module 'fastify' {
  interface FastifyRequest {
    /** This call's span in its world's timeline; null for calls the timeline leaves out (reads of the control plane). */
    timelineSpan: Span | null;
    /** The span's position when the call began: a span is reused once TIMELINE_CAPACITY newer items have come. */
    timelinePosition: number;
  }
}

/**
 * Gives every journaled call and every clock step a correlation id (answered in x-correlation-id) and
 * records the range of events and emails each one caused (mock/timeline.ts). Off with the journal
 * (JOURNAL_ENABLED=false), like every other per-call record. The journal's hooks open and close each
 * call's span (`beginSpan`, `finishSpan`): one hook per phase for both records, not two (decision 0017).
 * They run before the engine's hook, so a clock step that a call wakes runs inside that call and becomes
 * its child.
 */
export function registerRequestTimeline(app: FastifyInstance): void {
  if (!app.deps.config.journalEnabled) return;
  observeCatchUp({
    before: (deps) => markEffects(deps.data.sqlite),
    after: (deps, before, now) => {
      const start = before as EffectsMark;
      const end = markEffects(deps.data.sqlite);
      if (end.seq > start.seq || end.emailRowid > start.emailRowid) timelineOf(deps.world).clockStep(deps, start, end, now);
    },
  });
  app.decorateRequest('timelineSpan', null);
  app.decorateRequest('timelinePosition', 0);
}

/** Opens a journaled call's span (its world resolved) and answers its correlation id. */
export function beginSpan(request: FastifyRequest, reply: FastifyReply, at: number): void {
  const span = timelineOf(request.world).begin(request.deps, request.method, request.url, at);
  request.timelineSpan = span;
  request.timelinePosition = span.position;
  reply.header(CORRELATION_HEADER, correlationIdOf(span));
}

/** Closes the call's span, if it has one, with what it answered. */
export function finishSpan(request: FastifyRequest, status: number): void {
  const span = request.timelineSpan;
  if (span !== null) timelineOf(request.world).finish(request.deps, span, request.timelinePosition, status);
}
