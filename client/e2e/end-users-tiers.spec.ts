import { readFile } from 'node:fs/promises';
import type { APIRequestContext, Page } from '@playwright/test';
import { apiGet, LIVE_PREFIX, accountFor, expect, test, storedValues } from '@cashloop/mock-playwright';
import { parseCsv } from './fixtures/settings-csv';

const account = accountFor.liveAdmin();
const counts = new Intl.NumberFormat('en-GB', { maximumFractionDigits: 0 });

interface Tier {
  id: string;
  name: string;
  members: number;
}
interface TopBar {
  totalUsers: number;
  activeUsers: number;
  activePercentage: number;
}

async function tokenOf(page: Page): Promise<string> {
  const { token } = await storedValues(page);
  expect(token, 'the signed-in page keeps a token').toBeTruthy();
  return token!;
}

async function tierNamed(request: APIRequestContext, token: string, name: string): Promise<Tier> {
  const page = await apiGet<{ content: Tier[] }>(request, token, '/customer-tier?page=0&size=50');
  const tier = page.content.find((t) => t.name === name);
  expect(tier, `tier ${name} is listed`).toBeDefined();
  return tier!;
}

/** End users of the signed-in publisher, read from its transactions (each names its end user). */
async function endUserIds(request: APIRequestContext, token: string, n: number): Promise<string[]> {
  const list = await apiGet<{ content: { endUserId: string }[] }>(request, token, '/transaction-enrichment?page=0&size=100');
  const ids = [...new Set(list.content.map((t) => t.endUserId))].slice(0, n);
  expect(ids).toHaveLength(n);
  return ids;
}

async function createTierInModal(page: Page, name: string, paid: { price: string } | null) {
  await page.getByTestId('open-create-tier').click();
  const modal = page.getByRole('dialog', { name: 'Create new tier' });
  const submit = modal.getByTestId('create-tier-submit');
  await modal.getByTestId('tier-name').fill(name);
  await modal.getByTestId('tier-description').fill(`Made by the e2e suite: ${name}`);
  // Spec 2 §5: the paid flag must be chosen, and a paid tier needs its price.
  await expect(submit).toBeDisabled();
  if (paid) {
    await modal.getByRole('radio', { name: 'Yes' }).check();
    await expect(submit).toBeDisabled();
    await modal.getByTestId('tier-price').fill(paid.price);
  } else {
    await modal.getByRole('radio', { name: 'No' }).check();
  }
  await expect(submit).toBeEnabled();
  await submit.click();
  await expect(page.getByText(`Tier '${name}' created`)).toBeVisible();
  await expect(modal).toBeHidden();
}

