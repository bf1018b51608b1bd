import { accountFor, expect, test, signInPage, storedValues, submitCredentials, wrongCode } from '@cashloop/mock-playwright';

const account = accountFor.liveUser();

test('user with MFA signs in with an authenticator code and lands on home', async ({ page, mockSession }) => {
  const ui = signInPage(page);
  await page.goto('/auth/sign-in');
  await expect(page.getByText('Sign in to your account', { exact: true })).toBeVisible();

  // Submit stays disabled until both fields are filled; the email is lower-cased as typed.
  await expect(ui.submit).toBeDisabled();
  await ui.email.fill(account.email.toUpperCase());
  await expect(ui.email).toHaveValue(account.email.toLowerCase());
  await expect(ui.submit).toBeDisabled();
  await ui.password.fill(account.password);
  await expect(page.getByRole('checkbox', { name: 'Remember me' })).toBeChecked();
  await ui.submit.click();

  await expect(ui.keepingYouSecure).toBeVisible();
  await expect(page.getByText('MFA set-up completed')).toHaveCount(0);
  await expect(ui.verify).toBeDisabled();
  await ui.code.fill(await mockSession.freshCode(account.totpSecret));
  await ui.verify.click();

  await expect(page).toHaveURL(/\/launchpad$/);
  await expect(page.getByTestId('greeting')).toHaveText(new RegExp(`^Good (morning|afternoon|evening), ${account.firstName}$`));
  await expect(page.getByRole('heading', { name: 'Lifetime value' })).toBeVisible();
  // The user menu is titled with the signed-in name, and the sidebar shows the company.
  await expect(page.getByTestId('user-menu')).toContainText(`${account.firstName} ${account.lastName}`);
  if (account.companyName) await expect(page.getByText(account.companyName).first()).toBeVisible();

  const stored = await storedValues(page);
  expect(stored.token).toBeTruthy();
  expect(stored.firstName).toBe(account.firstName);
  expect(stored.lastName).toBe(account.lastName);
  expect(stored.publisherId).toBe(account.publisherId);
  expect(stored.publisherStatus).toBe(account.publisherStatus);
  expect(stored.apiType).toBe('api');
  expect(stored.rememberMe).toBe('true');
});

test('wrong password shows the incorrect email or password message, which clears on edit', async ({ page }) => {
  const ui = signInPage(page);
  await page.goto('/auth/sign-in');
  await submitCredentials(page, account.email, `${account.password}-wrong`);
  await expect(page.getByText('Incorrect email or password', { exact: true })).toBeVisible();
  await expect(ui.keepingYouSecure).toHaveCount(0);
  await expect(page).toHaveURL(/\/auth\/sign-in/);

  await ui.password.fill(account.password.slice(0, -1));
  await expect(page.getByText('Incorrect email or password', { exact: true })).toHaveCount(0);
});

test('unknown email shows the same incorrect email or password message', async ({ page }) => {
  await page.goto('/auth/sign-in');
  await submitCredentials(page, 'nobody.here@unknown.example.com', account.password);
  await expect(page.getByText('Incorrect email or password', { exact: true })).toBeVisible();
});

test('wrong authentication code is refused, and a right one still signs in', async ({ page, mockSession }) => {
  const ui = signInPage(page);
  await page.goto('/auth/sign-in');
  await submitCredentials(page, account.email, account.password);
  await expect(ui.keepingYouSecure).toBeVisible();

  await ui.code.fill(wrongCode(account.totpSecret));
  await ui.verify.click();
  await expect(page.getByText('Authentication code is incorrect please try again', { exact: true })).toBeVisible();
  await expect(page).toHaveURL(/\/auth\/sign-in/);
  expect((await storedValues(page)).token).toBeUndefined();

  await ui.code.fill(await mockSession.freshCode(account.totpSecret));
  await ui.verify.click();
  await expect(page).toHaveURL(/\/launchpad$/);
});
