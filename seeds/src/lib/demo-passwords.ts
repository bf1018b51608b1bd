import { hashPassword } from '@cashloop/db';
import { createHash } from 'node:crypto';
import { DEMO_PASSWORD_HASHES } from '../data/demo-password-hashes';

/**
 * The stored password hashes of the demo logins. scrypt (N = 2^14, @cashloop/db passwords.ts) costs ~50 ms a
 * hash: hashing the eight demo logins was ~0.4 s of every seeding. The salt is derived from the email alone, so
 * a login's hash is the same in every world (and the database stays deterministic), and the hashes ship
 * precomputed in data/demo-password-hashes.ts. A login whose password is not the one shipped (its fingerprint
 * differs) is hashed here, once per process: a stale file only makes seeding slower, never a login wrong.
 * Regenerate the file with `tsx seeds/src/cli/demo-password-hashes.ts` after changing demo-accounts.json.
 */

/** The salt of a demo login's hash: 22 base64url characters (16 bytes' worth) from its email. */
export function demoSalt(email: string): string {
  return createHash('sha256').update(`demo-login:${email.toLowerCase()}`).digest('base64url').slice(0, 22);
}

/** Which password a shipped hash was made of, without keeping the password itself beside it. */
export function demoPasswordFingerprint(email: string, password: string): string {
  return createHash('sha256').update(`${email.toLowerCase()}\n${password}`).digest('hex').slice(0, 16);
}

const computed = new Map<string, string>();

/** Whether `email`'s shipped hash is the one of `password` (seeding then computes none). */
export function isShipped(email: string, password: string): boolean {
  return DEMO_PASSWORD_HASHES[email.toLowerCase()]?.fingerprint === demoPasswordFingerprint(email, password);
}

export function demoPasswordHash(email: string, password: string): string {
  const shipped = DEMO_PASSWORD_HASHES[email.toLowerCase()];
  const fingerprint = demoPasswordFingerprint(email, password);
  if (shipped?.fingerprint === fingerprint) return shipped.hash;
  const key = `${email.toLowerCase()}\n${fingerprint}`;
  let hash = computed.get(key);
  if (!hash) {
    hash = hashPassword(password, demoSalt(email));
    computed.set(key, hash);
  }
  return hash;
}
