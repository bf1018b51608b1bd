import { accountFor, expect, test } from '@cashloop/mock-playwright';
import { goInApp, networkQuiet } from './fixtures/in-app';

// The campaign and audience screens are usable from 390 px up: the page never scrolls sideways; wide
// tables scroll inside their own frame.
const PHONE = { width: 390, height: 844 };

test('the campaign and audience screens fit a phone', async ({ page, signedInAt }) => {
  await page.setViewportSize(PHONE);
  await signedInAt(accountFor.liveAdmin(), '/launchpad');
  const screens: [string, string][] = [
    ['/campaign', 'Tenancy campaigns'],
    ['/campaign-builder', 'Create a new campaign'],
    ['/audience-builder', 'Create a new audience'],
    ['/audience', 'Audiences'],
  ];
  for (const [path, heading] of screens) {
    await goInApp(page, path);
    await expect(page.getByRole('heading', { name: heading, exact: true })).toBeVisible();
    await networkQuiet(page);
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow, `${path} is ${overflow}px wider than the phone`).toBeLessThanOrEqual(0);
  }
});
