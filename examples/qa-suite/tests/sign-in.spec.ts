import { accountFor, expect, test } from '@cashloop/mock-playwright';

test('a demo admin signs in with email, password and an authenticator code, and lands on home', async ({ signedInPage }) => {
  const page = await signedInPage(accountFor.liveAdmin());
  await expect(page).toHaveTitle('Dashboard | Home');
  await expect(page).not.toHaveURL(/\/auth\//);
});

test('two sign-ins of one user in one test each get an unused code', async ({ signIn, apiToken, page }) => {
  const account = accountFor.liveUser();
  const token = await apiToken(account);
  expect(token.split('.')).toHaveLength(3);
  await signIn(account);
  await expect(page).toHaveTitle('Dashboard | Home');
});
