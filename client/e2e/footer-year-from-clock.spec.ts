import { accountFor, expect, test } from './fixtures/mock-platform';

// Issue 47 item 11: the footer's copyright year comes from the world's clock, not a fixed 2025.
test.use({ mockSessionOptions: { now: '2031-06-01T09:00:00Z' } });

test("the footer's copyright year is the virtual clock's", async ({ signedInPage }) => {
  const page = await signedInPage(accountFor.liveAdmin());
  await expect(page.locator('footer')).toContainText('© 2031 Cashloop');
});
