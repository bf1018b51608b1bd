import { type Page } from '@playwright/test';
import { goInApp, networkQuiet } from './fixtures/in-app';
import { clippedText, linesOf } from './fixtures/in-view';
import { accountFor, expect, test } from '@cashloop/mock-playwright';

// Issue 13: every spec-1 screen is usable from 390 px up. The page itself never scrolls sideways;
// wide tables scroll inside their own frame.
const PHONE = { width: 390, height: 844 };

async function expectNoSidewaysScroll(page: Page, screen: string) {
  // Let lazy chunks, data and charts settle: the layout is what is checked, not the loading state.
  await networkQuiet(page);
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow, `${screen} is ${overflow}px wider than the phone`).toBeLessThanOrEqual(0);
}

test('the sign-in screens fit a phone', async ({ page }) => {
  await page.setViewportSize(PHONE);
  for (const path of ['/auth/sign-in', '/auth/forgot-password']) {
    await goInApp(page, path);
    await expect(page.getByRole('button').first()).toBeVisible();
    await expectNoSidewaysScroll(page, path);
  }
});

test('every signed-in spec-1 screen fits a phone, with the user menu in reach', async ({ page, signIn }) => {
  await page.setViewportSize(PHONE);
  await signIn(accountFor.liveAdmin());
  await expect(page).toHaveURL(/\/launchpad$/);
  await expect(page.getByTestId('user-menu')).toBeInViewport({ ratio: 1 });
  await expectNoSidewaysScroll(page, '/launchpad');

  await goInApp(page, '/retailer-catalogue');
  const firstRetailer = page.getByRole('link', { name: 'View Retailer' }).first();
  await expect(firstRetailer).toBeVisible();
  await expectNoSidewaysScroll(page, '/retailer-catalogue');
  await firstRetailer.click();
  await expect(page).toHaveURL(/\/retailer\/[^/]+$/);
  await expectNoSidewaysScroll(page, '/retailer/{retailerId}');

  for (const path of ['/program-offers', '/retailer-approvals', '/payouts', '/settings', '/playground']) {
    await goInApp(page, path);
    await expect(page.getByRole('heading').first()).toBeVisible();
    await expectNoSidewaysScroll(page, path);
    await expect(page.getByTestId('user-menu'), path).toBeInViewport({ ratio: 1 });
  }

  await goInApp(page, '/program-offers');
  const viewOffer = page.getByRole('link', { name: 'View Offer' }).first();
  await expect(viewOffer).toBeVisible();
  await viewOffer.click();
  await expect(page).toHaveURL(/\/retailer\/[^/]+\/offer\/[^/]+$/);
  await expectNoSidewaysScroll(page, '/retailer/{retailerId}/offer/{offerId}');
});

test('every monitoring, developer and support screen fits a phone (spec 3)', async ({ page, signIn }) => {
  await page.setViewportSize(PHONE);
  await signIn(accountFor.liveAdmin());
  await expect(page).toHaveURL(/\/launchpad$/);
  const screens = ['/cashback-ledger', '/transaction-enrichment', '/transaction-enrichment/uploads', '/bank-connections', '/billing', '/api-keys', '/webhooks', '/support'];
  for (const path of screens) {
    await goInApp(page, path);
    await expect(page.getByRole('heading').first()).toBeVisible();
    await expectNoSidewaysScroll(page, path);
    await expect(page.getByTestId('user-menu'), path).toBeInViewport({ ratio: 1 });
  }
  await goInApp(page, '/webhooks');
  await page.getByRole('link', { name: 'View webhook' }).first().click();
  await expect(page).toHaveURL(/\/webhooks\/[^/]+$/);
  await expect(page.getByTestId('webhook-url')).toBeVisible();
  await expectNoSidewaysScroll(page, '/webhooks/{webhookId}');
  await goInApp(page, '/support');
  await page.getByRole('link', { name: 'View ticket' }).first().click();
  await expect(page).toHaveURL(/\/support\/[^/]+$/);
  await expect(page.getByText('Support ticket', { exact: true })).toBeVisible();
  await expectNoSidewaysScroll(page, '/support/{ticketId}');
});

test('on a phone the programme figures sit two to a row above the offers table', async ({ page, signedInAt }) => {
  await page.setViewportSize(PHONE);
  await signedInAt(accountFor.liveAdmin(), '/program-offers');
  const figures = page.locator('[data-testid^="stat-"]');
  await expect(figures).toHaveCount(8);
  await expect(page.getByTestId('stat-active')).not.toHaveText('—');
  // Eight cards, one a row, pushed the table two screens down (issue 47).
  const cardTops = await figures.evaluateAll((els) => els.map((e) => Math.round(e.closest('.mantine-Card-root')!.getBoundingClientRect().top)));
  const rows = new Set(cardTops);
  expect(rows.size, 'rows of programme figures').toBeLessThanOrEqual(4);
});

test('on a phone a payout month shows its dates on one line and its amount whole', async ({ page, signedInAt }) => {
  await page.setViewportSize(PHONE);
  await signedInAt(accountFor.liveAdmin(), '/payouts');
  const table = page.getByTestId('payout-history');
  await expect(table.getByRole('button', { name: 'Download CSV' }).first()).toBeVisible();
  const dateLines = await linesOf(page, '[data-testid="payout-history"] tbody td:nth-child(-n+2)');
  expect(dateLines.length).toBeGreaterThan(0);
  expect(Math.max(...dateLines), 'lines of a payout date').toBe(1);
  expect(await clippedText(page)).toEqual([]);
});
