import { accountFor, expect, test } from '@cashloop/mock-playwright';

test('a user renames themselves in settings; the name sticks after a reload and the call is journaled', async ({ signedInAt, mockSession }) => {
  // Signed in through the API and opened at settings: this test is about the rename, not the sign-in screens.
  const page = await signedInAt(accountFor.live(1), '/settings');
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
