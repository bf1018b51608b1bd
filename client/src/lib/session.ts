import { userEndpoints } from '@cashloop/shared/contracts/user';
import type { EndpointResponse } from '@cashloop/shared/common/endpoint';
import { callEndpoint } from './api-client';
import { NAME_CHANGED_EVENT, readValue, setApiType, writeValue } from './storage';

export type SignedInUser = EndpointResponse<typeof userEndpoints.me>;

/** The `iat` and `exp` claims (seconds) of a JWT, read without verifying it; null when unreadable. */
function tokenTimes(token: string): { iat: number | null; exp: number | null } | null {
  const payload = token.split('.')[1];
  if (!payload) return null;
  try {
    const { iat, exp } = JSON.parse(atob(payload.replace(/-/g, '+').replace(/_/g, '/'))) as { iat?: unknown; exp?: unknown };
    return { iat: typeof iat === 'number' ? iat : null, exp: typeof exp === 'number' ? exp : null };
  } catch {
    return null;
  }
}

/** Reads the `exp` claim (seconds) of a JWT without verifying it; null when unreadable. */
export function tokenExpiry(token: string): number | null {
  return tokenTimes(token)?.exp ?? null;
}

/**
 * When the token runs out by this browser's clock, in seconds: received now, it lasts what it was issued for
 * (exp - iat). The server signs tokens on its world's clock, which a test or a demo may have set days back or
 * ahead of the browser's; `exp` read against `Date.now()` would then end a fresh session at once, or keep an
 * expired one. The server stays the judge: an expired token's 401 still signs the user out.
 */
export function localTokenExpiry(token: string, nowMs: number = Date.now()): number | null {
  const times = tokenTimes(token);
  if (times?.exp == null) return null;
  return times.iat == null ? times.exp : Math.floor(nowMs / 1000) + (times.exp - times.iat);
}

/** Spec 1 §2.1: a session is valid while a token is stored and its expiry, in seconds, is still ahead. */
export function hasValidSession(nowMs: number = Date.now()): boolean {
  const token = readValue('token');
  if (!token) return false;
  const exp = Number(readValue('tokenExpiry') ?? tokenExpiry(token));
  return Number.isFinite(exp) && exp > Math.floor(nowMs / 1000);
}

export function storeToken(idToken: string): void {
  writeValue('token', idToken);
  writeValue('tokenExpiry', String(localTokenExpiry(idToken) ?? 0));
}

/** Caches the user and publisher locally and tells the shell the name may have changed. */
export function storeUser({ publisher, publisherUser }: SignedInUser): void {
  writeValue('firstName', publisherUser.firstName);
  writeValue('lastName', publisherUser.lastName);
  writeValue('publisherName', publisher.companyName);
  writeValue('publisherId', publisher.id);
  writeValue('publisherStatus', publisher.publisherStatus);
  writeValue('sandbox', String(publisher.sandboxOnly));
  // Sandbox-only publishers have no live data; publishers not yet in contract start in sandbox too.
  if (publisher.sandboxOnly) setApiType('sandbox');
  else if (!readValue('apiType')) setApiType(publisher.publisherStatus === 'NOT_IN_CONTRACT' ? 'sandbox' : 'api');
  window.dispatchEvent(new Event(NAME_CHANGED_EVENT));
}

/** GET /user, then cache it: used after sign-in and whenever the profile changes. */
export async function loadSignedInUser(): Promise<SignedInUser> {
  const user = await callEndpoint(userEndpoints.me);
  storeUser(user);
  return user;
}
