import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { type EndpointDef, registry } from '@cashloop/shared';
import { isApiUrl } from '../lib/api-url';
import type { StubRecord } from '../world/stubs';

declare module 'fastify' {
  interface FastifyRequest {
    /** The stub that answered this call in place of the engine. */
    stubId: string | null;
  }
}

const downloads = new Map<string, EndpointDef>(registry.filter((def) => def.download).map((def) => [def.id, def]));

const queryOf = (url: string) => () => {
  const q = url.indexOf('?');
  return new URLSearchParams(q < 0 ? '' : url.slice(q + 1));
};

/**
 * Answers API calls with the world's stubs (decision 0047): in place of the handler, so after fault rules,
 * authentication, the partition checks and the contract's validation of the request, and before anything of
 * the engine's service runs (nothing is written). A call no stub matches goes on to the engine.
 */
export function registerStubAnswers(app: FastifyInstance): void {
  app.decorateRequest('stubId', null);
  // Not async, as the other per-call hooks (decision 0014): a world without stubs costs one check.
  app.addHook('preHandler', (request, reply, done) => {
    if (request.world.stubs.empty || !isApiUrl(request.url)) return done();
    const stub = request.world.stubs.answerFor({
      method: request.method,
      path: request.url.split('?')[0]!,
      routePattern: request.routeOptions.url,
      endpointId: request.routeOptions.config?.endpointId,
      query: queryOf(request.url),
      body: request.body,
    });
    if (!stub) return done();
    answer(stub, request, reply);
  });
}

/** The stub's status, headers and body, sent as given (never through the route's serialiser, which would reshape it). */
function answer(stub: StubRecord, request: FastifyRequest, reply: FastifyReply): void {
  request.stubId = stub.id;
  const span = request.timelineSpan;
  if (span && span.position === request.timelinePosition) span.stubId = stub.id;
  reply.status(stub.status);
  for (const [name, value] of Object.entries(stub.headers ?? {})) reply.header(name, value);
  const download = downloads.get(request.routeOptions.config?.endpointId ?? '');
  if (stub.body === undefined) {
    void reply.send();
  } else if (typeof stub.body === 'string' && download) {
    if (!reply.hasHeader('content-type')) reply.header('content-type', download.download!.contentType);
    void reply.send(stub.body);
  } else {
    if (!reply.hasHeader('content-type')) reply.header('content-type', 'application/json; charset=utf-8');
    void reply.send(JSON.stringify(stub.body));
  }
}
