import { apiGet, accountFor, expect, test, storedValues } from '@cashloop/mock-playwright';
import type { HomepageAnalytics } from './fixtures/home';
import { expectedHomeFigures, parseFigure, readHomeFigures } from './fixtures/home';

const account = accountFor.live(1);

test('home lifetime figures and doughnut totals equal the homepage analytics of the same token', async ({ page, request, signIn }) => {
  await signIn(account);
  await expect(page).toHaveURL(/\/launchpad$/);
  const { token, apiType } = await storedValues(page);
  expect(apiType).toBe('api');
  const api = await apiGet<HomepageAnalytics>(request, token!, '/analytics/homepage');

  // Figures from the seeded world, not an empty one, so the comparison means something.
  expect(api.totalTransactionsProcessed).toBeGreaterThan(0);
  expect(await readHomeFigures(page)).toEqual(expectedHomeFigures(api));

  // The breakdowns add up to their centre totals.
  expect(api.activeUsers + api.inactiveUsers).toBe(api.totalUsers);
  expect(api.paymentLinkedOffers + api.clickToActiveOffers + api.affiliateOffers).toBe(api.totalActiveOffers);

  const userBreakdown = page.getByTestId('user-breakdown');
  await expect(userBreakdown.getByText('Active users', { exact: true })).toBeVisible();
  await expect(userBreakdown.getByText('Inactive users', { exact: true })).toBeVisible();
  const programBreakdown = page.getByTestId('program-breakdown');
  for (const label of ['Payment linked offers', 'Click to activate offers', 'Affiliate offers']) {
    await expect(programBreakdown.getByText(label, { exact: true })).toBeVisible();
  }

  // Offer management figures come from the same answer.
  expect(parseFigure(await page.getByTestId('offers-approved').innerText())).toBe(api.totalAvailableOffers);
  expect(parseFigure(await page.getByTestId('offers-pending').innerText())).toBe(api.pendingApprovals);
  expect(parseFigure(await page.getByTestId('offers-declined').innerText())).toBe(api.declinedOffers);
});

test('home settlement panel equals the current payout of the same token', async ({ page, request, signIn }) => {
  await signIn(accountFor.liveAdmin());
  const { token } = await storedValues(page);
  const payout = await apiGet<{ startDate: number; amount: number; endUserAmount: number; commissionAmount: number }>(
    request,
    token!,
    '/payout/current',
  );
  const month = new Intl.DateTimeFormat('en-GB', { month: 'long', year: 'numeric', timeZone: 'UTC' }).format(payout.startDate);
  await expect(page.getByText(`Cashback settlements for ${month}`, { exact: true })).toBeVisible();
  for (const [testId, value] of [
    ['settlement-pending-balance', payout.amount],
    ['settlement-end-user', payout.endUserAmount],
    ['settlement-commission', payout.commissionAmount],
  ] as const) {
    expect(parseFigure(await page.getByTestId(testId).innerText()), testId).toBe(Math.round(value * 100) / 100);
  }
  await expect(page.getByText('Cashback settlements do not exist in sandbox mode')).toHaveCount(0);
});
