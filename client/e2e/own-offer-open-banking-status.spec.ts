import type { Page } from '@playwright/test';
import { accountFor, expect, test } from '@cashloop/mock-playwright';

// Issue 47 item 6 (spec 2 §2.2): picking a retailer shows its open banking status card on step 1; only a
// compatible retailer skips the transaction compatibility test.
const heading = (page: Page, name: string) => page.getByRole('heading', { name, exact: true });

async function pick(page: Page, retailerName: string) {
  await page.getByLabel('Search retailers').fill(retailerName);
  await page.getByRole('button', { name: 'Search', exact: true }).click();
  await page.getByRole('button', { name: `Select ${retailerName}`, exact: true }).click();
}

test('a retailer that is not open banking compatible shows its status and goes through the compatibility test', async ({ signedInAt }) => {
  const page = await signedInAt(accountFor.liveAdmin(), '/add-offer');
  const next = page.getByTestId('wizard-next');
  await pick(page, 'Tesco');

  // Still on step 1, with the red card.
  await expect(heading(page, 'Create or select a retailer')).toBeVisible();
  await expect(page.getByTestId('open-banking-status')).toHaveText('Tesco is not open banking compatible');
  await expect(page.getByTestId('open-banking-status')).toHaveAttribute('data-status', 'red');
  await expect(next).toHaveText('Transaction compatibility');
  await next.click();

  await expect(heading(page, 'Verify brand compatibility with the transaction matching engine')).toBeVisible();
  await expect(next).toBeDisabled();
  await page.getByLabel('Bank description').fill('TESCO STORES 3117 LONDON');
  await page.getByRole('button', { name: 'Test description' }).click();
  await expect(page.getByTestId('enrichment-result')).toBeVisible();
  await page.getByRole('radiogroup', { name: 'Is this brand compatible with the transaction matching engine?' }).getByText('Yes', { exact: true }).click();
  await expect(next).toHaveText('Add MIDs');
  await next.click();
  await expect(heading(page, 'Add the relevant MIDs')).toBeVisible();
});

test('a compatible retailer shows the green status and skips to its MIDs', async ({ signedInAt }) => {
  const page = await signedInAt(accountFor.liveAdmin(), '/add-offer');
  const next = page.getByTestId('wizard-next');
  await pick(page, 'Argos');

  await expect(heading(page, 'Create or select a retailer')).toBeVisible();
  await expect(page.getByTestId('open-banking-status')).toHaveText('Argos is open banking compatible');
  await expect(next).toHaveText('Create channels');
  await next.click();
  await expect(heading(page, 'Add the relevant MIDs')).toBeVisible();
  await expect(page.locator('[data-step="TRANSACTION"]')).toHaveAttribute('data-done', 'true');
});
