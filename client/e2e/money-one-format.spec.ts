import type { Page } from '@playwright/test';
import { accountFor, expect, test } from '@cashloop/mock-playwright';
import { goInApp, networkQuiet } from './fixtures/in-app';

// Issue 47 item 4: one money format. A debit reads '-£26.16' everywhere; '£-26.16' is on no screen.
const SCREENS = [
  '/launchpad', '/program-offers', '/retailer-catalogue', '/retailer-approvals', '/payouts', '/settings', '/playground',
  '/your-catalogue', '/fulfilment', '/campaign', '/campaign-builder', '/audience-builder', '/audience', '/end-users', '/end-users/uploads',
  '/spend-explorer', '/sdk-manager', '/cashback-ledger', '/transaction-enrichment', '/transaction-enrichment/uploads', '/bank-connections',
  '/billing', '/api-keys', '/webhooks', '/support',
];

/** The screen's text once its calls have settled, with a note of where it was read. */
async function expectNoSignAfterPound(page: Page, where: string) {
  await networkQuiet(page);
  await expect(page.getByLabel('Loading')).toHaveCount(0);
  const text = await page.locator('body').innerText();
  const found = /£-\d[\d,.]*/.exec(text);
  expect(found?.[0], `${where} shows ${found?.[0]}`).toBeUndefined();
}

test('no screen writes a minus after the pound sign', async ({ signedInAt }) => {
  test.slow();
  const page = await signedInAt(accountFor.liveAdmin(), '/launchpad');
  for (const path of SCREENS) {
    await goInApp(page, path);
    await expect(page.getByRole('heading').first()).toBeVisible();
    await expectNoSignAfterPound(page, path);
  }

  // Screens reached from a list: a retailer and its offer, a spend category, a webhook.
  await goInApp(page, '/retailer-catalogue');
  await page.getByRole('link', { name: 'View Retailer' }).first().click();
  await expect(page).toHaveURL(/\/retailer\/[^/]+$/);
  await expectNoSignAfterPound(page, page.url());
  await goInApp(page, '/program-offers');
  await page.getByRole('link', { name: 'View Offer' }).first().click();
  await expect(page).toHaveURL(/\/retailer\/[^/]+\/offer\/[^/]+$/);
  await expectNoSignAfterPound(page, page.url());
  await goInApp(page, '/spend-explorer');
  await page.getByRole('link', { name: 'View category' }).first().click();
  await expect(page).toHaveURL(/\/spend-explorer\/[^/?]+/);
  await expectNoSignAfterPound(page, page.url());
  await goInApp(page, '/webhooks');
  await page.getByRole('link', { name: 'View webhook' }).first().click();
  await expectNoSignAfterPound(page, page.url());

  // Every support ticket of the first page, in each data view that shows money.
  await goInApp(page, '/support');
  await expect(page.getByRole('link', { name: 'View ticket' }).first()).toBeVisible();
  const tickets = await page.getByRole('link', { name: 'View ticket' }).evaluateAll((links) => links.map((a) => a.getAttribute('href')!));
  expect(tickets.length).toBeGreaterThan(0);
  for (const href of tickets) {
    await goInApp(page, href);
    await expect(page.getByText('Support ticket', { exact: true })).toBeVisible();
    await expectNoSignAfterPound(page, `${href} (Transaction Data)`);
    await page.getByTestId('data-views').getByText('Cashback Data').click();
    await expectNoSignAfterPound(page, `${href} (Cashback Data)`);
  }
});
