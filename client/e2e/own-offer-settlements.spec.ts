import { readFile } from 'node:fs/promises';
import { apiGet, accountFor, expect, test } from '@cashloop/mock-playwright';

interface SettlementsPage {
  content: { id: string; fileName: string; sentToSupplier: boolean; receivedFromSupplier: boolean }[];
}

test('publisher downloads a verification file, marks it as sent and submits it on the retailer settlements screen', async ({ page, request, apiToken, signedInAt }) => {
  const account = accountFor.liveAdmin();
  const token = await apiToken(account);
  const files = await apiGet<SettlementsPage>(request, token, '/bring-your-own-offer-fulfillment?page=0&size=25');
  const file = files.content.find((f) => !f.sentToSupplier);
  expect(file, 'a verification file not sent yet').toBeDefined();

  await signedInAt(account, '/fulfilment');
  await expect(page).toHaveTitle('Dashboard | Retailer settlements');
  const table = page.getByTestId('retailer-settlements-table');
  await expect(table).toContainText('Recieved successfully');
  const row = table.getByRole('row').filter({ hasText: file!.fileName });
  await expect(row.getByText('You need to send the transaction list first')).toBeVisible();

  const downloading = page.waitForEvent('download');
  await row.getByRole('button', { name: 'Download CSV' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toBe(`transaction_verification_${file!.id}.csv`);
  expect((await readFile(await download.path(), 'utf8')).split('\n')[0]).toContain('transactionId');

  // Issue 47 item 8: both moves are permanent, so each asks first, naming the file; Cancel changes nothing.
  await row.getByRole('button', { name: 'Mark as sent' }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog).toContainText(file!.fileName);
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(row.getByRole('button', { name: 'Mark as sent' })).toBeVisible();
  await row.getByRole('button', { name: 'Mark as sent' }).click();
  await dialog.getByRole('button', { name: 'Mark as sent' }).click();
  await expect(row.getByRole('button', { name: 'Submit transactions' })).toBeVisible();
  // The spec's label stays; the note under it and the dialog say what it records.
  await expect(row.getByText('Records receipt from the supplier')).toBeVisible();
  await row.getByRole('button', { name: 'Submit transactions' }).click();
  await expect(dialog).toContainText('Record receipt from the supplier');
  await expect(dialog).toContainText(file!.fileName);
  await dialog.getByRole('button', { name: 'Record receipt' }).click();
  await expect(row.getByText('Recieved successfully')).toBeVisible();
  const after = await apiGet<SettlementsPage>(request, token, '/bring-your-own-offer-fulfillment?page=0&size=25');
  expect(after.content.find((f) => f.id === file!.id)).toMatchObject({ sentToSupplier: true, receivedFromSupplier: true });
});
