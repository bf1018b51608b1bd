import { generateSecret, generateSync, verifySync } from 'otplib';
import { PRODUCT_NAME } from '@cashloop/shared';
import type { Clock } from '../../world/clock';

const PERIOD_S = 30;

export const newTotpSecret = (): string => generateSecret();

/**
 * The set-up link. Issuer goes in the label prefix only, so the link has exactly one '=' and the
 * manual code is the value after it (spec 1 §2.2); the e-mail is encoded so it cannot add another.
 */
export function totpSetupLink(email: string, secret: string): string {
  return `otpauth://totp/${encodeURIComponent(PRODUCT_NAME)}:${encodeURIComponent(email)}?secret=${secret}`;
}

const validAt = (secret: string, token: string, ms: number): boolean =>
  verifySync({ secret, token, epoch: Math.floor(ms / 1000), epochTolerance: PERIOD_S }).valid;

/**
 * Accepts the code of the current step ±1 on the virtual clock. When a demo has moved the virtual
 * clock, phones still show wall-time codes, so those are accepted too.
 */
export function verifyTotp(clock: Clock, secret: string, token: string): boolean {
  if (validAt(secret, token, clock.now())) return true;
  const wall = clock.wallNow();
  return Math.abs(wall - clock.now()) >= PERIOD_S * 1000 && validAt(secret, token, wall);
}

/** The code an authenticator shows at `ms` (tests and the demo CLI). */
export const totpCodeAt = (secret: string, ms: number): string => generateSync({ secret, epoch: Math.floor(ms / 1000) });

