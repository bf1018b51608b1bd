import { accountFor, apiGet, expect, LIVE_PREFIX, test } from '@cashloop/mock-playwright';

test('a signed-in page stays signed in when the test moves the clock a day on (its token renewed)', async ({ signedInPage, mockSession }) => {
  const page = await signedInPage(accountFor.liveAdmin());
  // Id tokens last 12 h of the world's time.
  await mockSession.clock.advance({ days: 1 });
  await page.goto('/settings');
  await expect(page).toHaveURL(/\/settings$/);
  await expect(page.getByRole('button', { name: 'Update details' })).toBeVisible();
});

test('on a frozen clock, id tokens are signed on the world clock, and apiToken signs in again after they expire', async ({ apiToken, mockSession, request }) => {
  const frozen = await mockSession.clock.freeze();
  const account = accountFor.liveUser();
  const first = await apiToken(account);
  const claims = JSON.parse(Buffer.from(first.split('.')[1]!, 'base64url').toString()) as { iat: number; exp: number };
  expect(claims.iat).toBe(Math.floor(frozen.now / 1000));
  await mockSession.clock.advance({ hours: 13 });
  // The first token has expired on the world's clock; a new sign-in (its code from that clock) works.
  const expired = await request.get(`${LIVE_PREFIX}/user`, { headers: { Authorization: `Bearer ${first}` } });
  expect(expired.status()).toBe(401);
  expect(await apiGet(request, await apiToken(account), '/user')).toBeTruthy();
});
