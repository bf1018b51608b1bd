import type { Locator, Page } from '@playwright/test';
import { accountFor, expect, test } from '@cashloop/mock-playwright';

const css = (locator: Locator, property: string) => locator.evaluate((el, p) => getComputedStyle(el).getPropertyValue(p), property);
const picker = (page: Page, label: string) => page.getByRole('textbox', { name: label, exact: true });

async function setColour(page: Page, label: string, hex: string) {
  const input = picker(page, label);
  await input.fill(hex);
  await input.press('Enter');
  await input.blur();
}

test('publisher changes three SDK colours, sees the preview change, saves and previews them', async ({ page, signedInAt }) => {
  await signedInAt(accountFor.live(0), '/sdk-manager');
  await expect(page).toHaveTitle('Dashboard | SDK Manager');
  const frame = page.getByTestId('phone-frame');
  const card = frame.getByTestId('sdk-offer-card').first();
  await expect(card).toBeVisible();
  // 15 pickers, and offers with their cashback from the SDK's own call.
  await expect(page.locator('[data-testid^="colour-"]')).toHaveCount(15);
  await expect(card.getByTestId('sdk-offer-cashback')).not.toHaveText('');

  await setColour(page, 'Background', '#102030');
  await setColour(page, 'Primary button background', '#ff0066');
  await setColour(page, 'Highlight text', '#00ff00');
  await expect.poll(() => css(frame.getByTestId('sdk-root'), 'background-color')).toBe('rgb(16, 32, 48)');
  await expect.poll(() => css(card.getByTestId('sdk-primary-button'), 'background-color')).toBe('rgb(255, 0, 102)');
  await expect.poll(() => css(card.getByTestId('sdk-offer-cashback'), 'color')).toBe('rgb(0, 255, 0)');
  // The others keep their colour.
  expect(await css(card, 'background-color')).not.toBe('rgb(16, 32, 48)');

  // Preview: only the phone frame, in the edited colours.
  await page.getByRole('button', { name: 'Preview' }).click();
  await expect(page).toHaveURL(/\/sdk-preview$/);
  await expect.poll(() => css(page.getByTestId('sdk-root'), 'background-color')).toBe('rgb(16, 32, 48)');
  await expect(page.getByRole('button', { name: 'Save' })).toHaveCount(0);
  await page.goBack();

  // Save, then a fresh load shows the saved colours in the pickers and the preview.
  await setColour(page, 'Background', '#102030');
  await setColour(page, 'Primary button background', '#ff0066');
  await setColour(page, 'Highlight text', '#00ff00');
  const saved = page.waitForResponse((r) => r.url().endsWith('/sdk') && r.request().method() === 'POST');
  await page.getByRole('button', { name: 'Save' }).click();
  expect((await saved).status()).toBe(200);
  await page.goto('/sdk-preview');
  await expect.poll(() => css(page.getByTestId('sdk-root'), 'background-color')).toBe('rgb(16, 32, 48)');
  await expect.poll(() => css(page.getByTestId('sdk-primary-button').first(), 'background-color')).toBe('rgb(255, 0, 102)');
  await page.goto('/sdk-manager');
  await expect(picker(page, 'Background')).toHaveValue('#102030');
});

test('the preview says so when no SDK token can be had', async ({ page, signIn, mockSession }) => {
  await signIn(accountFor.live(0));
  await mockSession.faults.arm({ match: { endpointId: 'apiKeys.sdkToken' }, status: 503 });
  await page.goto('/sdk-preview');
  await expect(page.getByTestId('phone-frame')).toContainText('Failed to fetch ID from API');
});

test('the SDK manager and preview fit a phone', async ({ page, signIn }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await signIn(accountFor.live(0));
  for (const path of ['/sdk-manager', '/sdk-preview']) {
    await page.goto(path);
    await expect(page.getByTestId('sdk-offer-card').first()).toBeVisible();
    await page.waitForLoadState('networkidle');
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow, `${path} is ${overflow}px wider than the phone`).toBeLessThanOrEqual(0);
  }
});
