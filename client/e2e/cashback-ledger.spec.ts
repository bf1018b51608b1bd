import type { APIRequestContext, Page } from '@playwright/test';
import { apiGet, accountFor, expect, test } from '@cashloop/mock-playwright';

interface Cashback {
  id: string;
  status: string;
  transactionId: string | null;
  transactionAmount?: { amount: number };
  payoutId: string | null;
}

const DAY = 86_400_000;
const account = accountFor.liveAdmin();
const COLUMNS = [
  'Id', 'Date created', 'Status', 'User id', 'Transaction id', 'Retailer', 'Transaction Value', 'End user receivable', 'Publisher receivable', 'Declined Reason',
];

const ledger = (page: Page) => page.getByTestId('cashback-ledger');
const rowOf = (page: Page, id: string) => ledger(page).getByRole('row').filter({ hasText: id });

async function searchCashback(page: Page, id: string) {
  await page.getByTestId('search-cashbackId').fill(id);
  await expect(ledger(page).getByRole('row')).toHaveCount(2);
  return rowOf(page, id);
}

/** Clicks the console's '+30 days' `times` times, each time waiting for the clock to show it. */
async function advanceInConsole(page: Page, consoleUrl: string, times: number) {
  await page.goto(consoleUrl);
  const now = async () => Number(await page.getByTestId('console-clock-now').getAttribute('data-now'));
  await expect(page.getByTestId('console-clock-now')).toHaveAttribute('data-now', /^\d+$/);
  for (let i = 0; i < times; i += 1) {
    const before = await now();
    await page.getByTestId('console-advance-30-days').click();
    await expect.poll(now).toBeGreaterThanOrEqual(before + 30 * DAY);
  }
}

/** Tokens expire on the virtual clock: the ledger sends the user to sign in, and back to the ledger after. */
async function signInAgain(page: Page, signIn: (from: 'here') => Promise<void>) {
  await page.goto('/cashback-ledger');
  await expect(page).toHaveURL(/\/auth\/sign-in/);
  await signIn('here');
  await expect(page).toHaveURL(/\/cashback-ledger$/);
}

const cashbackOf = (request: APIRequestContext, token: string, id: string, env: 'live' | 'sandbox' = 'live') =>
  apiGet<Cashback>(request, token, `/cashback-ledger/cashback/${id}`, env);

