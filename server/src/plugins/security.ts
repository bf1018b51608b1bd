import fastifyHelmet from '@fastify/helmet';
import fastifyRateLimit from '@fastify/rate-limit';
import type { FastifyInstance } from 'fastify';
import { messages } from '@cashloop/shared';
import { tooManyRequests } from '../lib/app-error';

/** Security headers on every answer; rate limits only where a route asks for them. */
export async function registerSecurity(app: FastifyInstance): Promise<void> {
  const { controlPlane, corsOrigins } = app.deps.config;
  const crossOrigin = controlPlane || corsOrigins.length > 0;
  await app.register(fastifyHelmet, {
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        imgSrc: ["'self'", 'data:', 'blob:'],
        styleSrc: ["'self'", "'unsafe-inline'"],
        scriptSrc: ["'self'"],
        // canvas-confetti draws in a worker it creates from a blob: URL.
        workerSrc: ["'self'", 'blob:'],
        connectSrc: ["'self'"],
        fontSrc: ["'self'", 'data:'],
        objectSrc: ["'none'"],
        frameAncestors: ["'none'"],
        upgradeInsecureRequests: null,
      },
    },
    // Local http on localhost: HSTS would pin browsers to https for the mock's host.
    hsts: false,
    // A client on another origin (cors.ts) also shows our logos and files with <img> and links, which
    // same-origin CORP would block; reading JSON still needs CORS.
    crossOriginResourcePolicy: { policy: crossOrigin ? 'cross-origin' : 'same-origin' },
  });
  await app.register(fastifyRateLimit, {
    global: false,
    errorResponseBuilder: () => tooManyRequests(messages.tooManyAttempts),
  });
}
