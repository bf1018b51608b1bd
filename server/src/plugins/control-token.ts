import { createHash, timingSafeEqual } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { unauthorized } from '../lib/app-error';

const CONTROL_PATH = /^\/__mock(\/|$)/;

/**
 * Control calls that stay open with a token set (decision 0048): the dashboard's read of its world's clock
 * (the footer's year, the spend explorer's window; it changes nothing), and webhooks arriving at the sink
 * (a sender signs its deliveries, it cannot bear our token).
 */
const OPEN_CALLS: { method: string; path: RegExp }[] = [
  { method: 'GET', path: /^\/__mock\/clock\/?$/ },
  { method: 'HEAD', path: /^\/__mock\/clock\/?$/ },
  { method: 'POST', path: /^\/__mock\/webhook-sink\/[^/]+\/?$/ },
  { method: 'PUT', path: /^\/__mock\/webhook-sink\/[^/]+\/?$/ },
];

/** Whether this call of the control plane may go without the token. */
export function isOpenControlCall(method: string, path: string): boolean {
  return OPEN_CALLS.some((c) => c.method === method && c.path.test(path));
}

// Hashes first, so the comparison takes the same time whatever the lengths (timingSafeEqual needs equal ones).
const digest = (text: string) => createHash('sha256').update(text, 'utf8').digest();

/** A checker of `Authorization: Bearer <token>` values, in constant time. */
export function bearerMatcher(token: string): (header: string | undefined) => boolean {
  const expected = digest(token);
  return (header) => {
    const given = /^Bearer +(.+)$/i.exec(header ?? '')?.[1]?.trim() ?? '';
    return timingSafeEqual(digest(given), expected) && given.length > 0;
  };
}

/**
 * With MOCK_CONTROL_TOKEN set, every /__mock call needs it as a bearer token; 401 in the common error shape
 * otherwise. Runs before the world is resolved, so an unknown session tells a stranger nothing either.
 * Preflights go through: browsers send them without headers of ours.
 */
export function registerControlToken(app: FastifyInstance, token: string | undefined): void {
  if (token === undefined) return;
  const matches = bearerMatcher(token);
  app.addHook('onRequest', (request, _reply, done) => {
    const path = request.url.split('?', 1)[0]!;
    if (!CONTROL_PATH.test(path) || request.method === 'OPTIONS' || isOpenControlCall(request.method, path)) return done();
    if (matches(request.headers.authorization)) return done();
    done(unauthorized('This control plane needs its token: send Authorization: Bearer <MOCK_CONTROL_TOKEN> (the console asks for it once per tab)'));
  });
}
