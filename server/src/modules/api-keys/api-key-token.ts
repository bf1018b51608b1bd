import { createHmac, randomBytes } from 'node:crypto';
import { createSigner, createVerifier } from 'fast-jwt';
import type { ApiEnv } from '@cashloop/shared';
import { API_KEY_TOKEN_PREFIX } from '@cashloop/shared/rules/api-key-token';
import { SDK_TOKEN_TTL_MINUTES } from '@cashloop/shared/contracts/api-keys';
import type { AppDeps, Scope } from '../../world/app-deps';

/** A new API key token: the partition's prefix and 256 random bits. */
export const newApiKeyToken = (env: ApiEnv): string => API_KEY_TOKEN_PREFIX[env] + randomBytes(32).toString('base64url');

export { hashApiKeyToken } from '../../lib/api-key-hash';

const SDK_TOKEN_TTL_MS = SDK_TOKEN_TTL_MINUTES * 60_000;

/** Its own key, derived from the server secret, so an SDK token can never pass as an id token or the reverse. */
const sdkKey = (deps: AppDeps) => createHmac('sha256', deps.config.jwtSecret).update('cashloop sdk token').digest();

interface SdkClaims {
  use: 'sdk';
  pid: string;
  env: ApiEnv;
  iat: number;
  exp: number;
}

/** An HS256 JWT (fast-jwt, as the id tokens) naming the publisher and partition, valid for SDK_TOKEN_TTL_MINUTES on the virtual clock. */
export function signSdkToken(deps: AppDeps, scope: Scope): { token: string; expiresOn: number } {
  const now = deps.clock.now();
  // JWT times are whole seconds; expiresOn says exactly the instant the token stops working.
  const exp = Math.floor((now + SDK_TOKEN_TTL_MS) / 1000);
  const claims: SdkClaims = { use: 'sdk', pid: scope.publisherId, env: scope.env, iat: Math.floor(now / 1000), exp };
  const sign = createSigner({ key: sdkKey(deps), algorithm: 'HS256', noTimestamp: true });
  return { token: sign(claims), expiresOn: exp * 1000 };
}

/** The scope an SDK token names, or null if it is forged, malformed or expired (on the virtual clock). */
export function verifySdkToken(deps: AppDeps, token: string): Scope | null {
  let claims: Partial<SdkClaims>;
  try {
    claims = createVerifier({ key: sdkKey(deps), algorithms: ['HS256'], clockTimestamp: deps.clock.now() })(token) as Partial<SdkClaims>;
  } catch {
    return null;
  }
  if (claims.use !== 'sdk' || typeof claims.pid !== 'string' || (claims.env !== 'live' && claims.env !== 'sandbox')) return null;
  // Expired from the instant expiresOn names (fast-jwt still accepts the token during that last millisecond).
  if (typeof claims.exp !== 'number' || claims.exp * 1000 <= deps.clock.now()) return null;
  return { publisherId: claims.pid, env: claims.env };
}
