import { apiGet, accountFor, expect, test } from '@cashloop/mock-playwright';

interface BankConnection {
  id: string;
  endUserId: string;
  accountName: string;
  isActive: boolean;
}

interface Invoice {
  startDate: number;
  endDate: number;
  platformFeeReceivable: number;
  transactionProcessingFee: number;
  processedTransactions: number;
  totalTransactionProcessingReceivable: number;
  openBankingConnection: number;
  totalOpenBankingConnectionReceivable: number;
  invoiceTotal: number;
}

const account = accountFor.liveAdmin();
const pounds = (value: number, decimals: 2 | 3) =>
  new Intl.NumberFormat('en-GB', { style: 'currency', currency: 'GBP', minimumFractionDigits: decimals, maximumFractionDigits: decimals }).format(value);
const day = (ms: number) => new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'short', year: 'numeric', timeZone: 'UTC' }).format(new Date(ms));

test('publisher ends a live bank connection after confirming, and it shows as EXPIRED', async ({ page, request, apiToken, signedInAt }) => {
  const token = await apiToken(account);
  const list = await apiGet<{ content: BankConnection[] }>(request, token, '/account-requisition?page=0&size=50');
  const live = list.content.find((c) => c.isActive)!;
  expect(live, 'the first page holds a LIVE connection').toBeDefined();

  await signedInAt(account, '/bank-connections');
  await expect(page).toHaveTitle('Dashboard | Bank connections');
  const table = page.getByTestId('bank-connections');
  await expect(table.getByRole('columnheader')).toHaveText(['Id', 'Account Id', 'User id', 'Bank', 'Connection status', 'Created', 'Last accessed', 'Disconnect']);
  // Spec 3 §9: the initial load asks for 50.
  await expect(table.getByRole('row')).toHaveCount(51);
  // Only LIVE rows offer the end action.
  await expect(table.getByRole('row').filter({ hasText: 'EXPIRED' }).getByRole('button', { name: 'Disconnect' })).toHaveCount(0);

  await page.getByTestId('search-connection-id').fill(live.id);
  await expect(table.getByRole('row')).toHaveCount(2);
  const row = table.getByRole('row').filter({ hasText: live.id });
  await expect(row).toContainText(live.endUserId);
  await expect(row).toContainText(live.accountName);
  await expect(row).toContainText('LIVE');

  await row.getByRole('button', { name: 'Disconnect' }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog).toContainText('End this bank connection?');
  await dialog.getByRole('button', { name: 'Disconnect' }).click();
  await expect(page.getByText(`Bank connection ${live.id} ended`)).toBeVisible();
  await expect(row).toContainText('EXPIRED');
  await expect(row.getByRole('button', { name: 'Disconnect' })).toHaveCount(0);

  const [after] = await apiGet<BankConnection[]>(request, token, `/account-requisition/requisition/${live.id}`);
  expect(after!.isActive).toBe(false);
});

test('publisher reads the upcoming invoice and the invoice history', async ({ page, request, apiToken, signedInAt }) => {
  const token = await apiToken(account);
  const current = await apiGet<Invoice>(request, token, '/invoice/current');
  const history = await apiGet<{ totalElements: number }>(request, token, '/invoice/historic?page=0&size=25');

  await signedInAt(account, '/billing');
  await expect(page).toHaveTitle('Dashboard | Billing');
  await expect(page.getByTestId('sandbox-toggle')).toHaveCount(0);
  const upcoming = page.getByTestId('upcoming-invoice');
  await expect(upcoming.getByText('Upcoming invoice', { exact: true })).toBeVisible();
  await expect(page.getByTestId('upcoming-invoice-subtitle')).toHaveText(`For the period from ${day(current.startDate)} to ${day(current.endDate)}`);

  const platform = page.getByTestId('invoice-line-platform');
  await expect(platform).toContainText('Platform fee');
  await expect(platform).toContainText(pounds(current.platformFeeReceivable, 2));
  const processing = page.getByTestId('invoice-line-processing');
  await expect(processing).toContainText('Transaction enrichment fee');
  await expect(processing).toContainText(pounds(current.transactionProcessingFee, 3));
  await expect(processing).toContainText(pounds(current.totalTransactionProcessingReceivable, 3));
  const connections = page.getByTestId('invoice-line-connections');
  await expect(connections).toContainText('Bank connection fee');
  await expect(connections).toContainText(pounds(current.totalOpenBankingConnectionReceivable, 2));
  await expect(page.getByTestId('invoice-total')).toHaveText(pounds(current.invoiceTotal, 3));
  await expect(upcoming).toContainText('Total (excluding VAT)');

  await expect(page.getByText('Historical invoices', { exact: true })).toBeVisible();
  const table = page.getByTestId('invoice-history');
  await expect(table.getByRole('columnheader')).toHaveText(['Start date', 'End date', 'Total']);
  await expect(table.getByRole('row')).toHaveCount(Math.min(history.totalElements, 25) + 1);
  await expect(page.getByTestId('invoice-records-hint')).toContainText('pdf');
});

test('a publisher that is not billed reads that no upcoming invoice exists', async ({ page, signedInAt }) => {
  await signedInAt(accountFor.notInContract('ADMIN'), '/billing');
  await expect(page.getByTestId('upcoming-invoice-subtitle')).toHaveText('No upcoming invoice data available');
  await expect(page.getByTestId('invoice-history')).toContainText('No results');
});
