import fastifyJwt from '@fastify/jwt';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ApiEnv } from '@cashloop/shared';
import { API_KEY_HEADER } from '@cashloop/shared/contracts/api-keys';
import type { AppDeps, AuthContext } from '../world/app-deps';
import { unauthorized } from '../lib/app-error';
import { prepared } from '../lib/statements';
import { authenticateApiKey, refuseKeyInQuery } from './api-key-auth';
import type { Sqlite } from '../world/data-store';
import { type WriteCounter, writeCounter } from './write-counter';

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
  if (!userExists(request.deps.data.sqlite, claims.sub, claims.pid)) throw unauthorized('Your session is invalid or has expired, please sign in again');
  return { userId: claims.sub, publisherId: claims.pid, scope: { publisherId: claims.pid, env } };
}

/**
 * Users found to exist, per connection: their id with their publisher. Every authenticated call checks
 * its user still exists, and a statement for it was as much CPU as GET /user's own query (decision 0017);
 * the answer is remembered until publisher_users is written at all (a rolled-back write too), so a deleted
 * or moved user is refused on their next call as before. Only found users are remembered, and only outside
 * a transaction. Bounded: emptied when full.
 */
interface KnownUsers {
  counter: WriteCounter;
  writesAtFill: number;
  users: Map<string, string>;
}
const knownUsers = new WeakMap<Sqlite, KnownUsers | null>();
const KNOWN_USERS_MAX = 5_000;
const USER_WRITES = ['INSERT ON main.publisher_users', 'DELETE ON main.publisher_users', 'UPDATE OF id, publisher_id ON main.publisher_users'];

function userExists(sqlite: Sqlite, userId: string, publisherId: string): boolean {
  let known = knownUsers.get(sqlite);
  if (known === undefined) {
    const counter = writeCounter(sqlite, 'users', USER_WRITES);
    known = counter === null ? null : { counter, writesAtFill: counter.writes, users: new Map() };
    if (known !== null || !sqlite.inTransaction) knownUsers.set(sqlite, known);
  }
  if (known !== null) {
    if (known.writesAtFill !== known.counter.writes) {
      known.users.clear();
      known.writesAtFill = known.counter.writes;
    }
    if (known.users.get(userId) === publisherId) return true;
  }
  const found = prepared(sqlite, 'SELECT id FROM publisher_users WHERE id = ? AND publisher_id = ?').get(userId, publisherId) !== undefined;
  if (found && known !== null && !sqlite.inTransaction) {
    if (known.users.size >= KNOWN_USERS_MAX) known.users.clear();
    known.users.set(userId, publisherId);
  }
  return found;
}
