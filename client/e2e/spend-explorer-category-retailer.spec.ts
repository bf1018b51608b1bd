import type { Page } from '@playwright/test';
import { apiGet, accountFor, expect, test, storedValues } from '@cashloop/mock-playwright';
import { parseFigure } from './fixtures/home';

interface CategoryRow {
  label: string;
  transactionCount: number;
  transactionVolume: number;
  shareOfWallet: number;
}
interface CategoryAnalysis {
  category: string;
  categorySpend: { totalTransactionVolume: number; transactionCount: number };
  shareOfWallet: number;
}
interface Popular {
  retailer: { id: string; retailerName: string };
  transactionCount: number;
}

const day = (ms: number) => {
  const d = new Date(ms);
  return `${String(d.getUTCDate()).padStart(2, '0')}-${String(d.getUTCMonth() + 1).padStart(2, '0')}-${d.getUTCFullYear()}`;
};
/** Spec 2 §9's default window on the session's virtual clock. */
const defaultWindow = (now: number) => {
  const d = new Date(now);
  return { start: day(Date.UTC(d.getUTCFullYear(), d.getUTCMonth() - 2, 1)), end: day(Date.UTC(d.getUTCFullYear(), d.getUTCMonth() + 1, 1) - 1) };
};
const toInput = (dmy: string) => dmy.split('-').reverse().join('-');
const slugOf = (label: string) => label.toLowerCase().replace(/ /g, '-');
const rows = (page: Page, testId: string) => page.getByTestId(testId).locator('tbody tr');

test('publisher explores spend for a category over a chosen timeframe and opens a retailer', async ({ page, signedInAt, mockSession }) => {
  await signedInAt(accountFor.live(0), '/spend-explorer');
  const { token } = await storedValues(page);
  const now = (await mockSession.clock.get()).now;
  const window = defaultWindow(now);

  await expect(page).toHaveTitle('Dashboard | Spend explorer');
  await expect(page.getByRole('heading', { name: 'Merchant Spend Analysis' })).toBeVisible();
  await expect(page.getByTestId('spend-window')).toHaveText(`${window.start} to ${window.end}`);

  // The categories table and the doughnut's legend are the API's rows, largest spend first.
  const api = await apiGet<CategoryRow[]>(page.request, token!, `/share-of-wallet/category?startDate=${window.start}&endDate=${window.end}`);
  expect(api.length).toBeGreaterThan(1);
  await expect(rows(page, 'categories-table')).toHaveCount(api.length);
  await expect(rows(page, 'categories-table').first()).toContainText(api[0]!.label);
  await expect(rows(page, 'categories-table').first()).toContainText(`${api[0]!.shareOfWallet.toFixed(2)}%`);
  await expect(page.getByTestId('share-of-spend-item').first()).toContainText(`${api[0]!.shareOfWallet.toFixed(2)}%`);
  // At the suite's 1280 px the table is not cut off at its buttons (beside the chart it was, at 1280 px).
  await expect(rows(page, 'categories-table').first().getByRole('link', { name: `View category ${api[0]!.label}` })).toBeInViewport({ ratio: 1 });

  // Edit timeframe: ISO dates in the inputs, dd-MM-yyyy in the address.
  const d = new Date(now);
  const chosen = { start: day(Date.UTC(d.getUTCFullYear(), d.getUTCMonth() - 1, 1)), end: day(Date.UTC(d.getUTCFullYear(), d.getUTCMonth(), 1) - 1) };
  await page.getByRole('button', { name: 'Edit timeframe' }).click();
  const modal = page.getByRole('dialog', { name: 'Edit timeframe' });
  await modal.getByLabel('Start date').fill(toInput(chosen.start));
  await modal.getByLabel('End date').fill(toInput(chosen.end));
  await modal.getByRole('button', { name: 'Apply' }).click();
  await expect(page).toHaveURL(new RegExp(`/spend-explorer\\?start=${chosen.start}&end=${chosen.end}$`));
  await expect(page.getByTestId('spend-window')).toHaveText(`${chosen.start} to ${chosen.end}`);

  const month = await apiGet<CategoryRow[]>(page.request, token!, `/share-of-wallet/category?startDate=${chosen.start}&endDate=${chosen.end}`);
  const target = month.find((r) => r.label === 'Food and Drink') ?? month[0]!;
  await expect(rows(page, 'categories-table').first()).toContainText(month[0]!.label);

  // View category: its slug and the window travel in the URL; the title is the slug made readable.
  await page.getByRole('link', { name: `View category ${target.label}` }).click();
  const slug = slugOf(target.label);
  await expect(page).toHaveURL(new RegExp(`/spend-explorer/${slug}\\?start=${chosen.start}&end=${chosen.end}$`));
  const title = slug.replace(/-/g, ' ').replace(/^./, (c) => c.toUpperCase());
  await expect(page.getByRole('heading', { name: title, exact: true })).toBeVisible();
  const analysis = await apiGet<CategoryAnalysis>(page.request, token!, `/share-of-wallet/category/${slug}?startDate=${chosen.start}&endDate=${chosen.end}`);
  expect(analysis.categorySpend.transactionCount).toBe(target.transactionCount);
  expect(parseFigure(await page.getByTestId('category-spend').innerText())).toBe(analysis.categorySpend.totalTransactionVolume);
  expect(parseFigure(await page.getByTestId('category-count').innerText())).toBe(analysis.categorySpend.transactionCount);
  await expect(page.getByTestId('category-share')).toHaveText(`${analysis.shareOfWallet.toFixed(2)}%`);

  // Its top retailers are the API's for that category; open the first one.
  const popular = await apiGet<Popular[]>(
    page.request,
    token!,
    `/share-of-wallet/retailer/popularity?page=0&size=50&startDate=${chosen.start}&endDate=${chosen.end}&categories=${encodeURIComponent(analysis.category)}`,
  );
  await expect(rows(page, 'top-retailers-table')).toHaveCount(popular.length);
  const first = popular[0]!;
  await expect(rows(page, 'top-retailers-table').first()).toContainText(first.retailer.retailerName);

  // Breadcrumbs lead back to the list with the same window, and forward again.
  await page.getByRole('link', { name: 'Merchant Spend Analysis' }).click();
  await expect(page).toHaveURL(new RegExp(`/spend-explorer\\?start=${chosen.start}&end=${chosen.end}$`));
  await page.goBack();

  await page.getByRole('link', { name: `View retailer ${first.retailer.retailerName}` }).click();
  await expect(page).toHaveURL(new RegExp(`/retailer/${first.retailer.id}\\?start=${chosen.start}&end=${chosen.end}$`));
  await expect(page.getByRole('heading', { name: first.retailer.retailerName })).toBeVisible();
  // Transactions and cashback events count different rows (a purchase may earn from several offers): each says which.
  const stats = page.getByTestId('retailer-analytics');
  await expect(stats.getByTestId('stat-transactions-hint')).toContainText('purchases (bank debits)');
  await expect(stats.getByTestId('stat-cashback-events-hint')).toContainText('Cashback awards');
});

