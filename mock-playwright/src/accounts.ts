import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

/** One demo login of the dashboard's seeds/demo-accounts.json (copied into this package when it is built). */
export interface DemoAccount {
  email: string;
  password: string;
  /** Base32 TOTP secret; null for the account that must still set up MFA. */
  totpSecret: string | null;
  role: 'ADMIN' | 'USER';
  publisherId: string;
  publisherStatus: 'IN_CONTRACT' | 'NOT_IN_CONTRACT';
  firstName?: string;
  lastName?: string;
  companyName?: string;
  publisherName?: string;
  sandboxOnly?: boolean;
  [key: string]: unknown;
}

// Beside the built module: the build copies the seeds' file in, so an installed package carries the logins it signs in with.
const accountsFile = fileURLToPath(new URL('./demo-accounts.json', import.meta.url));

let cache: DemoAccount[] | undefined;

export function demoAccounts(): DemoAccount[] {
  if (!cache) {
    const raw = JSON.parse(readFileSync(accountsFile, 'utf8')) as unknown;
    // Accept a bare list or a { accounts: [...] } wrapper.
    const list = Array.isArray(raw) ? raw : (raw as { accounts?: unknown }).accounts;
    if (!Array.isArray(list)) throw new Error(`${accountsFile} holds no list of accounts`);
    cache = list as DemoAccount[];
  }
  return cache;
}

/** The first demo account matching `where`; fails the test with a clear message when none does. */
export function findAccount(description: string, where: (a: DemoAccount) => boolean): DemoAccount {
  const found = demoAccounts().find(where);
  if (!found) throw new Error(`No demo account in demo-accounts.json is ${description}`);
  return found;
}

/** The demo account with this email (any case). */
export const accountByEmail = (email: string): DemoAccount =>
  findAccount(`'${email}'`, (a) => a.email.toLowerCase() === email.toLowerCase());

/** Every demo account matching `where`, in file order. */
export function accountsWhere(where: (a: DemoAccount) => boolean): DemoAccount[] {
  return demoAccounts().filter(where);
}

export const isSandboxOnly = (a: DemoAccount): boolean => a.sandboxOnly === true;
export type WithMfa = DemoAccount & { totpSecret: string };
export const hasMfa = (a: DemoAccount): a is WithMfa => typeof a.totpSecret === 'string';

/** Accounts that already have MFA, of a publisher with live data (in contract, not sandbox-only). */
export const liveAccounts = (): WithMfa[] =>
  accountsWhere((a) => hasMfa(a) && a.publisherStatus === 'IN_CONTRACT' && !isSandboxOnly(a)) as WithMfa[];

const withMfa = (description: string, where: (a: DemoAccount) => boolean): WithMfa =>
  findAccount(description, (a) => hasMfa(a) && where(a)) as WithMfa;

/*
 * Which demo login each journey uses. Every test runs in its own mock session (its own users, used
 * codes and sign-in rate limits), so journeys pick the account whose role or publisher they need.
 */
export const accountFor = {
  /** The one login that still has to set up MFA. */
  mfaSetUp: () => findAccount('without an MFA secret', (a) => a.totpSecret === null),
  /** In-contract (live data) logins with MFA, in file order. */
  live: (index: number): WithMfa => {
    const list = liveAccounts();
    const found = list[index % Math.max(list.length, 1)];
    if (!found) throw new Error('No in-contract demo account with MFA in demo-accounts.json');
    return found;
  },
  liveAdmin: () =>
    withMfa('an in-contract ADMIN with MFA', (a) => a.role === 'ADMIN' && a.publisherStatus === 'IN_CONTRACT' && !isSandboxOnly(a)),
  liveUser: () =>
    withMfa('an in-contract USER with MFA', (a) => a.role === 'USER' && a.publisherStatus === 'IN_CONTRACT' && !isSandboxOnly(a)),
  /** NOT_IN_CONTRACT, not sandbox-only: the publisher with a real switch on three pages. */
  notInContract: (role: 'ADMIN' | 'USER') =>
    withMfa(`a NOT_IN_CONTRACT ${role} (not sandbox-only) with MFA`, (a) => a.role === role && a.publisherStatus === 'NOT_IN_CONTRACT' && !isSandboxOnly(a)),
  sandboxOnly: (role: 'ADMIN' | 'USER') => withMfa(`a sandbox-only ${role} with MFA`, (a) => a.role === role && isSandboxOnly(a)),
};
