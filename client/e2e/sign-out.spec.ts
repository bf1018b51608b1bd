import { accountFor, expect, test, storedValues } from '@cashloop/mock-playwright';

const account = accountFor.live(0);

test('user signs out from the user menu after confirming, and local storage is emptied', async ({ page, signIn }) => {
  await signIn(account);
  await expect(page).toHaveURL(/\/launchpad$/);
  expect((await storedValues(page)).token).toBeTruthy();

  await page.getByTestId('user-menu').click();
  await expect(page.getByRole('menuitem', { name: 'Settings' })).toBeVisible();
  await expect(page.getByRole('menuitem', { name: 'Billing' })).toBeVisible();
  await page.getByRole('menuitem', { name: 'Sign out' }).click();

  const dialog = page.getByRole('dialog', { name: 'Confirm sign out' });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByText('You will be logged out of this account.', { exact: true })).toBeVisible();
  await dialog.getByRole('button', { name: 'Sign out', exact: true }).click();

  await expect(page).toHaveURL(/\/auth\/sign-in$/);
  await expect(page.getByText('Sign in to your account', { exact: true })).toBeVisible();
  expect(await storedValues(page)).toEqual({});

  await page.goto('/launchpad');
  await expect(page).toHaveURL(/\/auth\/sign-in$/);
});

test('cancelling the sign-out confirmation keeps the session', async ({ page, signIn }) => {
  await signIn(account);
  await page.getByTestId('user-menu').click();
  await page.getByRole('menuitem', { name: 'Sign out' }).click();
  const dialog = page.getByRole('dialog', { name: 'Confirm sign out' });
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(dialog).toHaveCount(0);
  await expect(page).toHaveURL(/\/launchpad$/);
  expect((await storedValues(page)).token).toBeTruthy();
});
