import fastifyJwt from '@fastify/jwt';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ApiEnv } from '@cashloop/shared';
import { API_KEY_HEADER } from '@cashloop/shared/contracts/api-keys';
import type { AppDeps, AuthContext } from '../app-context';
import { unauthorized } from '../lib/app-error';
import { prepared } from '../lib/statements';
import { authenticateApiKey, refuseKeyInQuery } from './api-key-auth';

interface TokenClaims {
  sub: string;
  pid: string;
  iat: number;
  exp: number;
}

declare module '@fastify/jwt' {
  interface FastifyJWT {
    payload: { sub: string; pid: string };
    user: TokenClaims;
  }
}

export async function registerAuth(app: FastifyInstance): Promise<void> {
  await app.register(fastifyJwt, {
    secret: app.deps.config.jwtSecret,
    sign: { algorithm: 'HS256' },
    // One verifier for every request; expiry is checked against the virtual clock in authenticate().
    verify: { algorithms: ['HS256'], ignoreExpiration: true },
  });
}

/** Signs an id token whose iat/exp follow the virtual clock of the caller's world. */
export function signIdToken(app: FastifyInstance, deps: AppDeps, userId: string, publisherId: string): string {
  const { clock, config } = deps;
  return app.jwt.sign(
    { sub: userId, pid: publisherId },
    // @fastify/jwt reads a numeric expiresIn as seconds (clockTimestamp is ms, as fast-jwt wants).
    { clockTimestamp: clock.now(), expiresIn: config.tokenTtlSeconds },
  );
}

/**
 * Tokens whose signature was verified, with their claims. A token is immutable and the secret fixed for
 * the app, so verifying the same string again always gives the same claims: remembering them skips
 * the HMAC and the base64/JSON decoding (~15 % of a trivial call's CPU; decision 0014). Expiry and the
 * user's existence are still checked on every call, against the caller's world. Forged tokens are not
 * remembered. Bounded: the oldest entry leaves first.
 */
const verifiedByApp = new WeakMap<FastifyInstance, Map<string, TokenClaims>>();
const VERIFIED_MAX = 5_000;

function verifiedClaims(app: FastifyInstance, token: string): TokenClaims | null {
  let verified = verifiedByApp.get(app);
  if (!verified) verifiedByApp.set(app, (verified = new Map()));
  const known = verified.get(token);
  if (known) return known;
  let claims: TokenClaims;
  try {
    claims = app.jwt.verify<TokenClaims>(token);
  } catch {
    return null;
  }
  if (verified.size >= VERIFIED_MAX) verified.delete(verified.keys().next().value!);
  verified.set(token, Object.freeze(claims));
  return claims;
}

/**
 * Verifies the caller: an API key in the x-api-key header (server to server), else the bearer token,
 * checked against the virtual clock with its user still existing. Missing, malformed, forged and
 * expired tokens all answer the same 401.
 */
export function authenticate(app: FastifyInstance, request: FastifyRequest, env: ApiEnv): AuthContext {
  refuseKeyInQuery(request);
  if (request.headers[API_KEY_HEADER] !== undefined) return authenticateApiKey(request, env);
  const header = request.headers.authorization;
  const match = header ? /^Bearer\s+(\S+)$/i.exec(header) : null;
  if (!match?.[1]) throw unauthorized('Authentication required');
  const claims = verifiedClaims(app, match[1]);
  if (!claims) throw unauthorized('Your session is invalid or has expired, please sign in again');
  if (typeof claims.exp !== 'number' || claims.exp * 1000 <= request.deps.clock.now()) {
    throw unauthorized('Your session is invalid or has expired, please sign in again');
  }
  const row = prepared(request.deps.data.sqlite, 'SELECT id FROM publisher_users WHERE id = ? AND publisher_id = ?')
    .get(claims.sub, claims.pid);
  if (!row) throw unauthorized('Your session is invalid or has expired, please sign in again');
  return { userId: claims.sub, publisherId: claims.pid, scope: { publisherId: claims.pid, env } };
}