test('publisher searches the top retailers by name', async ({ page, signedInAt }) => {
  await signedInAt(accountFor.live(0), '/spend-explorer?start=01-01-2025&end=31-12-2025');
  const { token } = await storedValues(page);
  const top = rows(page, 'top-retailers-table').first();
  await expect(top.getByRole('link', { name: /^View retailer / })).toBeVisible();
  const name = (await top.getByRole('link').getAttribute('aria-label'))!.replace('View retailer ', '');
  const text = name.slice(0, 5);
  const found = await apiGet<{ content: Popular[]; totalElements: number }>(
    page.request,
    token!,
    `/share-of-wallet/retailer/popularity/search?page=0&size=50&startDate=01-01-2025&endDate=31-12-2025&search=${encodeURIComponent(text)}`,
  );
  await page.getByLabel('Search retailers').fill(text.toUpperCase());
  // The table shows the search's answer: the same rows, any case of the text.
  await expect(rows(page, 'top-retailers-table')).toHaveCount(found.content.length);
  await expect(rows(page, 'top-retailers-table').first()).toContainText(name);
  await expect.poll(async () => (await rows(page, 'top-retailers-table').allInnerTexts()).every((r) => r.toLowerCase().includes(text.toLowerCase()))).toBe(true);
  await page.getByLabel('Search retailers').fill('zzzz-no-such-retailer');
  await expect(page.getByTestId('top-retailers-table')).toContainText('No results');
});

test('the spend explorer and a category page fit a phone', async ({ page, signIn }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await signIn(accountFor.live(0));
  for (const path of ['/spend-explorer', '/spend-explorer/groceries']) {
    await page.goto(path);
    await expect(rows(page, 'top-retailers-table').first().getByRole('link', { name: /^View retailer / })).toBeVisible();
    await page.waitForLoadState('networkidle');
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow, `${path} is ${overflow}px wider than the phone`).toBeLessThanOrEqual(0);
  }
});
