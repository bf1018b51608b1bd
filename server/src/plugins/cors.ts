import fastifyCors from '@fastify/cors';
import type { FastifyInstance } from 'fastify';

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

/**
 * CORS for the API and the control plane, so a frontend developer's own client on its own dev server
 * can call them: any origin while the control plane is on (a local mock), else only CORS_ORIGINS.
 * Preflights are answered before authentication, since browsers send them without the token.
 */
export async function registerCors(app: FastifyInstance): Promise<void> {
  const { controlPlane, corsOrigins } = app.deps.config;
  const allowed = new Set(corsOrigins);
  await app.register(fastifyCors, {
    // Reflects the caller's origin (not '*') so a client may still choose to send credentials.
    origin: controlPlane ? true : (origin, done) => done(null, origin !== undefined && allowed.has(origin)),
    methods: ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS'],
    allowedHeaders: [...CORS_ALLOWED_HEADERS],
    // Downloads name their file in content-disposition; the rest let a client back off politely.
    exposedHeaders: ['content-disposition', 'retry-after', 'x-ratelimit-limit', 'x-ratelimit-remaining', 'x-ratelimit-reset'],
    maxAge: 600,
  });
}
