import { type Page } from '@playwright/test';
import { apiGet, accountFor, expect, test, storedValues } from '@cashloop/mock-playwright';
import { goInApp, networkQuiet } from './fixtures/in-app';

// The own-offer screens are usable from 390 px up: the page never scrolls sideways; wide tables scroll in their frame.
const PHONE = { width: 390, height: 844 };

async function expectNoSidewaysScroll(page: Page, screen: string) {
  await networkQuiet(page);
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow, `${screen} is ${overflow}px wider than the phone`).toBeLessThanOrEqual(0);
}

test('the add-offer wizard, your own offers and retailer settlements fit a phone', async ({ page, request, signedInAt }) => {
  await page.setViewportSize(PHONE);
  await signedInAt(accountFor.liveAdmin(), '/add-offer');
  const { token } = await storedValues(page);

  await page.getByLabel('Search retailers').fill('a');
  await page.getByRole('button', { name: 'Search', exact: true }).click();
  // Mantine hides the input under its track; a dispatched click needs no position (a forced one failed as
  // 'outside of the viewport' while the search results still moved the layout).
  const createRetailer = page.getByRole('switch', { name: 'Create a retailer' });
  await createRetailer.dispatchEvent('click');
  await expect(createRetailer).toBeChecked();
  await expect(page.getByTestId('new-retailer-form')).toBeVisible();
  await expectNoSidewaysScroll(page, '/add-offer (retailer step)');

  const catalogue = await apiGet<{ content: { offers: string[] }[] }>(request, token!, '/catalogue/retailer?page=0&size=10&type=PAYMENT');
  await goInApp(page, `/add-offer?offerId=${catalogue.content[0]!.offers[0]}`);
  await expect(page.getByTestId('channel-form')).toBeVisible();
  await expectNoSidewaysScroll(page, '/add-offer (channels step)');
  await page.getByTestId('wizard-next').click();
  await expect(page.getByTestId('offer-information-form')).toBeVisible();
  await expectNoSidewaysScroll(page, '/add-offer (offer information step)');
  await page.getByRole('tab', { name: /Create cashback rules/ }).click();
  await expect(page.getByTestId('rules-editor')).toBeVisible();
  await expectNoSidewaysScroll(page, '/add-offer (rules step)');

  for (const path of ['/your-catalogue', '/fulfilment']) {
    await goInApp(page, path);
    await expect(page.getByRole('heading').first()).toBeVisible();
    await expectNoSidewaysScroll(page, path);
  }
});

test('on a phone the wizard step bar keeps the open step in view', async ({ page, request, apiToken, signedInAt }) => {
  await page.setViewportSize(PHONE);
  const account = accountFor.liveAdmin();
  const catalogue = await apiGet<{ content: { offers: string[] }[] }>(request, await apiToken(account), '/catalogue/retailer?page=0&size=10&type=PAYMENT');
  await signedInAt(account, `/add-offer?offerId=${catalogue.content[0]!.offers[0]}`);
  await expect(page.getByTestId('channel-form')).toBeVisible();
  const open = page.getByTestId('wizard-step-bar').getByRole('tab', { selected: true });
  // In view also within the bar's own scrolling frame (toBeInViewport measures what is clipped).
  await expect(open).toHaveText(/Add MIDs/);
  await expect(open).toBeInViewport({ ratio: 1 });
  await page.getByTestId('wizard-next').click();
  await expect(open).toHaveText(/Supplier & display info/);
  await expect(open).toBeInViewport({ ratio: 1 });
});
