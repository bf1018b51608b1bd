import type { Page } from '@playwright/test';
import { accountFor, expect, test, signInPage, submitCredentials } from '@cashloop/mock-playwright';

const account = accountFor.notInContract('USER');

const modalText = (email: string) =>
  `If a matching account was found an email will be sent to ${email} to allow you to reset your password.`;

async function requestReset(page: Page, email: string) {
  await page.goto('/auth/forgot-password');
  const submit = page.getByRole('button', { name: 'Reset password', exact: true });
  await expect(submit).toBeDisabled();
  await page.getByLabel('Email', { exact: true }).fill(email.replace('@', ''));
  await expect(submit, "disabled without an '@'").toBeDisabled();
  await page.getByLabel('Email', { exact: true }).fill(email);
  await submit.click();
  const dialog = page.getByRole('dialog');
  await expect(dialog).toContainText(modalText(email));
  return dialog;
}

test('forgot password for an unknown email says the same and sends nothing', async ({ page, mockSession }) => {
  const email = 'no.such.user@unknown.example.com';
  const dialog = await requestReset(page, email);
  await dialog.getByRole('button', { name: 'OK' }).click();
  await expect(page).toHaveURL(/\/auth\/sign-in$/);
  // The request did reach this session's world, which sent nothing.
  const call = await mockSession.journal.waitFor({ endpointId: 'auth.forgotPassword' });
  expect(call.requestBody).toMatchObject({ email });
  expect(await mockSession.outbox.list(email)).toEqual([]);
});

test('user resets the password through the emailed link and signs in with the new one', async ({ page, mockSession }) => {
  const newPassword = `Fresh-${Date.now() % 100_000}Pass1!`;

  const dialog = await requestReset(page, account.email);
  // After the modal the user goes to '/', which sends a signed-out visitor to sign-in.
  await dialog.getByRole('button', { name: 'OK' }).click();
  await expect(page).toHaveURL(/\/auth\/sign-in$/);

  const email = await mockSession.outbox.waitForEmail(account.email, { subject: 'Reset your password' });
  // The email carries its one-time code as a field: the id its link ends with.
  const path = `/auth/reset-password/${email.code}`;
  expect(email.path).toBe(path);
  // Links point at the dashboard that asked (no PUBLIC_URL here): the origin this page called from.
  expect(new URL(email.links[0]!).origin).toBe(new URL(page.url()).origin);
  await page.goto(path);

  const confirm = page.getByRole('button', { name: 'Confirm and sign in', exact: true });
  const checklist = page.getByTestId('password-checklist');
  await expect(checklist).toBeVisible();
  await expect(confirm).toBeDisabled();

  const newField = page.getByLabel('New password', { exact: true });
  const confirmField = page.getByLabel('Confirm password', { exact: true });
  await newField.fill('short');
  await expect(checklist.getByText('At least 8 characters')).toBeVisible();
  await expect(checklist.locator('[data-met="true"]')).toHaveCount(0);
  await newField.fill(newPassword);
  // Every rule is met by this password, the recommended one included.
  await expect(checklist.locator('[data-met="false"]')).toHaveCount(0);
  await confirmField.fill(`${newPassword}x`);
  await expect(page.getByText('New passwords must match', { exact: true })).toBeVisible();
  await expect(confirm).toBeDisabled();
  await confirmField.fill(newPassword);
  await expect(confirm).toBeEnabled();
  await confirm.click();

  const updated = page.getByRole('dialog', { name: 'Password updated' });
  await expect(updated).toBeVisible();
  await updated.getByRole('button', { name: 'OK' }).click();
  await expect(page).toHaveURL(/\/auth\/sign-in$/);

  // The link is single use.
  await page.goto(path);
  await page.getByLabel('New password', { exact: true }).fill(`${newPassword}2`);
  await page.getByLabel('Confirm password', { exact: true }).fill(`${newPassword}2`);
  await page.getByRole('button', { name: 'Confirm and sign in', exact: true }).click();
  await expect(page.getByRole('dialog', { name: 'Error' })).toBeVisible();

  // The old password no longer works; the new one does.
  const ui = signInPage(page);
  await page.goto('/auth/sign-in');
  await submitCredentials(page, account.email, account.password);
  await expect(page.getByText('Incorrect email or password', { exact: true })).toBeVisible();

  await ui.password.fill(newPassword);
  await ui.submit.click();
  await expect(ui.keepingYouSecure).toBeVisible();
  await ui.code.fill(await mockSession.freshCode(account.totpSecret));
  await ui.verify.click();
  await expect(page).toHaveURL(/\/launchpad$/);
});
