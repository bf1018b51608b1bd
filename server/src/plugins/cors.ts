import type { FastifyInstance } from 'fastify';
import { CORRELATION_HEADER } from '@cashloop/shared/contracts/mock-timeline';

/** Headers a browser client may send: the spec's own plus the control plane's per-request ones. */
export const CORS_ALLOWED_HEADERS = [
  'authorization',
  'content-type',
  'accept',
  'x-mock-session',
  'x-mock-delay',
  'x-mock-status',
  'x-api-key',
] as const;

const METHODS = 'GET, HEAD, POST, PUT, PATCH, DELETE, OPTIONS';
const ALLOWED_HEADERS = CORS_ALLOWED_HEADERS.join(', ');
// Downloads name their file in content-disposition; the rate-limit ones let a client back off politely; the
// correlation id lets a test on another origin find its call in the journal and the timeline.
const EXPOSED_HEADERS = `content-disposition, retry-after, x-ratelimit-limit, x-ratelimit-remaining, x-ratelimit-reset, ${CORRELATION_HEADER}`;
const MAX_AGE_SECONDS = '600';

declare module 'fastify' {
  interface FastifyRequest {
    /** This OPTIONS call is a preflight the CORS hook accepted (the catch-all OPTIONS route answers it). */
    corsPreflight: boolean;
  }
}

/**
 * CORS for the API and the control plane, so a frontend developer's own client on its own dev server
 * can call them: any origin while the control plane is on (a local mock), else only CORS_ORIGINS.
 * Preflights are answered before authentication, since browsers send them without the token.
 *
 * The same headers, in the same order, as @fastify/cors 11 with these options (strict preflights, the
 * caller's origin reflected rather than '*' so a client may still choose to send credentials), which
 * this replaced (decision 0025): its hook copied its options object, parsed the Vary header and joined
 * the exposed headers on every call, ~5 % of a trivial call's CPU, for answers that never vary but by
 * the Origin header.
 */
export async function registerCors(app: FastifyInstance): Promise<void> {
  const { controlPlane, corsOrigins } = app.deps.config;
  const listed = new Set(corsOrigins);
  // Whether CORS applies to a call from `origin` (undefined: no Origin header).
  const applies = (origin: string | undefined) => controlPlane || (origin !== undefined && listed.has(origin));
  app.decorateRequest('corsPreflight', false);
  app.addHook('onRequest', (request, reply, done) => {
    // Every answer varies by Origin, whether CORS applies to this one or not.
    reply.header('vary', 'Origin');
    const origin = request.headers.origin;
    if (!applies(origin)) return done();
    if (origin) reply.header('access-control-allow-origin', origin);
    reply.header('access-control-expose-headers', EXPOSED_HEADERS);
    if (request.raw.method !== 'OPTIONS') return done();
    if (!origin || request.headers['access-control-request-method'] === undefined) {
      void reply.status(400).type('text/plain').send('Invalid Preflight Request');
      return;
    }
    request.corsPreflight = true;
    reply.header('access-control-allow-methods', METHODS);
    reply.header('access-control-allow-headers', ALLOWED_HEADERS);
    reply.header('access-control-max-age', MAX_AGE_SECONDS);
    // Safari waits for a body on a 204 without a length.
    void reply.code(204).header('content-length', '0').send();
  });
  // Lets Fastify route OPTIONS calls at all; the hook has answered every preflight it accepts.
  app.options('*', { schema: { hide: true } }, (request, reply) => {
    if (!request.corsPreflight) return reply.callNotFound();
    return reply.send();
  });
}
