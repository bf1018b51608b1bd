import { randomBytes, scryptSync, timingSafeEqual } from 'node:crypto';

/** Cost parameters: N=2^14 keeps sign-in and seeding fast while still memory-hard. */
const N = 16384;
const R = 8;
const P = 1;
const KEY_LENGTH = 32;

/**
 * Hashes to `scrypt$N$r$p$salt$hash` (salt and hash base64url). Pass a salt for deterministic
 * output (seeds); otherwise a random 16-byte salt is drawn.
 */
export function hashPassword(password: string, salt?: string): string {
  const s = salt ?? randomBytes(16).toString('base64url');
  const hash = scryptSync(password, s, KEY_LENGTH, { N, r: R, p: P }).toString('base64url');
  return `scrypt$${N}$${R}$${P}$${s}$${hash}`;
}

/** Verifies against a stored hash in constant time; a malformed hash never verifies. */
export function verifyPassword(password: string, stored: string): boolean {
  const parts = stored.split('$');
  if (parts.length !== 6 || parts[0] !== 'scrypt') return false;
  const [, n, r, p, salt, hash] = parts as [string, string, string, string, string, string];
  const expected = Buffer.from(hash, 'base64url');
  if (expected.length === 0) return false;
  const cost = { N: Number(n), r: Number(r), p: Number(p), maxmem: 256 * 1024 * 1024 };
  if (![cost.N, cost.r, cost.p].every((v) => Number.isInteger(v) && v > 0)) return false;
  const actual = scryptSync(password, salt, expected.length, cost);
  return timingSafeEqual(actual, expected);
}
