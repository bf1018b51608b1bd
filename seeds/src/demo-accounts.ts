import type { publisherStatuses, publisherUserRoles } from '@cashloop/shared/common/enums';
import accounts from '../demo-accounts.json' with { type: 'json' };

/** One demo login (seeds/demo-accounts.json is the source of truth). */
export interface DemoAccount {
  email: string;
  password: string;
  /** Base32; null for the account that must still set up MFA. */
  totpSecret: string | null;
  role: (typeof publisherUserRoles)[number];
  publisherId: string;
  publisherStatus: (typeof publisherStatuses)[number];
  firstName: string;
  lastName: string;
  companyName: string;
  sandboxOnly: boolean;
}

export const demoAccounts: readonly DemoAccount[] = accounts as DemoAccount[];

export function findDemoAccount(email: string): DemoAccount | undefined {
  return demoAccounts.find((a) => a.email.toLowerCase() === email.trim().toLowerCase());
}
