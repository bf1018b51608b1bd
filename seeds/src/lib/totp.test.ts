import { verifySync } from 'otplib';
import { describe, expect, it } from 'vitest';
import { demoAccounts } from '../demo-accounts';
import { demoTotpCode } from './totp';

describe('demo TOTP codes', () => {
  const at = Date.UTC(2025, 10, 22, 9, 30, 5);

  it('every demo account with a secret gets a 6-digit code its secret verifies', () => {
    for (const a of demoAccounts.filter((x) => x.totpSecret)) {
      const token = demoTotpCode(a.email, at);
      expect(token).toMatch(/^\d{6}$/);
      expect(verifySync({ secret: a.totpSecret!, token, epoch: at / 1000 }).valid).toBe(true);
    }
  });

  it('the code is stable within a 30-second step and changes after it', () => {
    const email = demoAccounts.find((a) => a.totpSecret)!.email;
    const stepStart = Math.floor(at / 30_000) * 30_000;
    expect(demoTotpCode(email, stepStart + 29_000)).toBe(demoTotpCode(email, stepStart));
    expect(demoTotpCode(email, stepStart + 30_000)).not.toBe(demoTotpCode(email, stepStart));
  });

  it('the account still to set up MFA has no code', () => {
    const pending = demoAccounts.find((a) => a.totpSecret === null)!;
    expect(() => demoTotpCode(pending.email, at)).toThrow(/sets up MFA/);
  });
});
