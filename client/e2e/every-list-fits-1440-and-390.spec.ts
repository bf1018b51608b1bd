import { accountFor, expect, test } from '@cashloop/mock-playwright';
import { clippedText, rowActionsOutOfView } from './fixtures/in-view';
import { DESKTOP, openScreen, PHONE, SIGNED_IN_SCREENS } from './fixtures/screens';

// Issue 47 items 3 and 10: a table wider than its card never hides its rows' actions, at 1440 px or on a phone,
// and nothing on a phone is cut ('View approva', 'Pa' for Payment-linked, '£8,748.').

test('at 1440 px every row action of every list is in view', async ({ page, signedInAt }) => {
  test.setTimeout(10 * 60_000);
  await page.setViewportSize(DESKTOP);
  await signedInAt(accountFor.liveAdmin(), '/launchpad');
  for (const screen of SIGNED_IN_SCREENS) {
    await openScreen(page, screen);
    expect.soft(await rowActionsOutOfView(page), `${screen.name} at 1440 px`).toEqual([]);
  }
});

test('at 390 px every list shows its row actions and no text is cut', async ({ page, signedInAt }) => {
  test.setTimeout(10 * 60_000);
  await page.setViewportSize(PHONE);
  await signedInAt(accountFor.liveAdmin(), '/launchpad');
  for (const screen of SIGNED_IN_SCREENS) {
    await openScreen(page, screen);
    expect.soft(await rowActionsOutOfView(page), `${screen.name} at 390 px: row actions`).toEqual([]);
    expect.soft(await clippedText(page), `${screen.name} at 390 px: cut text`).toEqual([]);
  }
});
