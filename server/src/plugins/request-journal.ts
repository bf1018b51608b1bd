import type { FastifyInstance, FastifyRequest } from 'fastify';
import { isApiUrl } from '../lib/api-url';
import { BODY_LIMIT } from '../mock/journal';
import { ANSWER_CACHE_HEADER } from './answer-cache';
import { beginSpan, finishSpan } from './request-timeline';

declare module 'fastify' {
  interface FastifyRequest {
    /** The world's virtual now when the call arrived. */
    journalAt: number;
    /** The answer as sent (a string whole; a Buffer's first BODY_LIMIT bytes as text, journalTruncated if cut). */
    journalResponse: string | null;
    journalTruncated: boolean;
    /** The answer is the answer cache's own string (x-answer-cache: hit), which the journal may refer to. */
    journalShared: boolean;
    /** The fault rule that hit this call. */
    faultId: string | null;
  }
}

/** API calls, and control-plane changes other than the journal's and the sink's own. */
export function isJournaled(method: string, url: string): boolean {
  if (isApiUrl(url)) return true;
  if (!url.startsWith('/__mock/') || method === 'GET' || method === 'HEAD' || method === 'OPTIONS') return false;
  return !url.startsWith('/__mock/journal') && !url.startsWith('/__mock/webhook-sink/');
}

/**
 * Records every journaled call of a world with what it was sent and what it answered (mock/journal.ts),
 * and opens and closes its span in the request timeline (plugins/request-timeline.ts, which registers the
 * rest of it): one hook per phase serves both records, each hook being a fixed cost of every call
 * (decision 0017). A call is journaled exactly when it has a span.
 */
export function registerRequestJournal(app: FastifyInstance): void {
  if (!app.deps.config.journalEnabled) return;
  app.decorateRequest('journalAt', 0);
  app.decorateRequest('journalResponse', null);
  app.decorateRequest('journalTruncated', false);
  app.decorateRequest('journalShared', false);
  app.decorateRequest('faultId', null);
  app.addHook('onRequest', (request, reply, done) => {
    request.journalAt = request.deps.clock.now();
    if (isJournaled(request.method, request.url)) beginSpan(request, reply, request.journalAt);
    done();
  });
  app.addHook('onSend', (request, reply, payload, done) => {
    // The whole answer, by reference: the journal copies what it keeps, so the string dies with the request
    // (a slice() here would share it and keep all of it alive for 5,000 calls).
    if (typeof payload === 'string') {
      request.journalTruncated = false;
      request.journalResponse = payload;
      request.journalShared = reply.getHeader(ANSWER_CACHE_HEADER) === 'hit';
    } else if (Buffer.isBuffer(payload)) {
      request.journalTruncated = payload.length > BODY_LIMIT;
      request.journalResponse = payload.subarray(0, BODY_LIMIT).toString('utf8');
    }
    done(null, payload);
  });
  app.addHook('onResponse', (request, reply, done) => {
    if (request.timelineSpan !== null) {
      recordCall(request, reply.statusCode, reply.elapsedTime);
      finishSpan(request, reply.statusCode);
    }
    done();
  });
}

/** Also used for calls that never answer (injected resets and time-outs), with status 0. */
export function recordCall(request: FastifyRequest, status: number, durationMs: number): void {
  const world = request.world;
  if (!world) return;
  world.journal.record({
    at: request.journalAt,
    method: request.method,
    url: request.url,
    endpointId: request.routeOptions.config?.endpointId ?? null,
    status,
    durationMs: Math.round(durationMs * 100) / 100,
    query: request.query,
    requestBody: request.body,
    responseText: request.journalResponse,
    responseTruncated: request.journalTruncated,
    responseShared: request.journalShared,
    faultId: request.faultId,
  });
}
