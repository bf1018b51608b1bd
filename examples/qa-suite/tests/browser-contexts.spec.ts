import { accountFor, controlHeaders, expect, test, type SessionInfo } from '@cashloop/mock-playwright';

// The server's control token, when it was started with one (the fixtures send it by themselves).
const control = { headers: controlHeaders(process.env.MOCK_CONTROL_TOKEN) };

test('a demo link opened in a plain browser.newContext() signs in to its own session', async ({ browser, request, mockSession }) => {
  // The test's session exists, and its header must not leak into contexts the test makes itself.
  expect(mockSession.id).toBeTruthy();
  const made = await request.post('/__mock/sessions', { ...control, data: { persona: accountFor.liveAdmin().email } });
  expect(made.ok(), await made.text()).toBe(true);
  const demo = (await made.json()) as SessionInfo;
  const context = await browser.newContext();
  try {
    const page = await context.newPage();
    await page.goto(demo.signInUrl!);
    await expect(page).toHaveURL(/\/launchpad$/);
  } finally {
    await context.close();
    await request.delete(`/__mock/sessions/${demo.id}`, control);
  }
});

test("mockSession.newContext() opens a second browser in the test's session", async ({ mockSession }) => {
  const context = await mockSession.newContext();
  const page = await context.newPage();
  await page.goto('/auth/sign-in');
  await page.getByLabel('Email', { exact: true }).fill(accountFor.liveUser().email);
  await page.getByLabel('Password', { exact: true }).fill('not-the-password');
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  const refused = await mockSession.journal.waitFor({ endpointId: 'auth.login' });
  expect(refused.status).toBeGreaterThanOrEqual(400);
});
