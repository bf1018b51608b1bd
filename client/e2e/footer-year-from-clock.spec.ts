import { accountFor, expect, test } from '@cashloop/mock-playwright';

// Issue 47 item 11: the footer's copyright year comes from the world's clock, not a fixed 2025.
test.use({ mockSessionOptions: { now: '2031-06-01T09:00:00Z' } });

test("the footer's copyright year is the virtual clock's", async ({ signedInPage, page: signIn }) => {
  // The sign-in screens too: their frame has a footer of its own.
  await signIn.goto('/auth/sign-in');
  await expect(signIn.getByText('© 2031 Cashloop')).toBeVisible();
  const page = await signedInPage(accountFor.liveAdmin());
  await expect(page.locator('footer')).toContainText('© 2031 Cashloop');
});
