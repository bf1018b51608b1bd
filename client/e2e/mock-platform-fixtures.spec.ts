import { LIVE_PREFIX, accountFor, expect, storedValues, test } from '@cashloop/mock-playwright';

// The fixture package QA suites import (@cashloop/mock-playwright), driven as they would drive it.

test('the session clock freezes and advances without moving the default world', async ({ mockSession, playwright, baseURL }) => {
  const defaultWorld = await playwright.request.newContext({ baseURL });
  const frozen = await mockSession.clock.freeze('2025-03-01T09:00:00.000Z');
  expect(frozen).toMatchObject({ frozen: true, now: Date.parse('2025-03-01T09:00:00.000Z') });
  await expect.poll(async () => (await mockSession.clock.get()).now, 'a frozen clock stands still').toBe(frozen.now);

  const later = await mockSession.clock.advance({ days: 1, hours: 2 });
  expect(later.now - frozen.now).toBe(26 * 3600_000);
  const defaultClock = (await (await defaultWorld.get('/__mock/clock')).json()) as { now: number; frozen: boolean };
  expect(defaultClock.frozen).toBe(false);
  expect(Math.abs(defaultClock.now - Date.now())).toBeLessThan(60_000);

  expect(await mockSession.clock.toWallTime()).toMatchObject({ frozen: false, offsetMs: 0 });
  await defaultWorld.dispose();
});

const claims = (token: string) => JSON.parse(Buffer.from(token.split('.')[1]!, 'base64url').toString('utf8')) as { sub: string; pid: string };

test('signedInAt opens a screen signed in, keeping what signing in through the screens keeps', async ({ page, signIn, signedInAt }) => {
  for (const account of [accountFor.liveAdmin(), accountFor.sandboxOnly('USER'), accountFor.notInContract('ADMIN')]) {
    await signIn(account);
    // redirectPath is where the guard sends the next sign-in (the app may write it as the storage is cleared
    // under it), not part of being signed in.
    const { token: viaScreens, tokenExpiry: screensExpiry, redirectPath: _, ...keptByScreens } = await storedValues(page);
    await page.evaluate(() => localStorage.clear());

    await signedInAt(account, '/payouts');
    await expect(page).toHaveURL(/\/payouts$/);
    await expect(page).toHaveTitle('Dashboard | Payouts');
    const { token, tokenExpiry, redirectPath: __, ...kept } = await storedValues(page);
    expect(kept, account.email).toEqual(keptByScreens);
    // A token for the same user and publisher (two signed in the same second are the same token).
    expect(claims(token!)).toMatchObject({ sub: claims(viaScreens!).sub, pid: claims(viaScreens!).pid });
    // Both read as the token's lifetime from the browser's now, a few seconds apart.
    expect(Math.abs(Number(tokenExpiry) - Number(screensExpiry))).toBeLessThan(120);
    await page.evaluate(() => localStorage.clear());
  }
});

test('a page opened with signedInAt stays signed in when the test moves the clock a day on', async ({ page, signedInAt, mockSession }) => {
  await signedInAt(accountFor.liveAdmin(), '/settings');
  const { token } = await storedValues(page);
  // Id tokens last 12 h of the world's time: the fixture renews the page's.
  await mockSession.clock.advance({ days: 1 });
  await page.goto('/payouts');
  // Its calls answered: an expired token's 401 would have sent the page to sign-in instead.
  await expect(page.getByTestId('upcoming-amount')).toBeVisible();
  await expect(page).toHaveURL(/\/payouts$/);
  const renewed = (await storedValues(page)).token;
  expect(renewed).toBeTruthy();
  expect(renewed).not.toBe(token);
});

