import fastifyHelmet, { type FastifyHelmetOptions } from '@fastify/helmet';
import fastifyRateLimit from '@fastify/rate-limit';
import Fastify, { type FastifyInstance } from 'fastify';
import { messages } from '@cashloop/shared';
import { tooManyRequests } from '../lib/app-error';

/** Security headers on every answer; rate limits only where a route asks for them. */
export async function registerSecurity(app: FastifyInstance): Promise<void> {
  const { controlPlane, corsOrigins } = app.deps.config;
  const headers = await helmetHeaders(helmetOptions(controlPlane || corsOrigins.length > 0));
  // Into the reply's own headers, not the socket's: with nothing set on the raw response, Node writes Fastify's
  // headers as one object, instead of taking each again through setHeader (decision 0025).
  app.addHook('onRequest', (_request, reply, done) => {
    for (let i = 0; i < headers.length; i++) reply.header(headers[i]![0], headers[i]![1]);
    done();
  });
  await app.register(fastifyRateLimit, {
    global: false,
    errorResponseBuilder: () => tooManyRequests(messages.tooManyAttempts),
  });
}

/**
 * The headers helmet sets with these options, computed once on a throwaway instance. @fastify/helmet
 * builds helmet's middleware again on every request (re-parsing the CSP): about 6 % of the CPU of a
 * trivial authenticated call. Our headers never vary per request (no CSP nonces), so a fixed list is
 * the same answer.
 */
export async function helmetHeaders(options: FastifyHelmetOptions): Promise<[string, string][]> {
  const probe = async (withHelmet: boolean) => {
    const app = Fastify({ logger: false });
    if (withHelmet) await app.register(fastifyHelmet, options);
    app.get('/', () => '');
    const res = await app.inject('/');
    await app.close();
    return res.headers;
  };
  const [bare, helmeted] = await Promise.all([probe(false), probe(true)]);
  return Object.entries(helmeted)
    .filter(([name, value]) => !(name in bare) && typeof value === 'string')
    .map(([name, value]) => [name, value as string]);
}

function helmetOptions(crossOrigin: boolean): FastifyHelmetOptions {
  return {
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
  };
}
