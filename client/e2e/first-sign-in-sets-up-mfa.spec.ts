import { accountFor, expect, test, signInPage, submitCredentials, wrongCode } from '@cashloop/mock-playwright';

// A fresh session is a fresh world, so this login has still to set up MFA on every run and retry.
const account = accountFor.mfaSetUp();

test('new user sets up MFA on first sign-in and lands on home', async ({ page, mockSession }) => {
  const ui = signInPage(page);
  await page.goto('/auth/sign-in');
  await expect(page.getByText('Sign in to your account', { exact: true })).toBeVisible();
  await submitCredentials(page, account.email, account.password);

  // Set-up view: QR image and the manual code, read from the page as a person would type it.
  await expect(page.getByTestId('mfa-qr')).toBeVisible();
  await expect(page.getByTestId('mfa-qr')).toHaveAttribute('src', /^data:image\/png;base64,/);
  const manualCode = (await page.getByTestId('mfa-manual-code').innerText()).trim();
  expect(manualCode).toMatch(/^[A-Z2-7]{16,}$/);
  await expect(ui.setUp).toBeDisabled();

  // A wrong first code is refused and cleared (spec 1 §8).
  await ui.code.fill(wrongCode(manualCode));
  await ui.setUp.click();
  await expect(page.getByText('Authentication code is incorrect please try again')).toBeVisible();
  await expect(ui.code).toHaveValue('');

  const setUpCode = await mockSession.freshCode(manualCode);
  await ui.code.fill(setUpCode);
  await ui.setUp.click();

  // Code view, first-time variant.
  await expect(page.getByText('MFA set-up completed')).toBeVisible();
  await expect(ui.keepingYouSecure).toBeVisible();
  await expect(ui.verify).toBeDisabled();

  // The set-up code cannot be used twice (spec 1 §5).
  await ui.code.fill(setUpCode);
  await expect(page.getByText('Authentication codes are single use, please enter a different code')).toBeVisible();
  await expect(ui.verify).toBeDisabled();

  await ui.code.fill(await mockSession.freshCode(manualCode, [setUpCode]));
  await ui.verify.click();

  await expect(page).toHaveURL(/\/launchpad$/);
  await expect(page.getByTestId('greeting')).toHaveText(
    new RegExp(`^Good (morning|afternoon|evening), ${account.firstName ?? '\\S+'}$`),
  );
  await expect(page.getByRole('heading', { name: 'Lifetime value' })).toBeVisible();
  for (const label of ['Transactions processed', 'Total Transaction volume', 'Total Cashback', 'Total Commission']) {
    await expect(page.getByText(label, { exact: true })).toBeVisible();
  }
  for (const id of ['stat-transactions-processed', 'stat-transaction-volume', 'stat-total-cashback', 'stat-total-commission']) {
    await expect(page.getByTestId(id)).toHaveText(/^£?[\d,]+(\.\d{2})?$/);
  }
});
