import type { FastifyInstance } from 'fastify';
import { CORRELATION_HEADER } from '@cashloop/shared/contracts/mock-timeline';
import { observeCatchUp } from '../engine/index';
import { type EffectsMark, markEffects } from '../mock/effects';
import { timelineOf } from '../mock/timeline';
import { isJournaled } from './request-journal';

declare module 'fastify' {
  interface FastifyRequest {
    /** This call's id in its world's timeline; null for calls the timeline leaves out (reads of the control plane). */
    correlationId: string | null;
  }
}

/**
 * Gives every journaled call and every clock step a correlation id (answered in x-correlation-id) and
 * records the range of events and emails each one caused (mock/timeline.ts). Registered before the
 * engine's hook, so a clock step that a call wakes runs inside that call and becomes its child. Off
 * with the journal (JOURNAL_ENABLED=false), like every other per-call record.
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
  app.decorateRequest('correlationId', null);
  app.addHook('onRequest', (request, reply, done) => {
    if (isJournaled(request.method, request.url)) {
      request.correlationId = timelineOf(request.world).begin(request.deps, { method: request.method, path: request.url.split('?')[0]! });
      reply.header(CORRELATION_HEADER, request.correlationId);
    }
    done();
  });
  app.addHook('onResponse', (request, reply, done) => {
    if (request.correlationId) timelineOf(request.world).finish(request.deps, request.correlationId, reply.statusCode);
    done();
  });
}
