import { verifyPassword } from '@cashloop/db';
import { describe, expect, it } from 'vitest';
import { demoAccounts } from '../demo-accounts';
import { demoPasswordHash, isShipped } from './demo-passwords';

describe('demo password hashes', () => {
  it("ship precomputed for every demo login (regenerate: tsx src/cli/demo-password-hashes.ts), and verify against the login's password", () => {
    for (const a of demoAccounts) {
      expect(isShipped(a.email, a.password), a.email).toBe(true);
      expect(verifyPassword(a.password, demoPasswordHash(a.email, a.password)), a.email).toBe(true);
    }
  });

  it('a password that is not the shipped one is hashed here, the same way every time', () => {
    const a = demoAccounts[0]!;
    const other = `${a.password}x`;
    expect(isShipped(a.email, other)).toBe(false);
    const hash = demoPasswordHash(a.email, other);
    expect(verifyPassword(other, hash)).toBe(true);
    expect(verifyPassword(a.password, hash)).toBe(false);
    expect(demoPasswordHash(a.email, other)).toBe(hash);
    expect(hash.split('$')[4]).toBe(demoPasswordHash(a.email, a.password).split('$')[4]);
  });
});
