import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { accountFor, expect, test } from '@cashloop/mock-playwright';
import { DESKTOP, openScreen, PHONE, PUBLIC_SCREENS, settle, SIGNED_IN_SCREENS } from '../fixtures/screens';

// `pnpm screens`: a full-page PNG of every screen at 1440 and 390 px, to look at before a change ships
// (issue 47). Not a test of anything: playwright.screens.config.ts runs only this file.
const outDir = process.env.SCREENS_DIR ?? fileURLToPath(new URL('../../screenshots/', import.meta.url));

for (const [label, viewport] of [['1440', DESKTOP], ['390', PHONE]] as const) {
  test(`every screen at ${label} px`, async ({ page, signIn }) => {
    test.setTimeout(15 * 60_000);
    const dir = join(outDir, label);
    mkdirSync(dir, { recursive: true });
    await page.setViewportSize(viewport);
    for (const screen of PUBLIC_SCREENS) {
      await page.goto(screen.path);
      await settle(page);
      await page.screenshot({ path: join(dir, `${screen.name}.png`), fullPage: true });
    }
    await signIn(accountFor.liveAdmin());
    // One screen that cannot be reached does not cost the others their screenshots; the run still fails.
    const failed: string[] = [];
    for (const screen of SIGNED_IN_SCREENS) {
      await test.step(screen.name, async () => {
        try {
          await openScreen(page, screen);
          await page.screenshot({ path: join(dir, `${screen.name}.png`), fullPage: true });
        } catch (error) {
          failed.push(`${screen.name}: ${error instanceof Error ? error.message.split('\n')[0] : String(error)}`);
        }
      });
    }
    expect(failed, `screens without a screenshot at ${label} px`).toEqual([]);
  });
}