test('publisher creates a tier, assigns end users to it by CSV and sees the history and the member count', async ({ page, request, signedInAt }) => {
  await signedInAt(account, '/end-users');
  const token = await tokenOf(page);
  const tag = Date.now().toString(36);
  const name = `Gold e2e ${tag}`;

  await expect(page).toHaveTitle('Dashboard | End users');
  // The stats are the top bar figures of the same rows.
  const bar = await apiGet<TopBar>(request, token, '/audience/top-bar');
  await expect(page.getByTestId('stat-total-users')).toHaveText(counts.format(bar.totalUsers));
  await expect(page.getByTestId('stat-active-users')).toHaveText(counts.format(bar.activeUsers));
  await expect(page.getByTestId('stat-active-percentage')).toHaveText(`${bar.activePercentage.toFixed(2)}%`);

  await createTierInModal(page, name, { price: '4.99' });
  const row = page.getByTestId('customer-tiers').getByRole('row').filter({ hasText: name });
  await expect(row).toContainText('£4.99');
  await expect(row).toContainText('Yes');
  const tier = await tierNamed(request, token, name);
  await expect(page.getByTestId(`tier-members-${tier.id}`)).toHaveText('0');
  const [first, second, third] = await endUserIds(request, token, 3);

  // To the uploads screen, and the template with this publisher's own ids.
  await page.getByRole('link', { name: 'Update user tiers via csv' }).click();
  await expect(page).toHaveURL(/\/end-users\/uploads$/);
  await expect(page.getByText('Uploads History', { exact: true })).toBeVisible();
  const downloadPromise = page.waitForEvent('download');
  await page.getByTestId('download-tier-template').click();
  const download = await downloadPromise;
  expect(download.suggestedFilename()).toBe('customer_tier_upload_template.csv');
  const [header] = parseCsv(await readFile(await download.path(), 'utf8'));
  expect(header).toEqual(['END_USER_ID', 'CUSTOMER_TIER_ID', 'ACTION']);

  // A file with one bad line among good ones changes nothing and names the line.
  await page.getByTestId('open-tier-upload').click();
  const modal = page.getByRole('dialog', { name: 'Update end user tiers' });
  await expect(modal.getByTestId('tier-upload-submit')).toHaveText('Update user');
  await expect(modal.getByTestId('tier-upload-submit')).toBeDisabled();
  const bad = ['END_USER_ID,CUSTOMER_TIER_ID,ACTION', `${first},${tier.id},ADD`, `eu_nobody_${tag},${tier.id},ADD`, `${second},${tier.id},ADD`].join('\r\n');
  await modal.locator('input[type="file"]').setInputFiles({ name: `bad-${tag}.csv`, mimeType: 'text/csv', buffer: Buffer.from(bad) });
  await expect(modal.getByTestId('tier-upload-submit')).toBeEnabled();
  await modal.getByTestId('tier-upload-submit').click();
  await expect(modal.getByTestId('upload-error')).toContainText(`Line 3: END_USER_ID 'eu_nobody_${tag}' is not an end user of this publisher`);
  await expect(modal.getByTestId('upload-error')).toContainText('Nothing was updated');
  const history = page.getByTestId('tier-upload-history');
  await expect(history.getByRole('row').filter({ hasText: `bad-${tag}.csv` })).toContainText('FAILED');
  expect((await tierNamed(request, token, name)).members).toBe(0);

  // The corrected file: two users in, then one of them out again in a second file.
  const good = ['END_USER_ID,CUSTOMER_TIER_ID,ACTION', `${first},${tier.id},ADD`, `${second},${tier.id},ADD`, `${third},${tier.id},ADD`].join('\r\n');
  await modal.locator('input[type="file"]').setInputFiles({ name: `gold-${tag}.csv`, mimeType: 'text/csv', buffer: Buffer.from(good) });
  await expect(modal.getByTestId('upload-error')).toBeHidden();
  await modal.getByTestId('tier-upload-submit').click();
  await expect(page.getByText(`gold-${tag}.csv: 3 added to tiers, 0 removed`)).toBeVisible();
  await expect(modal).toBeHidden();
  await expect(history.getByRole('row').filter({ hasText: `gold-${tag}.csv` })).toContainText('COMPLETED');

  await page.getByTestId('open-tier-upload').click();
  const remove = ['END_USER_ID,CUSTOMER_TIER_ID,ACTION', `${third},${tier.id},REMOVE`].join('\n');
  await modal.locator('input[type="file"]').setInputFiles({ name: `remove-${tag}.csv`, mimeType: 'text/csv', buffer: Buffer.from(remove) });
  await modal.getByTestId('tier-upload-submit').click();
  await expect(page.getByText(`remove-${tag}.csv: 0 added to tiers, 1 removed`)).toBeVisible();
  await expect(history.getByRole('row').filter({ hasText: `remove-${tag}.csv` })).toContainText('COMPLETED');

  // Back through the breadcrumb: the tier now has its two members.
  await page.getByRole('link', { name: 'End users' }).first().click();
  await expect(page).toHaveURL(/\/end-users$/);
  await expect(page.getByTestId(`tier-members-${tier.id}`)).toHaveText('2');
  expect((await tierNamed(request, token, name)).members).toBe(2);
});

test('a tier in use by a programme offer cannot be deleted; a free one can', async ({ page, request, signedInAt }) => {
  await signedInAt(account, '/end-users');
  const token = await tokenOf(page);
  const tag = Date.now().toString(36);
  await createTierInModal(page, `Offer tier ${tag}`, null);
  await createTierInModal(page, `Spare tier ${tag}`, null);
  const used = await tierNamed(request, token, `Offer tier ${tag}`);
  const spare = await tierNamed(request, token, `Spare tier ${tag}`);
  await expect(page.getByTestId('customer-tiers').getByRole('row').filter({ hasText: `Spare tier ${tag}` })).toContainText('—');

  // A programme offer targets the first tier (through the programme's own edit call).
  const offers = await apiGet<{ content: { id: string }[] }>(request, token, '/activated-offer?page=0&size=5');
  const edit = await request.put(`${LIVE_PREFIX}/activated-offer/offer/${offers.content[0]!.id}`, {
    headers: { Authorization: `Bearer ${token}` },
    data: { customerTierType: 'TIERED', selectedCustomerTiers: [used.id] },
  });
  expect(edit.status(), await edit.text()).toBe(200);

  await page.getByTestId(`delete-tier-${used.id}`).click();
  await page.getByTestId('confirm-delete-tier').click();
  const failure = page.getByTestId('delete-tier-error');
  await expect(failure).toContainText('Please remove this tier from the offers');
  await failure.getByRole('button', { name: 'Close' }).click();
  await expect(page.getByTestId('customer-tiers').getByRole('row').filter({ hasText: `Offer tier ${tag}` })).toBeVisible();

  await page.getByTestId(`delete-tier-${spare.id}`).click();
  await page.getByTestId('confirm-delete-tier').click();
  await expect(page.getByText(`Tier 'Spare tier ${tag}' deleted`)).toBeVisible();
  await expect(page.getByTestId('customer-tiers').getByRole('row').filter({ hasText: `Spare tier ${tag}` })).toHaveCount(0);
});

test('the end-users screens fit a phone', async ({ page, signIn }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await signIn(account);
  for (const path of ['/end-users', '/end-users/uploads']) {
    await page.goto(path);
    await expect(page.getByRole('button').first()).toBeVisible();
    await page.waitForLoadState('networkidle');
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow, `${path} is ${overflow}px wider than the phone`).toBeLessThanOrEqual(0);
  }
});
