import { expect, type APIRequestContext } from '@playwright/test';
import type { DemoAccount } from './accounts.js';
import type { CodeSource } from './totp.js';

export const LIVE_PREFIX = '/private/api/client';
export const SANDBOX_PREFIX = '/sandbox/private/api/client';

/** Signs in through the API steps (no browser) with a code from `codes`, and answers the id token. */
export async function apiSignIn(request: APIRequestContext, account: DemoAccount, codes: CodeSource): Promise<string> {
  if (!account.totpSecret) throw new Error(`${account.email} has no MFA secret yet; sign in through the page first`);
  const login = await request.post(`${LIVE_PREFIX}/auth/login`, { data: { email: account.email, password: account.password } });
  expect(login.status(), `login of ${account.email}: ${await login.text()}`).toBe(200);
  const step = (await login.json()) as { status: string; session: string };
  expect(step.status).toBe('MFA_REQUIRED');
  const mfaToken = await codes.freshCode(account.totpSecret);
  const verify = await request.post(`${LIVE_PREFIX}/auth/verify-mfa`, {
    data: { email: account.email, session: step.session, mfaToken },
  });
  expect(verify.status(), `verify-mfa of ${account.email}: ${await verify.text()}`).toBe(200);
  return ((await verify.json()) as { idToken: string }).idToken;
}

/** GET on the live or sandbox partition with a token, answering the parsed JSON. */
export async function apiGet<T = unknown>(
  request: APIRequestContext,
  token: string,
  path: string,
  env: 'live' | 'sandbox' = 'live',
): Promise<T> {
  const prefix = env === 'sandbox' ? SANDBOX_PREFIX : LIVE_PREFIX;
  const res = await request.get(`${prefix}${path}`, { headers: { Authorization: `Bearer ${token}` } });
  expect(res.status(), `GET ${prefix}${path}: ${await res.text()}`).toBe(200);
  return (await res.json()) as T;
}