test('an armed fault shows its message on the screen, is journaled with its rule and fires only as often as armed', async ({
  signedInPage,
  mockSession,
}) => {
  const page = await signedInPage(accountFor.live(3));
  const rule = await mockSession.faults.arm({ match: { endpointId: 'playground.test' }, status: 503, times: 1 });
  await page.goto('/playground');
  await page.getByLabel('Transaction description').fill('Boots 1234');
  await page.getByLabel('Amount').fill('-12');
  await page.getByRole('button', { name: 'Test transaction' }).click();
  await expect(page.getByRole('alert')).toContainText('Injected fault: this call was answered 503 by a mock fault rule');

  const failed = await mockSession.journal.waitFor({ endpointId: 'playground.test', status: 503 });
  expect(failed).toMatchObject({ faultId: rule.id, method: 'POST', path: `${LIVE_PREFIX}/playground` });
  // Spent after one call, the rule is gone and the next test transaction goes through.
  expect(await mockSession.faults.list()).toEqual([]);
  await page.getByRole('button', { name: 'Test transaction' }).click();
  await mockSession.journal.waitFor({ endpointId: 'playground.test', status: 200 });

  await mockSession.faults.arm({ match: { method: 'GET', path: '/analytics/*' }, delayMs: 50 });
  expect(await mockSession.faults.clear()).toEqual({ removed: 1 });
  expect(await mockSession.faults.list()).toEqual([]);
});

test('a restored snapshot and a reset both take back what happened since', async ({ request, mockSession }) => {
  const account = accountFor.liveUser();
  const forgot = () => request.post(`${LIVE_PREFIX}/auth/forgot-password`, { data: { email: account.email } });
  await mockSession.snapshots.save('before the email');
  expect((await forgot()).status()).toBe(200);
  const { path } = await mockSession.outbox.waitForLink(account.email, '/auth/reset-password/');
  expect(path).toMatch(/^\/auth\/reset-password\/\S+$/);

  await mockSession.snapshots.restore('before the email');
  expect(await mockSession.outbox.list(account.email)).toEqual([]);
  expect((await mockSession.snapshots.list()).map((s) => s.name)).toEqual(['before the email']);

  expect((await forgot()).status()).toBe(200);
  await mockSession.outbox.waitForLink(account.email, '/auth/reset-password/');
  await mockSession.reset();
  expect(await mockSession.outbox.list(account.email)).toEqual([]);
});

test('the webhook sink keeps each delivery byte for byte and answers as configured', async ({ mockSession }) => {
  const sink = mockSession.webhookSink;
  await sink.configure('orders', { status: 503 });
  const body = JSON.stringify({ type: 'cashback.created', data: { id: 'cb_1', amount: 1.25 } });
  const res = await mockSession.request.post('/__mock/webhook-sink/orders', {
    headers: { 'content-type': 'application/json', 'webhook-id': 'msg_1' },
    data: body,
  });
  expect(res.status()).toBe(503);

  const { config, deliveries } = await sink.list('orders');
  expect(config.status).toBe(503);
  expect(deliveries).toHaveLength(1);
  expect(deliveries[0]).toMatchObject({ method: 'POST', body, answeredStatus: 503, headers: { 'webhook-id': 'msg_1' } });
  await sink.clear('orders');
  expect((await sink.list('orders')).deliveries).toEqual([]);
});

test.describe('with one session per worker', () => {
  // Both tests share the worker's session, so they run in order in one worker.
  test.describe.configure({ mode: 'serial' });
  test.use({ mockSessionScope: 'worker' });
  let firstSessionId: string | undefined;
  const email = accountFor.liveAdmin().email;

  test('the first test leaves an email in the worker session', async ({ request, mockSession }) => {
    firstSessionId = mockSession.id;
    expect((await request.post(`${LIVE_PREFIX}/auth/forgot-password`, { data: { email } })).status()).toBe(200);
    await mockSession.outbox.waitForLink(email, '/auth/reset-password/');
  });

  test('the next test of the worker finds it there', async ({ mockSession }) => {
    expect(mockSession.id).toBe(firstSessionId);
    expect(await mockSession.outbox.list(email)).toHaveLength(1);
  });
});
