import { generateSync } from 'otplib';
import { findDemoAccount } from '../demo-accounts';

/** The 6-digit code a demo account's authenticator shows at `epochMs` (otplib v13 defaults: SHA-1, 30 s). */
export function demoTotpCode(email: string, epochMs: number): string {
  const account = findDemoAccount(email);
  if (!account) throw new Error(`no demo account ${email} in seeds/demo-accounts.json`);
  if (!account.totpSecret) throw new Error(`${account.email} has no TOTP secret yet: it sets up MFA at first sign-in`);
  return generateSync({ secret: account.totpSecret, epoch: Math.floor(epochMs / 1000) });
}
