import type { ApiEnv } from '../common/endpoint';

/**
 * The format of an API key token, shared by the server that issues them and the seeds that store some:
 * a prefix naming the partition, then 32 random bytes in base64url (256 bits).
 */
export const API_KEY_TOKEN_PREFIX: Record<ApiEnv, string> = { live: 'ck_live_', sandbox: 'ck_test_' };

/** 32 bytes in base64url are 43 characters. */
export const API_KEY_TOKEN_PATTERN = /^ck_(live|test)_[A-Za-z0-9_-]{43}$/;

/** How many random characters the visible prefix keeps after the partition prefix: enough to tell keys apart, far too few to guess the rest. */
const VISIBLE_RANDOM_CHARS = 6;

/** The part of a token that is stored and shown in lists, e.g. "ck_live_Ab3dE9". */
export function visibleKeyPrefix(token: string): string {
  const env = apiKeyTokenEnv(token);
  return token.slice(0, (env ? API_KEY_TOKEN_PREFIX[env].length : 0) + VISIBLE_RANDOM_CHARS);
}

/** The partition a well-formed token names, or null when the token is not one of ours. */
export function apiKeyTokenEnv(token: string): ApiEnv | null {
  const match = API_KEY_TOKEN_PATTERN.exec(token);
  if (!match) return null;
  return match[1] === 'live' ? 'live' : 'sandbox';
}
