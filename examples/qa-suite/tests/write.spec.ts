import { accountFor, expect, test } from '@cashloop/mock-playwright';

test('a user renames themselves in settings; the name sticks after a reload and the call is journaled', async ({ signedInPage, mockSession }) => {
  const page = await signedInPage(accountFor.live(1));
  await page.goto('/settings');
  await page.getByRole('button', { name: 'Update details' }).click();
  const dialog = page.getByRole('dialog', { name: 'Update details' });
  await dialog.getByLabel('First name').fill('Morgana');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog).toBeHidden();
  await page.reload();
  await expect(page.getByTestId('profile-name')).toContainText('Morgana');
  const saved = await mockSession.journal.waitFor({ endpointId: 'user.updateDetails', status: 200 });
  expect(saved.requestBody).toMatchObject({ firstName: 'Morgana' });
});
