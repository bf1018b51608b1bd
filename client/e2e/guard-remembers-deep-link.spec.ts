import { accountFor, expect, test, storedValues } from '@cashloop/mock-playwright';

// Spec 1 §2.1 guard.
const account = accountFor.live(1);

test('signed-out visit to a deep link goes to sign-in and returns there after signing in', async ({ page, signIn }) => {
  await page.goto('/payouts');
  await expect(page).toHaveURL(/\/auth\/sign-in$/);
  await signIn(account, { from: 'here' });
  await expect(page).toHaveURL(/\/payouts$/);
  // The remembered path is used once.
  expect((await storedValues(page)).redirectPath).toBeUndefined();
});

test('the remembered path keeps its query string', async ({ page, signIn }) => {
  await page.goto('/settings?tab=users');
  await expect(page).toHaveURL(/\/auth\/sign-in$/);
  await signIn(account, { from: 'here' });
  await expect(page).toHaveURL(/\/settings\?tab=users$/);
});

test('a stored token whose expiry has passed counts as signed out', async ({ page }) => {
  await page.goto('/auth/sign-in');
  // Expiry is compared in seconds: one second ago is expired, whatever the token says.
  await page.evaluate(() => {
    localStorage.setItem('token', 'header.eyJleHAiOjF9.signature');
    localStorage.setItem('tokenExpiry', String(Math.floor(Date.now() / 1000) - 1));
  });
  await page.goto('/payouts');
  await expect(page).toHaveURL(/\/auth\/sign-in$/);
});

test('a 401 answer clears local storage and sends the user to sign-in', async ({ page }) => {
  await page.goto('/auth/sign-in');
  // A token the server will refuse, with an expiry far ahead so the guard lets the page load.
  await page.evaluate(() => {
    localStorage.setItem('token', 'header.eyJleHAiOjk5OTk5OTk5OTl9.not-signed-by-the-server');
    localStorage.setItem('tokenExpiry', '9999999999');
    localStorage.setItem('firstName', 'Stale');
    localStorage.setItem('apiType', 'api');
  });
  await page.goto('/launchpad');
  await expect(page).toHaveURL(/\/auth\/sign-in$/);
  const stored = await storedValues(page);
  expect(stored.token).toBeUndefined();
  expect(stored.firstName).toBeUndefined();
  expect(stored.apiType).toBeUndefined();
});
