import { hasValidSession } from '@/lib/session';

export const SIGN_IN_PATH = '/auth/sign-in';

/**
 * Spec 1 §2.1: without a token, or once its expiry (seconds) has passed, the requested path
 * (with its query) must be remembered and the user sent to sign-in; otherwise null.
 */
export function guardRedirect(requestedPath: string, nowMs: number = Date.now()): { remember: string; to: string } | null {
  return hasValidSession(nowMs) ? null : { remember: requestedPath, to: SIGN_IN_PATH };
}
