import { readFile } from 'node:fs/promises';
import { apiGet, accountFor, expect, test } from '@cashloop/mock-playwright';
import { parseFigure } from './fixtures/home';
import { parseCsv } from './fixtures/settings-csv';

interface HistoricPayout {
  id: string;
  startDate: number;
  endDate: number;
  paid: boolean;
  amount: number;
}

const account = accountFor.liveAdmin();

test('publisher sees the upcoming payout and downloads a payout from the history as CSV', async ({ page, request, apiToken, signedInAt }) => {
  const token = await apiToken(account);
  const current = await apiGet<{ amount: number; endUserAmount: number; commissionAmount: number }>(request, token, '/payout/current');
  const history = await apiGet<{ content: HistoricPayout[]; totalElements: number }>(request, token, '/payout/historic?page=0&size=25');
  expect(history.content.length, 'the demo world has closed payouts').toBeGreaterThan(0);

  await signedInAt(account, '/payouts');
  await expect(page).toHaveTitle('Dashboard | Payouts');
  await expect(page.getByText('Upcoming payout', { exact: true })).toBeVisible();
  await expect(page.getByTestId('upcoming-amount')).toBeVisible();
  expect(parseFigure(await page.getByTestId('upcoming-amount').innerText())).toBeCloseTo(current.amount, 2);
  expect(parseFigure(await page.getByTestId('upcoming-commission').innerText())).toBeCloseTo(current.commissionAmount, 2);

  await expect(page.getByText('Payout History', { exact: true })).toBeVisible();
  const table = page.getByTestId('payout-history');
  await expect(table.getByRole('row')).toHaveCount(Math.min(history.content.length, 25) + 1);

  // The newest payout with cashback in it, as the table shows it.
  const payout = history.content.find((p) => p.amount > 0)!;
  const downloadPromise = page.waitForEvent('download');
  await page.getByTestId(`download-payout-${payout.id}`).click();
  const download = await downloadPromise;
  expect(download.suggestedFilename()).toBe(`payout_historic_${payout.id}.csv`);

  const [header, ...rows] = parseCsv(await readFile(await download.path(), 'utf8'));
  expect(header).toEqual([
    'Cashback id', 'Created date', 'End user id', 'Transaction id', 'Retailer', 'Transaction amount',
    'End user cashback', 'Publisher commission', 'Currency', 'Status',
  ]);
  expect(rows.length).toBeGreaterThan(0);
  let pence = 0;
  for (const row of rows) {
    expect(row).toHaveLength(header!.length);
    pence += Math.round(Number(row[6]) * 100) + Math.round(Number(row[7]) * 100);
    expect(row[9]).toMatch(/^(RECEIVED|PAID)$/);
  }
  expect(pence / 100).toBeCloseTo(payout.amount, 2);
});
