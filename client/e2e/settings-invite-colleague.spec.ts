import { completeMfaSetUp, accountFor, expect, test, signInPage, submitCredentials } from '@cashloop/mock-playwright';

// Spec 1 §6: any user may invite, so a USER does it here.
const inviter = accountFor.liveUser();

test('user invites a colleague from settings, who joins through the emailed link and signs in', async ({ page, mockSession, signedInAt }) => {
  const email = `e2e.colleague.${Date.now()}@${inviter.email.split('@')[1]}`;

  await signedInAt(inviter, '/settings');
  await expect(page.getByText('Update your details', { exact: true })).toBeVisible();
  const users = page.getByTestId('users-table');
  await expect(users.getByText(inviter.email, { exact: true })).toBeVisible();

  await page.getByRole('button', { name: 'Invite new user' }).click();
  const dialog = page.getByRole('dialog', { name: 'Invite new user' });
  const send = dialog.getByRole('button', { name: 'Send invite' });
  await dialog.getByLabel('Email').fill('not-an-email');
  await expect(send).toBeDisabled();
  await dialog.getByLabel('Email').fill(email);
  await expect(dialog.getByLabel('Admin')).not.toBeChecked();
  await send.click();
  await expect(page.getByText('User has been invited successfully', { exact: true })).toBeVisible();
  await expect(dialog).toBeHidden();

  // Inviting the same person's colleague who already has an account is refused with the spec's text.
  await page.getByRole('button', { name: 'Invite new user' }).click();
  await dialog.getByLabel('Email').fill(inviter.email);
  await dialog.getByRole('button', { name: 'Send invite' }).click();
  await expect(dialog.getByText('This email already exists in our system', { exact: true })).toBeVisible();
  await dialog.getByRole('button', { name: 'Cancel' }).click();

  const { path } = await mockSession.outbox.waitForLink(email, '/auth/join/');
  expect(path).toMatch(/^\/auth\/join\/[A-Za-z0-9_-]+$/);

  await page.evaluate(() => localStorage.clear());
  await page.goto(path);
  await expect(page.getByText('Setup your user profile', { exact: true })).toBeVisible();
  const password = 'Invited-Colleague42!';
  await page.getByLabel('First name').fill('Robin');
  await page.getByLabel('Last name').fill('Colleague');
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByLabel('Confirm password').fill(password);
  await page.getByRole('button', { name: 'Create Account', exact: true }).click();
  await expect(page).toHaveURL(/\/auth\/sign-in\?type=newUser$/);

  await submitCredentials(page, email, password);
  await expect(signInPage(page).setUp).toBeVisible();
  await completeMfaSetUp(page, mockSession);
  await expect(page.getByTestId('greeting')).toHaveText(/^Good (morning|afternoon|evening), Robin$/);

  // The new colleague is a USER of the same company and sees the team.
  await page.goto('/settings');
  const row = page.getByTestId('users-table').getByRole('row').filter({ hasText: email });
  await expect(row).toContainText('Robin');
  await expect(row).toContainText('USER');
  await expect(page.getByTestId('users-table').getByText(inviter.email, { exact: true })).toBeVisible();
});
