import { accountFor, expect, test } from '@cashloop/mock-playwright';

const account = accountFor.live(1);

test('user updates their details and the user menu shows the new name at once', async ({ page, signedInAt }) => {
  await signedInAt(account, '/settings');
  await page.getByRole('button', { name: 'Update details' }).click();
  const dialog = page.getByRole('dialog', { name: 'Update details' });
  const first = dialog.getByLabel('First name');
  await first.fill('');
  await first.blur();
  await expect(dialog.getByText("This can't be empty", { exact: true })).toBeVisible();
  await expect(dialog.getByRole('button', { name: 'Save' })).toBeDisabled();
  await first.fill('Morgana');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByTestId('profile-name')).toContainText('Morgana');
  await expect(page.getByTestId('user-menu')).toContainText('Morgana');
  expect(await page.evaluate(() => localStorage.getItem('firstName'))).toBe('Morgana');
});

test('a wrong current password is refused and the fields are cleared', async ({ page, signedInAt }) => {
  await signedInAt(accountFor.live(2), '/settings');
  await page.getByRole('button', { name: 'Change password' }).click();
  const dialog = page.getByRole('dialog', { name: 'Change password' });
  const submit = dialog.getByRole('button', { name: 'Change password' });
  await dialog.getByLabel('Current password').fill('not-my-password');
  await dialog.getByLabel('New password', { exact: true }).fill('Another-Pass42!');
  await expect(submit).toBeDisabled();
  await dialog.getByLabel('Confirm password').fill('Another-Pass42!');
  await submit.click();
  await expect(dialog.getByText('Password is incorrect', { exact: true })).toBeVisible();
  await expect(dialog.getByLabel('Current password')).toHaveValue('');
  await expect(dialog.getByLabel('New password', { exact: true })).toHaveValue('');
});
