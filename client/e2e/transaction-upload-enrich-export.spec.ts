import { readFile } from 'node:fs/promises';
import type { APIRequestContext } from '@playwright/test';
import { apiGet, LIVE_PREFIX, accountFor, expect, test, storedValues } from '@cashloop/mock-playwright';
import { parseCsv } from './fixtures/settings-csv';

const account = accountFor.liveAdmin();

/** Descriptions of well-known retailers; the first the playground says earns PAYMENT cashback is used. */
const CANDIDATES = ['Boots 1234', 'COSTA COFFEE 43011', 'DELIVEROO', 'UBER *TRIP', 'TESCO STORES 3297 LONDON GB', 'JD SPORTS', 'ARGOS LTD'];

interface PlaygroundAnswer {
  transactionData: { enrichedCreditorData: { merchant: string } | null; offersAvailable: { offerType: string; notApplicableReason: string | null }[] };
  cashbackObject: unknown;
}

async function retailerWithPaymentOffer(request: APIRequestContext, token: string) {
  for (const description of CANDIDATES) {
    const res = await request.post(`${LIVE_PREFIX}/playground`, { headers: { Authorization: `Bearer ${token}` }, data: { description, amount: -60 } });
    expect(res.status(), await res.text()).toBe(200);
    const answer = (await res.json()) as PlaygroundAnswer;
    const payment = answer.transactionData.offersAvailable.some((o) => o.offerType === 'PAYMENT' && o.notApplicableReason === null);
    if (answer.cashbackObject && payment) return { description, merchant: answer.transactionData.enrichedCreditorData!.merchant };
  }
  throw new Error(`none of ${CANDIDATES.join(', ')} has a live PAYMENT offer in this world`);
}

test('publisher uploads a CSV of transactions, sees them enriched and exports the cashback they earned', async ({ page, request, signIn, mockSession }) => {
  await signIn(account);
  const { token } = await storedValues(page);
  const { description, merchant } = await retailerWithPaymentOffer(request, token!);
  const { now } = await mockSession.clock.get();
  const tag = Date.now().toString(36);
  // One end user a row: a single-use offer pays each user once.
  const users = [1, 2, 3].map((i) => `e2e-user-${tag}-${i}`);
  const refs = [1, 2, 3].map((i) => `E2E-${tag}-${i}`);
  const fileName = `bank-export-${tag}.csv`;
  const booked = new Date(now - 2 * 86_400_000).toISOString();
  const csv = ['Transaction ID,End User ID,Booking Date Time,Amount,Currency,Description', ...refs.map((ref, i) => `${ref},${users[i]},${booked},-60.00,GBP,${description}`)].join('\r\n');

  await page.goto('/transaction-enrichment');
  await expect(page).toHaveTitle('Dashboard | Transaction enrichment');
  await expect(page.getByRole('heading', { name: 'Transaction processing' })).toBeVisible();
  await page.getByRole('link', { name: 'Upload transactions' }).click();
  await expect(page).toHaveURL(/\/transaction-enrichment\/uploads$/);
  await expect(page.getByText('Uploads History', { exact: true })).toBeVisible();

  await page.getByTestId('open-upload').click();
  const modal = page.getByRole('dialog');
  await expect(modal.getByTestId('historical-data')).toHaveValue('No');
  await expect(modal.getByTestId('enrich-data')).toHaveValue('Yes');
  await expect(modal.getByTestId('upload-submit')).toBeDisabled();
  await modal.locator('input[type="file"]').setInputFiles({ name: fileName, mimeType: 'text/csv', buffer: Buffer.from(csv) });
  await modal.getByTestId('upload-submit').click();
  await expect(page.getByText(`3 transactions uploaded from ${fileName}`)).toBeVisible();

  const history = page.getByTestId('upload-history');
  const row = history.getByRole('row').filter({ hasText: fileName });
  await expect(row).toContainText('COMPLETED');
  const uploads = await apiGet<{ content: { id: string; fileName: string }[] }>(request, token!, '/transaction-enrichment/upload-csv?page=0&size=25');
  const uploadId = uploads.content.find((u) => u.fileName === fileName)!.id;

  // The transactions, enriched, at the top of the processing list and found by user.
  await page.goto('/transaction-enrichment');
  const table = page.getByTestId('transactions');
  for (const ref of refs) {
    const txn = table.getByRole('row').filter({ hasText: ref });
    await expect(txn.getByTestId('enriched-data')).toContainText(merchant);
    await expect(txn).toContainText(description);
  }
  await page.getByTestId('search-userId').fill(users[1]!);
  await expect(table.getByRole('row')).toHaveCount(2);
  await expect(table.getByRole('row').filter({ hasText: refs[1]! }).getByTestId('enriched-data')).toContainText(merchant);

  // 'Export cashback' of the file.
  await page.goto('/transaction-enrichment/uploads');
  const downloadPromise = page.waitForEvent('download');
  await page.getByTestId(`export-cashback-${uploadId}`).click();
  const download = await downloadPromise;
  expect(download.suggestedFilename()).toBe(`cashback_${uploadId}.csv`);
  const [header, ...rows] = parseCsv(await readFile(await download.path(), 'utf8'));
  const col = (name: string) => header!.indexOf(name);
  expect(rows.map((r) => r[col('Transaction reference')])).toEqual(refs);
  expect(rows.map((r) => r[col('End user id')])).toEqual(users);
  for (const r of rows) {
    expect(r[col('Status')]).toBe('CREATED');
    expect(r[col('Retailer')]).toBe(merchant);
    expect(Number(r[col('End user cashback')]) + Number(r[col('Publisher commission')])).toBeGreaterThan(0);
  }
});
