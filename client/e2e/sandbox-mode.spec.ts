import type { Page } from '@playwright/test';
import { apiGet, accountFor, expect, test, storedValues } from '@cashloop/mock-playwright';
import type { HomepageAnalytics } from './fixtures/home';
import { expectedHomeFigures, readHomeFigures } from './fixtures/home';

const NO_SETTLEMENTS_IN_SANDBOX = 'Cashback settlements do not exist in sandbox mode';

const sandboxSwitch = (page: Page) => page.getByRole('switch', { name: 'Sandbox mode' });
const testDataBanner = (page: Page) => page.getByText('TEST DATA', { exact: true });
const apiType = async (page: Page) => (await storedValues(page)).apiType;

/** Flips the top bar switch and waits for the reload that follows (spec 1 §4). */
async function flipSandbox(page: Page, to: 'sandbox' | 'api') {
  const toggle = sandboxSwitch(page);
  await expect(toggle).toBeVisible();
  await expect(toggle).toBeChecked({ checked: to !== 'sandbox' });
  await Promise.all([page.waitForEvent('load'), toggle.click()]);
  await expect.poll(() => apiType(page)).toBe(to);
  await expect(sandboxSwitch(page)).toBeChecked({ checked: to === 'sandbox' });
}

test('NOT_IN_CONTRACT publisher flips sandbox mode on the catalogue and sees sandbox data on home', async ({ page, request, signIn }) => {
  // Spec 1 §6: for NOT_IN_CONTRACT publishers the real switch shows on the catalogue, programme and approvals pages.
  const account = accountFor.notInContract('ADMIN');
  await signIn(account);
  const { token } = await storedValues(page);
  expect(token).toBeTruthy();

  const live = await apiGet<HomepageAnalytics>(request, token!, '/analytics/homepage', 'live');
  const sandbox = await apiGet<HomepageAnalytics>(request, token!, '/analytics/homepage', 'sandbox');
  expect(expectedHomeFigures(sandbox), 'the sandbox world has its own figures').not.toEqual(expectedHomeFigures(live));

  await page.goto('/retailer-catalogue');
  // Whatever mode the session starts in, switch to live first so the flip to sandbox is observed.
  if ((await apiType(page)) === 'sandbox') await flipSandbox(page, 'api');
  await expect(testDataBanner(page)).toHaveCount(0);

  await flipSandbox(page, 'sandbox');
  await expect(page).toHaveURL(/\/retailer-catalogue$/);
  // Pages that always show the toggle do not show the banner.
  await expect(testDataBanner(page)).toHaveCount(0);

  await page.goto('/launchpad');
  await expect(testDataBanner(page)).toBeVisible();
  // Elsewhere a NOT_IN_CONTRACT publisher has no switch.
  await expect(sandboxSwitch(page)).toHaveCount(0);
  expect(await readHomeFigures(page)).toEqual(expectedHomeFigures(sandbox));
  await expect(page.getByText(NO_SETTLEMENTS_IN_SANDBOX)).toBeVisible();

  await page.goto('/program-offers');
  await expect(testDataBanner(page)).toHaveCount(0);
  await flipSandbox(page, 'api');

  await page.goto('/launchpad');
  await expect(testDataBanner(page)).toHaveCount(0);
  expect(await readHomeFigures(page)).toEqual(expectedHomeFigures(live));
  await expect(page.getByText(/^Cashback settlements for \S+ \d{4}$/)).toBeVisible();
  await expect(page.getByText(NO_SETTLEMENTS_IN_SANDBOX)).toHaveCount(0);

  // The approvals page is the third page with the switch; settings never shows it.
  await page.goto('/retailer-approvals');
  await expect(sandboxSwitch(page)).toBeVisible();
  await page.goto('/settings');
  await expect(sandboxSwitch(page)).toHaveCount(0);
  await expect(page.getByText('Sandbox mode', { exact: true })).toHaveCount(0);
});

test('sandbox-only publisher sees a static Sandbox mode badge and no switch', async ({ page, signIn }) => {
  const account = accountFor.sandboxOnly('USER');
  await signIn(account);
  expect(await apiType(page)).toBe('sandbox');

  await page.goto('/retailer-catalogue');
  await expect(page.getByText('Sandbox mode', { exact: true })).toBeVisible();
  await expect(sandboxSwitch(page)).toHaveCount(0);

  await page.goto('/launchpad');
  await expect(testDataBanner(page)).toBeVisible();
  await expect(page.getByText(NO_SETTLEMENTS_IN_SANDBOX)).toBeVisible();
});
