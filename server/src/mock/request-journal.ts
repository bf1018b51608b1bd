import type { FastifyInstance, FastifyRequest } from 'fastify';
import { isApiUrl } from '../lib/api-url';
import { BODY_LIMIT, type JournalEntry } from '../world/journal';
import { beginSpan, finishSpan } from './request-timeline';

declare module 'fastify' {
  interface FastifyRequest {
    /** The world's virtual now when the call arrived. */
    journalAt: number;
    /** The call's journal entry, recorded as its answer was sent (null until then), and the seq it was recorded as. */
    journalEntry: JournalEntry | null;
    journalSeq: number;
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
  app.decorateRequest('journalEntry', null);
  app.decorateRequest('journalSeq', 0);
  app.decorateRequest('faultId', null);
  app.addHook('onRequest', (request, reply, done) => {
    request.journalAt = request.deps.clock.now();
    if (isJournaled(request.method, request.url)) beginSpan(request, reply, request.journalAt);
    done();
  });
  app.addHook('onSend', (request, reply, payload, done) => {
    // Recorded now, the answer's first BODY_LIMIT characters copied into the journal's bytes, so the answer string
    // dies with the write. Held by the request until the response finished, it lived through young collections
    // (likely while a slow client left the write waiting in the socket): ~0.9 KB promoted per answer and a full GC
    // of 15-38 ms every ~20 s on the `large` world's lists at 50 connections (decision 0022).
    if (request.timelineSpan !== null) {
      const text = typeof payload === 'string' ? payload : Buffer.isBuffer(payload) ? payload.subarray(0, BODY_LIMIT).toString('utf8') : null;
      const entry = record(request, reply.statusCode, reply.elapsedTime, text, Buffer.isBuffer(payload) && payload.length > BODY_LIMIT);
      if (entry !== null) {
        request.journalEntry = entry;
        request.journalSeq = entry.seq;
      }
    }
    done(null, payload);
  });
  app.addHook('onResponse', (request, reply, done) => {
    if (request.timelineSpan !== null) {
      // The status and duration as the answer went out; a call that sent nothing is recorded now.
      if (request.journalEntry !== null) request.world?.journal.settle(request.journalEntry, request.journalSeq, reply.statusCode, roundMs(reply.elapsedTime));
      else recordCall(request, reply.statusCode, reply.elapsedTime);
      finishSpan(request, reply.statusCode);
    }
    done();
  });
}

const roundMs = (ms: number) => Math.round(ms * 100) / 100;

/** Also used for calls that never answer (injected resets and time-outs), with status 0. */
export function recordCall(request: FastifyRequest, status: number, durationMs: number): void {
  record(request, status, durationMs, null, false);
}

/** `responseText` may be the whole answer (the journal keeps its first BODY_LIMIT characters). */
function record(request: FastifyRequest, status: number, durationMs: number, responseText: string | null, truncated: boolean): JournalEntry | null {
  const world = request.world;
  if (!world) return null;
  return world.journal.record({
    at: request.journalAt,
    method: request.method,
    url: request.url,
    endpointId: request.routeOptions.config?.endpointId ?? null,
    status,
    durationMs: roundMs(durationMs),
    query: request.query,
    requestBody: request.body,
    responseText,
    responseTruncated: truncated,
    faultId: request.faultId,
    stubId: request.stubId,
    // The span's position makes the correlation id the call answered (x-correlation-id), so the journal joins the timeline.
    correlation: request.timelineSpan === null ? 0 : request.timelinePosition,
  });
}
