import fastifyHelmet from '@fastify/helmet';
import fastifyRateLimit from '@fastify/rate-limit';
import type { FastifyInstance } from 'fastify';
import { messages } from '@cashloop/shared';
import { tooManyRequests } from '../lib/app-error';

/** Security headers on every answer; rate limits only where a route asks for them. */
export async function registerSecurity(app: FastifyInstance): Promise<void> {
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
  });
  await app.register(fastifyRateLimit, {
    global: false,
    errorResponseBuilder: () => tooManyRequests(messages.tooManyAttempts),
  });
}
