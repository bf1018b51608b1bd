import { expect, type Page } from '@playwright/test';
import type { DemoAccount } from './accounts.js';
import type { CodeSource } from './totp.js';

/** Locators of the sign-in screens (spec 1 §2.2); labels and button texts as the client renders them. */
export const signInPage = (page: Page) => ({
  email: page.getByLabel('Email', { exact: true }),
  password: page.getByLabel('Password', { exact: true }),
  submit: page.getByRole('button', { name: 'Sign in', exact: true }),
  code: page.getByLabel('Authentication code'),
  verify: page.getByRole('button', { name: 'Verify', exact: true }),
  setUp: page.getByRole('button', { name: 'Set-up MFA', exact: true }),
  keepingYouSecure: page.getByText('Keeping you secure', { exact: true }),
  error: page.getByTestId('form-error'),
});

/** Fills email and password on /auth/sign-in (which must be open) and submits them. */
export async function submitCredentials(page: Page, email: string, password: string): Promise<void> {
  const ui = signInPage(page);
  await ui.email.fill(email);
  await ui.password.fill(password);
  await ui.submit.click();
}

export interface SignInOptions {
  /** 'here': the page is already on /auth/sign-in (e.g. after a guarded redirect); default: open it. */
  from?: 'here' | 'start';
}

/**
 * Signs in through the page as a user would: email and password, then an authenticator code that
 * `codes` (the page's mock session) has not handed out yet.
 */
export async function signIn(page: Page, account: DemoAccount, codes: CodeSource, options: SignInOptions = {}): Promise<void> {
  if (!account.totpSecret) throw new Error(`${account.email} must set up MFA first; use the set-up journey`);
  if (options.from !== 'here') await page.goto('/auth/sign-in');
  await expect(page).toHaveURL(/\/auth\/sign-in/);
  await submitCredentials(page, account.email, account.password);
  const ui = signInPage(page);
  await expect(ui.keepingYouSecure).toBeVisible();
  await ui.code.fill(await codes.freshCode(account.totpSecret));
  await ui.verify.click();
  await expect(page).not.toHaveURL(/\/auth\//);
}

/** Everything the app keeps in local storage, as an object. */
export async function storedValues(page: Page): Promise<Record<string, string>> {
  return page.evaluate(() => {
    const all: Record<string, string> = {};
    for (let i = 0; i < localStorage.length; i += 1) {
      const key = localStorage.key(i);
      if (key !== null) all[key] = localStorage.getItem(key) ?? '';
    }
    return all;
  });
}
