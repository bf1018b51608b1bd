import { apiGet, accountFor, expect, test } from '@cashloop/mock-playwright';

interface Retailer { id: string; retailerName: string; retailerWebsite: string }
interface Audience { id: string; name: string; size: number; transactionVolume: number; retailer: Retailer | null }

const account = accountFor.liveAdmin();

test('publisher builds an audience from a spend rule and a retailer rule and sees its size', async ({ page, request, apiToken, signedInAt }) => {
  const token = await apiToken(account);
  // The most shopped retailer, as the builder's search lists them first.
  const retailer = (await apiGet<{ content: Retailer[] }>(request, token, '/retailer/search?page=0&size=50')).content[0]!;
  const name = `Regulars of ${retailer.retailerName} ${Date.now()}`;

  await signedInAt(account, '/audience-builder');
  await expect(page).toHaveTitle('Dashboard | Create a new audience');
  await expect(page.getByRole('heading', { name: 'Create a new audience' })).toBeVisible();
  const topBar = await apiGet<{ totalUsers: number }>(request, token, '/audience/top-bar');
  await expect(page.getByTestId('top-bar-total')).toHaveText(topBar.totalUsers.toLocaleString('en-GB'));

  const create = page.getByTestId('create-audience');
  await expect(create).toBeDisabled();
  await page.getByTestId('audience-name').fill(name);
  await page.getByTestId('audience-period').selectOption('90');

  await page.getByRole('button', { name: 'Add spend rule' }).click();
  await expect(create).toBeDisabled();
  await page.getByTestId('spend-condition-0').selectOption('MORE_THAN');
  await page.getByTestId('spend-amount-0').fill('10');

  await page.getByTestId('retailer-search').fill(retailer.retailerName);
  await page.getByRole('button', { name: `Select ${retailer.retailerName}`, exact: true }).click();
  await expect(page.getByTestId('chosen-retailer')).toHaveText(retailer.retailerName);
  const addRule = page.getByRole('button', { name: 'Add retailer rule' });
  await expect(addRule).toBeDisabled();
  await page.getByTestId('retailer-amount').fill('1');
  await addRule.click();
  await expect(page.getByTestId('retailer-rule-0')).toContainText(`Spend at ${retailer.retailerName} more than £1.00`);

  await expect(create).toBeEnabled();
  await create.click();
  await expect(page).toHaveURL(/\/audience$/);
  await expect(page.getByTestId('audience-created')).toBeVisible();

  const created = (await apiGet<{ content: Audience[] }>(request, token, '/audience?page=0&size=50')).content.find((a) => a.name === name)!;
  expect(created.retailer?.id).toBe(retailer.id);
  expect(created.size, 'the most shopped retailer has shoppers spending over £10 in 90 days').toBeGreaterThan(0);
  const row = page.getByTestId('audiences-table').getByRole('row').filter({ hasText: name });
  await expect(row).toContainText('New');
  await expect(row).toContainText(retailer.retailerName);
  await expect(page.getByTestId(`audience-size-${created.id}`)).toHaveText(created.size.toLocaleString('en-GB'));
});
