import { accountFor, expect, test } from '@cashloop/mock-playwright';

const account = accountFor.liveAdmin();

test('an upload stalled by a domain fault shows PROCESSING in the history until the simulator completes it', async ({ page, mockSession, signedInAt }) => {
  const tag = Date.now().toString(36);
  const fileName = `stalled-${tag}.csv`;
  const rule = await mockSession.domainFaults.arm({ kind: 'upload-stall', atRow: 2, match: { fileName: `stalled-${tag}` } });
  const { now } = await mockSession.clock.get();
  const booked = new Date(now - 2 * 86_400_000).toISOString();
  const csv = [
    'Transaction ID,End User ID,Booking Date Time,Amount,Currency,Description',
    ...[1, 2, 3].map((i) => `STALL-${tag}-${i},stall-user-${tag}-${i},${booked},-12.50,GBP,TESCO STORES 3297 LONDON`),
  ].join('\r\n');

  await signedInAt(account, '/transaction-enrichment/uploads');
  await expect(page.getByText('Uploads History', { exact: true })).toBeVisible();
  await page.getByTestId('open-upload').click();
  const modal = page.getByRole('dialog');
  await modal.locator('input[type="file"]').setInputFiles({ name: fileName, mimeType: 'text/csv', buffer: Buffer.from(csv) });
  await modal.getByTestId('upload-submit').click();

  // The file stops after row 2: PROCESSING in the history (behind the modal, which shows the rows read), nothing stored.
  const row = page.getByTestId('upload-history').getByRole('row').filter({ hasText: fileName });
  await expect(row).toContainText('PROCESSING');
  await expect(modal.getByTestId('upload-progress')).toContainText('Processing: 2 rows read');
  // The upload the rule hit is its latest hit's subject.
  let uploadId = '';
  await expect
    .poll(async () => (uploadId = (await mockSession.domainFaults.list()).find((r) => r.id === rule.id)?.recentHits[0]?.subject.id ?? ''))
    .not.toBe('');

  const completed = await mockSession.simulate.uploads.complete(uploadId);
  expect(completed).toMatchObject({ subject: { type: 'transaction_upload', id: uploadId }, from: 'PROCESSING', to: 'COMPLETED', rowCount: 3, reason: null });

  await expect(page.getByText(`3 transactions uploaded from ${fileName}`)).toBeVisible();
  await expect(row).toContainText('COMPLETED');
  await expect(page.getByTestId(`export-cashback-${uploadId}`)).toBeVisible();
});
