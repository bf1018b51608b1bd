import { expect, type Page } from '@playwright/test';
import { signInPage } from './sign-in.js';
import type { CodeSource } from './totp.js';

/**
 * On the MFA set-up view: reads the manual code from the page (as a person typing it into an
 * authenticator would), confirms it with a first code, then signs in with the next one.
 * Codes come from `codes` (the page's mock session), so none is used twice. Answers the secret read from the page.
 */
export async function completeMfaSetUp(page: Page, codes: CodeSource): Promise<string> {
  const ui = signInPage(page);
  await expect(page.getByTestId('mfa-qr')).toBeVisible();
  const secret = (await page.getByTestId('mfa-manual-code').innerText()).trim();
  expect(secret).toMatch(/^[A-Z2-7]{16,}$/);
  const setUpCode = await codes.freshCode(secret);
  await ui.code.fill(setUpCode);
  await ui.setUp.click();
  await expect(page.getByText('MFA set-up completed')).toBeVisible();
  await ui.code.fill(await codes.freshCode(secret, [setUpCode]));
  await ui.verify.click();
  await expect(page).not.toHaveURL(/\/auth\//);
  return secret;
}
