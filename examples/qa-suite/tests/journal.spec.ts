import { accountFor, expect, test } from '@cashloop/mock-playwright';

test("the journal lists the page's calls with their endpoint ids, and another test's calls are not in it", async ({ signedInPage, mockSession }) => {
  const since = (await mockSession.clock.get()).now;
  const page = await signedInPage(accountFor.live(2));
  await page.goto('/settings');
  const me = await mockSession.journal.waitFor({ endpointId: 'user.me', status: 200 });
  expect(me.method).toBe('GET');
  expect(me.at).toBeGreaterThanOrEqual(since);
  const verify = await mockSession.journal.waitFor({ endpointId: 'auth.verifyMfa' });
  // Secrets are masked in the journal.
  expect(JSON.stringify(verify.requestBody)).toContain('***');
});
