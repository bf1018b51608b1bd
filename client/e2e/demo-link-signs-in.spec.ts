import { type SessionInfo, accountFor, expect, test } from '@cashloop/mock-playwright';

const persona = accountFor.liveAdmin();

test('a demo link opens the dashboard signed in inside its own session, and only once', async ({ browser, playwright, baseURL }) => {
  // A session for the demo, made as a salesperson would (no fixture session: the link alone must carry it).
  const control = await playwright.request.newContext({ baseURL });
  const made = await control.post('/__mock/sessions', { data: { persona: persona.email } });
  expect(made.ok(), await made.text()).toBe(true);
  const demo = (await made.json()) as SessionInfo;
  expect(demo.signInUrl).toContain(`/auth/demo?token=`);

  try {
    // A fresh browser with nothing stored and no session header: only the link signs it in.
    const context = await browser.newContext();
    const page = await context.newPage();
    await page.goto(demo.signInUrl!);
    await expect(page).toHaveURL(/\/launchpad$/);
    await expect(page.getByTestId('mock-session-badge')).toHaveAttribute('data-session', demo.id);
    const journal = await control.get('/__mock/journal', { headers: { 'x-mock-session': demo.id }, params: { endpointId: 'auth.demoSignIn' } });
    expect(((await journal.json()) as { status: number }[]).map((e) => e.status)).toEqual([200]);
    await context.close();

    // The same link a second time: refused with a message, not signed in.
    const again = await browser.newContext();
    const second = await again.newPage();
    await second.goto(demo.signInUrl!);
    await expect(second.getByTestId('demo-link-error')).toContainText('already been used');
    await expect(second).toHaveURL(/\/auth\/demo/);
    await again.close();
  } finally {
    await control.delete(`/__mock/sessions/${demo.id}`);
    await control.dispose();
  }
});

test('the console makes a session with a demo link and lists the link until it is used', async ({ page, mockSession }) => {
  await page.goto('/__console');
  await page.getByTestId('console-session-persona').selectOption(persona.email);
  await page.getByTestId('console-create-session').click();
  const created = page.getByTestId('console-created-session');
  await expect(created).toBeVisible({ timeout: 60_000 });
  const id = await created.getAttribute('data-session');
  const link = await page.getByTestId('console-created-sign-in-link').getByRole('link').getAttribute('href');
  expect(link).toContain(`mockSession=${id}`);
  try {
    const row = page.getByTestId('console-demo-link').filter({ hasText: id! });
    await expect(row).toHaveAttribute('data-state', 'active');
    await expect(page.getByTestId(`console-download-bundle-${id}`)).toBeVisible();
    // Used through the API (as the dashboard would), the list shows it as used.
    const used = await mockSession.request.post(`/private/api/client/auth/demo-link`, {
      headers: { 'x-mock-session': id! },
      data: { token: new URL(link!).searchParams.get('token') },
    });
    expect(used.ok(), await used.text()).toBe(true);
    await expect(row).toHaveAttribute('data-state', 'used', { timeout: 15_000 });
  } finally {
    await mockSession.request.delete(`/__mock/sessions/${id}`);
  }
});
