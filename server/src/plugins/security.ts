import fastifyHelmet, { type FastifyHelmetOptions } from '@fastify/helmet';
import fastifyRateLimit from '@fastify/rate-limit';
import Fastify, { type FastifyInstance } from 'fastify';
import { messages } from '@cashloop/shared';
import { tooManyRequests } from '../lib/app-error';
import { isApiUrl } from '../lib/api-url';

/**
 * Security headers on every answer; rate limits only where a route asks for them. The dashboard's pages, files
 * and docs get helmet's document headers; the API's and the control plane's answers, which no browser renders
 * as a page, get the short set `apiHeaders` names (decision 0027).
 */
export async function registerSecurity(app: FastifyInstance): Promise<void> {
  const { controlPlane, corsOrigins } = app.deps.config;
  const crossOrigin = controlPlane || corsOrigins.length > 0;
  const documents = await helmetHeaders(helmetOptions(crossOrigin));
  const programs = apiHeaders(crossOrigin);
  // Into the reply's own headers, not the socket's: with nothing set on the raw response, Node writes Fastify's
  // headers as one object, instead of taking each again through setHeader (decision 0025).
  app.addHook('onRequest', (request, reply, done) => {
    const headers = isProgramUrl(request.url) ? programs : documents;
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

/** Answers made for programs: the API (live and sandbox), the control plane, the health check. */
export const isProgramUrl = (url: string): boolean => isApiUrl(url) || url.startsWith('/__mock/') || url === '/healthz';

/**
 * The headers of an answer no browser shows as a page (JSON, a CSV download, the API's files), after OWASP's
 * REST cheat sheet: a policy that lets the answer load and frame nothing, no sniffing of its type, and the same
 * resource policy as the dashboard's files. Helmet's other headers (opener and agent-cluster isolation, referrer,
 * prefetch, IE's download and XSS switches) govern documents; on every API call they cost GET /user 55.9 against
 * 53.3 µs of CPU (A/B, decision 0027).
 */
function apiHeaders(crossOrigin: boolean): [string, string][] {
  return [
    ['content-security-policy', "default-src 'none'; frame-ancestors 'none'"],
    ['cross-origin-resource-policy', crossOrigin ? 'cross-origin' : 'same-origin'],
    ['x-content-type-options', 'nosniff'],
    ['x-frame-options', 'DENY'],
  ];
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