test('publisher watches a cashback go from CREATED to PAID in the ledger and its payout as the console moves the clock', async ({
  page,
  request,
  apiToken,
  signIn,
  mockSession,
  signedInAt,
}) => {
  // A long story on a shared machine: three times the budget, which playwright.config.ts already scales by workers per core.
  test.slow();
  await mockSession.clock.freeze();
  let token = await apiToken(account);
  const created = await apiGet<{ content: Cashback[] }>(request, token, '/cashback-ledger?status=CREATED&page=0&size=50');
  const candidates = created.content.filter((c) => c.transactionAmount).map((c) => c.id);
  expect(candidates.length, 'the demo world has new card-linked cashback').toBeGreaterThan(5);

  // Which of them the supplier will verify (a few are declined): look ahead 120 days, then put the world back.
  await mockSession.snapshots.save('before');
  await mockSession.clock.advance({ days: 120 });
  token = await apiToken(account);
  const paid: Cashback[] = [];
  for (const id of candidates.slice(0, 10)) paid.push(await cashbackOf(request, token, id));
  const chosen = paid.find((c) => c.status === 'PAID')!;
  expect(chosen, 'one of ten new cashback is paid within 120 days').toBeDefined();
  await mockSession.snapshots.restore('before');

  await signedInAt(account, '/cashback-ledger');
  await expect(page).toHaveTitle('Dashboard | Cashback ledger');
  await expect(page.getByRole('heading', { name: 'Cashback ledger' })).toBeVisible();
  await expect(ledger(page).getByRole('columnheader')).toHaveText(COLUMNS);
  // Spec 3 §9: the first load asks for 50; live has no 'Update status'.
  await expect(ledger(page).getByRole('row')).toHaveCount(51);
  await expect(page.getByRole('button', { name: 'Update status' })).toHaveCount(0);

  // 'Filter by' starts on every status but DISQUALIFIED.
  await page.getByTestId('ledger-filter').click();
  const filter = page.getByRole('dialog', { name: 'Filter by' });
  await expect(filter.getByRole('checkbox', { name: 'DISQUALIFIED', exact: true })).not.toBeChecked();
  for (const s of ['CREATED', 'BEING_VERIFIED', 'VERIFIED', 'RECEIVED', 'PAID', 'DECLINED']) await expect(filter.getByRole('checkbox', { name: s, exact: true })).toBeChecked();
  for (const s of ['CREATED', 'BEING_VERIFIED', 'VERIFIED', 'RECEIVED', 'PAID']) await filter.getByRole('checkbox', { name: s, exact: true }).uncheck();
  await page.getByTestId('ledger-filter-apply').click();
  await expect(ledger(page).locator('tbody tr').first()).toContainText('DECLINED');
  await expect(ledger(page).locator('tbody tr').filter({ hasNotText: 'DECLINED' })).toHaveCount(0);

  let row = await searchCashback(page, chosen.id);
  await expect(row).toContainText('CREATED');

  // A month later (the console's +30 days), the supplier is verifying or has verified it.
  await advanceInConsole(page, mockSession.joinUrl('/__console'), 1);
  await signInAgain(page, (from) => signIn(account, { from }));
  row = await searchCashback(page, chosen.id);
  await expect(row).not.toContainText('CREATED');

  // Three more months: received, then paid with its month's payout on the payment date.
  await advanceInConsole(page, mockSession.joinUrl('/__console'), 3);
  await signInAgain(page, (from) => signIn(account, { from }));
  row = await searchCashback(page, chosen.id);
  await expect(row).toContainText('PAID');
  await expect(row.getByText('PAID', { exact: true })).toBeVisible();

  token = await apiToken(account);
  const after = await cashbackOf(request, token, chosen.id);
  expect(after).toMatchObject({ status: 'PAID', payoutId: expect.stringMatching(/^pay_/) });
  const csv = await request.get(`/private/api/client/payout/historic/${after.payoutId}/csv`, { headers: { Authorization: `Bearer ${token}` } });
  expect(csv.status()).toBe(200);
  expect(await csv.text()).toMatch(new RegExp(`^${chosen.id},.*,PAID$`, 'm'));

  // The payouts page shows that payout paid.
  await page.goto('/payouts');
  const payoutRow = page.getByTestId('payout-history').getByRole('row').filter({ has: page.getByTestId(`download-payout-${after.payoutId}`) });
  await expect(payoutRow).toContainText('Paid');
});

test('sandbox tester moves a cashback to another status with Update status', async ({ page, request, apiToken, mockSession, signedInAt }) => {
  const tester = accountFor.sandboxOnly('ADMIN');
  const token = await apiToken(tester);
  const list = await apiGet<{ content: Cashback[] }>(request, token, '/cashback-ledger?status=CREATED&size=5', 'sandbox');
  const target = list.content[0]!;

  await signedInAt(tester, '/cashback-ledger');
  const row = await searchCashback(page, target.id);
  await expect(row).toContainText('CREATED');
  await row.getByRole('button', { name: 'Update status' }).click();
  const dialog = page.getByRole('dialog', { name: 'Update status' });
  // Spec 3 §5: a status must be chosen first.
  await expect(dialog.getByRole('button', { name: 'Submit' })).toBeDisabled();
  await dialog.getByTestId('update-status-select').click();
  await dialog.getByRole('option', { name: 'PAID', exact: true }).click();
  await dialog.getByRole('button', { name: 'Submit' }).click();
  await expect(page.getByText(`Cashback ${target.id} is now PAID`)).toBeVisible();
  await expect(dialog).toHaveCount(0);
  await expect(row).toContainText('PAID');

  await mockSession.journal.waitFor({ endpointId: 'ledger.updateStatus', status: 200 });
  expect((await cashbackOf(request, token, target.id, 'sandbox')).status).toBe('PAID');
});
