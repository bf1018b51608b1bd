import { describe, expect, it } from 'vitest';
import { hashPassword, verifyPassword } from './passwords';

describe('passwords', () => {
  it('a hashed password verifies and a wrong one does not', () => {
    const stored = hashPassword('Northwind#2025');
    expect(stored).toMatch(/^scrypt\$16384\$8\$1\$[\w-]+\$[\w-]+$/);
    expect(verifyPassword('Northwind#2025', stored)).toBe(true);
    expect(verifyPassword('northwind#2025', stored)).toBe(false);
  });

  it('the same salt gives the same hash, so seeds stay deterministic', () => {
    expect(hashPassword('Secret-123', 'fixed-salt')).toBe(hashPassword('Secret-123', 'fixed-salt'));
    expect(hashPassword('Secret-123')).not.toBe(hashPassword('Secret-123'));
  });

  it('a malformed stored hash never verifies', () => {
    for (const bad of ['', 'plain', 'scrypt$1$2$3', 'bcrypt$16384$8$1$salt$hash', 'scrypt$x$8$1$salt$aGFzaA']) {
      expect(verifyPassword('anything', bad)).toBe(false);
    }
  });
});
