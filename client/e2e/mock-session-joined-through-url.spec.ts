import { LIVE_PREFIX, type JournalEntry, accountFor, expect, test, signIn } from '@cashloop/mock-playwright';

const account = accountFor.live(0);
const fromThisAccount = (entries: JournalEntry[]) => entries.filter((e) => (e.requestBody as { email?: string } | null)?.email === account.email);

test('a tab opened with ?mockSession= signs in and loads home inside that session, not the default world', async ({
  browser,
  playwright,
  baseURL,
  mockSession,
}) => {
  // The default world, asked without the header, to show afterwards that nothing of this tab landed there.
  const defaultWorld = await playwright.request.newContext({ baseURL });
  const defaultLogins = async () =>
    fromThisAccount((await (await defaultWorld.get('/__mock/journal', { params: { endpointId: 'auth.login', limit: 5000 } })).json()) as JournalEntry[]);
  const defaultBefore = (await defaultLogins()).map((e) => e.id);

  // A context without the fixture's header: only the URL can put this tab in the session.
  const context = await browser.newContext();
  const page = await context.newPage();
  const [firstLoad] = await Promise.all([page.waitForRequest((r) => r.isNavigationRequest()), page.goto(mockSession.joinUrl('/'))]);
  expect(await firstLoad.allHeaders()).not.toHaveProperty('x-mock-session');

  // Signed out, the app sends the tab to sign-in; the session stays with the tab, not in the address bar.
  await expect(page).toHaveURL(/\/auth\/sign-in$/);
  await signIn(page, account, mockSession, { from: 'here' });
  await expect(page).toHaveURL(/\/launchpad$/);

  const logins = fromThisAccount(await mockSession.journal.list({ endpointId: 'auth.login' }));
  expect(logins.map((e) => e.status)).toEqual([200]);
  const verify = await mockSession.journal.waitFor({ endpointId: 'auth.verifyMfa', status: 200 });
  expect(verify.path).toBe(`${LIVE_PREFIX}/auth/verify-mfa`);
  await mockSession.journal.waitFor({ endpointId: 'analytics.homepage', status: 200 });

  // A reload (no parameter any more) keeps the tab in the session.
  await mockSession.journal.clear();
  await page.reload();
  await mockSession.journal.waitFor({ endpointId: 'analytics.homepage', status: 200 });

  expect((await defaultLogins()).filter((e) => !defaultBefore.includes(e.id)), 'sign-ins of this tab in the default world').toEqual([]);
  await context.close();
  await defaultWorld.dispose();
});
