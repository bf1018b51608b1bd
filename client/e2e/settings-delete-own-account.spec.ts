import { accountByEmail, expect, test } from '@cashloop/mock-playwright';

// Spec 1 §6: with two ADMINs, each sees delete on every row, their own included; deleting yourself
// signs you out, and the last ADMIN left has no delete button on their row.
test('an admin deletes their own account while another admin remains, and is signed out', async ({ page, signedInAt }) => {
  const priya = accountByEmail('priya.shah@northwind.example.com');
  await signedInAt(priya, '/settings');
  const users = page.getByTestId('users-table');
  await users.getByRole('button', { name: `Delete ${priya.email}` }).click();
  await page.getByRole('button', { name: 'Delete user' }).click();
  await expect(page).toHaveURL(/\/auth\/sign-in/);

  // Alex is now the last ADMIN: no delete on his row.
  await signedInAt(accountByEmail('alex.morgan@northwind.example.com'), '/settings');
  await expect(users.getByText(priya.email)).toHaveCount(0);
  await expect(users.getByRole('button', { name: 'Delete alex.morgan@northwind.example.com' })).toHaveCount(0);
});
