import type { Page } from '@playwright/test';
import { apiGet, accountFor, expect, test, storedValues } from '@cashloop/mock-playwright';
import { parseFigure } from './fixtures/home';

interface RetailerPage {
  content: { id: string; retailerName: string; offers: string[]; offerType: string[] }[];
  totalElements: number;
}
interface RetailerDetail {
  retailerName: string;
  startDate: string;
  endDate: string;
  interval: string;
  retailerAnalytics: { transactionVolume: number; transactionCount: number; cashbackVolume: number; cashbackCount: number };
  graphData: { id: string }[];
}

const table = (page: Page) => page.getByTestId('retailer-catalogue-table');
const rowOf = (page: Page, name: string) => table(page).getByRole('row').filter({ has: page.getByText(name, { exact: true }) });

/** dd-MM-yyyy one year earlier, as the date input wants it (yyyy-MM-dd). */
const yearEarlierInput = (day: string) => {
  const [d, m, y] = day.split('-');
  return `${Number(y) - 1}-${m}-${d}`;
};
const toInput = (day: string) => day.split('-').reverse().join('-');

async function expectFigures(page: Page, api: RetailerDetail) {
  const stats = page.getByTestId('retailer-analytics');
  await expect(stats.getByTestId('analytics-window')).toHaveText(`${api.startDate} to ${api.endDate}, by ${api.interval}`);
  expect(parseFigure(await stats.getByTestId('stat-spend').innerText())).toBe(api.retailerAnalytics.transactionVolume);
  expect(parseFigure(await stats.getByTestId('stat-transactions').innerText())).toBe(api.retailerAnalytics.transactionCount);
  expect(parseFigure(await stats.getByTestId('stat-cashback').innerText())).toBe(api.retailerAnalytics.cashbackVolume);
  expect(parseFigure(await stats.getByTestId('stat-cashback-events').innerText())).toBe(api.retailerAnalytics.cashbackCount);
  await expect(stats.getByTestId('stat-share-total')).toHaveText(/^\d+\.\d{4}%$/);
  await expect(stats.getByTestId('stat-share-category')).toHaveText(/^\d+\.\d{4}%$/);
}

test('publisher searches, filters and opens a retailer, then changes its analytics timeframe', async ({ page, request, signedInAt }) => {
  await signedInAt(accountFor.live(0), '/retailer-catalogue');
  const { token } = await storedValues(page);
  await expect(page).toHaveTitle('Dashboard | Integrated catalogue');
  await expect(table(page).getByRole('columnheader', { name: 'Offers Avaliable' })).toBeVisible();

  // Most popular first: the first row is the API's first retailer.
  const popular = await apiGet<RetailerPage>(request, token!, '/catalogue/retailer?page=0&size=25&sort=MOSTPOPULAR');
  await expect(table(page).getByRole('row').nth(1)).toContainText(popular.content[0]!.retailerName);

  // Search a well-known retailer by part of its name, in any case.
  await page.getByLabel('Search retailers').fill('sainsbury');
  await expect(page).toHaveURL(/search=sainsbury/);
  await expect(rowOf(page, "Sainsbury's")).toBeVisible();
  await expect(table(page).getByRole('row')).toHaveCount(2);
  await page.getByLabel('Search retailers').fill('');
  await expect(page).not.toHaveURL(/search=/);

  // Filter by offer type: a chip shows, and the rows are the API's for that filter.
  await page.getByRole('button', { name: 'Filter results' }).click();
  // The filters live in the URL, so the controls follow it a moment after the click.
  const panel = page.getByTestId('catalogue-filter-panel');
  await panel.getByLabel('Click to activate').click();
  await expect(panel.getByLabel('Click to activate')).toBeChecked();
  await panel.getByLabel('A to Z').click();
  await expect(panel.getByLabel('A to Z')).toBeChecked();
  await page.keyboard.press('Escape');
  await expect(page).toHaveURL(/type=CLICK_TO_ACTIVATE/);
  const filtered = await apiGet<RetailerPage>(request, token!, '/catalogue/retailer?page=0&size=25&type=CLICK_TO_ACTIVATE&sort=ATOZ');
  const chips = page.getByTestId('applied-filters');
  await expect(chips.getByText('Click to activate', { exact: true })).toBeVisible();
  await expect(chips.getByText('A to Z', { exact: true })).toBeVisible();
  await expect(table(page).getByRole('row').nth(1)).toContainText(filtered.content[0]!.retailerName);
  const firstRow = rowOf(page, filtered.content[0]!.retailerName);
  await expect(firstRow.getByRole('cell').nth(1)).toHaveText(String(filtered.content[0]!.offers.length));
  await chips.getByRole('button', { name: 'Clear filters' }).click();
  await expect(page.getByTestId('applied-filters')).toHaveCount(0);
  await expect(table(page).getByRole('row').nth(1)).toContainText(popular.content[0]!.retailerName);

  // Open the retailer from a search.
  await page.getByLabel('Search retailers').fill("Sainsbury's");
  // The search's rows first: Sainsbury's is also on the list before it, and a click on that list as the
  // search's answer replaced it went nowhere (the row was gone under the pointer).
  await expect(table(page).getByRole('row')).toHaveCount(2);
  await rowOf(page, "Sainsbury's").getByRole('link', { name: 'View Retailer' }).click();
  await expect(page).toHaveURL(/\/retailer\/ret_[A-Za-z0-9]+$/);
  const retailerId = new URL(page.url()).pathname.split('/').pop()!;
  await expect(page.getByRole('heading', { name: "Sainsbury's" })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Website' })).toHaveAttribute('href', 'https://sainsburys.co.uk');
  await expect(page.getByTestId('retailer-offers').getByRole('link', { name: 'View Offer' }).first()).toBeVisible();

  // Default window: the server's, by week; figures equal the API's for the same token.
  const byDefault = await apiGet<RetailerDetail>(request, token!, `/catalogue/retailer/${retailerId}`);
  await expectFigures(page, byDefault);

  // Edit timeframe: a year longer, by month; the URL and the figures follow.
  await page.getByRole('button', { name: 'Edit timeframe' }).click();
  const dialog = page.getByRole('dialog', { name: 'Edit timeframe' });
  await dialog.getByLabel('Start date').fill(yearEarlierInput(byDefault.startDate));
  await dialog.getByLabel('End date').fill('');
  await expect(dialog.getByRole('button', { name: 'Apply' })).toBeDisabled();
  await dialog.getByLabel('End date').fill(toInput(byDefault.endDate));
  await dialog.getByRole('combobox', { name: 'Interval' }).click();
  await dialog.getByRole('option', { name: 'Month' }).click();
  await dialog.getByRole('button', { name: 'Apply' }).click();
  await expect(dialog).toBeHidden();

  const start = yearEarlierInput(byDefault.startDate).split('-').reverse().join('-');
  await expect(page).toHaveURL(new RegExp(`start=${start}&end=${byDefault.endDate}&interval=month`));
  const longer = await apiGet<RetailerDetail>(
    request,
    token!,
    `/catalogue/retailer/${retailerId}?startDate=${start}&endDate=${byDefault.endDate}&interval=month`,
  );
  expect(longer.retailerAnalytics.transactionCount).toBeGreaterThan(byDefault.retailerAnalytics.transactionCount);
  expect(longer.graphData).toHaveLength(15);
  await expectFigures(page, longer);
});
