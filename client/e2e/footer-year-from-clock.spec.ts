import { accountFor, expect, test } from '@cashloop/mock-playwright';

// Issue 47 item 11: the footer's copyright year comes from the world's clock, not a fixed 2025. The clock is set
// back to 2024 rather than the session made on another date (a new date seeds a template of its own, 20 s of this
// test in a loaded suite). It also keeps a session signed in on a clock years behind the browser's: the dashboard
// once read the token's expiry, signed on the world's clock, against the browser's and sent the user back to sign-in.
test("the footer's copyright year is the virtual clock's", async ({ signedInPage, page: signIn, mockSession }) => {
  await mockSession.clock.set('2024-06-01T09:00:00Z');
  // The sign-in screens too: their frame has a footer of its own.
  await signIn.goto('/auth/sign-in');
  await expect(signIn.getByText('© 2024 Cashloop')).toBeVisible();
  const page = await signedInPage(accountFor.liveAdmin());
  await expect(page.locator('footer')).toContainText('© 2024 Cashloop');
  await page.goto('/settings');
  await expect(page).toHaveURL(/\/settings$/);
});
