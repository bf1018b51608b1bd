import type { APIRequestContext } from '@playwright/test';
import { LIVE_PREFIX, accountFor, expect, test, storedValues } from '@cashloop/mock-playwright';

const account = accountFor.live(2);

/** Descriptions of well-known retailers; the first whose answer carries cashback is the one to show. */
const CANDIDATES = ['Boots 1234', 'COSTA COFFEE 43011', 'DELIVEROO', 'UBER *TRIP', 'TESCO STORES 3297 LONDON GB', 'JD SPORTS', 'ARGOS LTD'];
const AMOUNT = 45;

interface Answer {
  transactionData: { enrichedCreditorData: { merchant: string } | null; offersAvailable: { offerType: string }[] };
  cashbackObject: { payoutData: { endUserCashbackReceivable: number; publisherCashbackReceivable: number } } | null;
}

async function retailerWithCashback(request: APIRequestContext, token: string) {
  for (const description of CANDIDATES) {
    const res = await request.post(`${LIVE_PREFIX}/playground`, {
      headers: { Authorization: `Bearer ${token}` },
      data: { description, amount: -AMOUNT },
    });
    expect(res.status(), await res.text()).toBe(200);
    const answer = (await res.json()) as Answer;
    if (answer.cashbackObject && answer.transactionData.offersAvailable.some((o) => o.offerType === 'PAYMENT')) return { description, answer };
  }
  throw new Error(`none of ${CANDIDATES.join(', ')} earns cashback in this world`);
}

const pounds = (n: number) => `£${n.toFixed(2)}`;

test('a known retailer shows merchant, offers, fulfilment steps and earnings; nonsense finds no merchant', async ({ page, request, signedInAt }) => {
  await signedInAt(account, '/playground');
  await expect(page).toHaveTitle('Dashboard | Playground');
  const { token } = await storedValues(page);
  const { description, answer } = await retailerWithCashback(request, token!);
  const merchant = answer.transactionData.enrichedCreditorData!.merchant;

  const button = page.getByRole('button', { name: 'Test transaction' });
  await expect(button).toBeDisabled();
  await page.getByLabel('Transaction description').fill(description);
  // A positive amount is tested as spend.
  await page.getByLabel('Amount').fill(String(AMOUNT));
  await button.click();

  await expect(page.getByTestId('raw-input')).toContainText(description);
  await expect(page.getByTestId('merchant-name')).toHaveText(merchant);
  await expect(page.getByTestId('merchant-amount')).toHaveText(`-${pounds(AMOUNT)}`);
  const payment = page.getByTestId('playground-offer').filter({ hasText: 'Payment-linked offer' }).first();
  await expect(payment).toBeVisible();
  await expect(payment).toContainText('End-user cashback');
  await expect(page.getByTestId('raw-json')).toContainText(`"merchant": "${merchant}"`);

  const fulfilment = page.getByTestId('cashback-fulfilment');
  for (const step of ['Notify your systems', 'Send transaction to merchant', 'Merchant verifies purchase', 'Merchant pays cashback']) {
    await expect(fulfilment.getByText(step)).toBeVisible();
  }
  await expect(fulfilment.getByTestId('fulfilment-json')).toContainText('"status": "CREATED"');
  await fulfilment.getByText('Merchant verifies purchase').click();
  await expect(fulfilment.getByTestId('fulfilment-json')).toContainText('"status": "VERIFIED"');
  await fulfilment.getByText('Merchant pays cashback').click();
  await expect(fulfilment.getByTestId('fulfilment-json')).toContainText('"status": "RECEIVED"');

  const earnings = page.getByTestId('cashback-earnings');
  await expect(earnings.getByText("Your user's earnings")).toBeVisible();
  await expect(earnings.getByText('Your commission')).toBeVisible();
  await expect(page.getByTestId('earnings-end-user')).toHaveText(pounds(answer.cashbackObject!.payoutData.endUserCashbackReceivable));
  await expect(page.getByTestId('earnings-commission')).toHaveText(pounds(answer.cashbackObject!.payoutData.publisherCashbackReceivable));

  await page.getByLabel('Transaction description').fill('xyzzy qwerty');
  await page.getByRole('button', { name: 'Test transaction' }).click();
  await expect(page.getByText('No merchant indentified', { exact: true })).toBeVisible();
  await expect(page.getByText('Try a different transaction string', { exact: true })).toBeVisible();
  await expect(page.getByTestId('cashback-fulfilment')).toHaveCount(0);
  await expect(page.getByTestId('cashback-earnings')).toHaveCount(0);
});

test('a failed test stops loading and shows the error', async ({ page, signedInAt }) => {
  await signedInAt(accountFor.live(3), '/playground');
  await page.route('**/playground', (route) =>
    route.fulfill({ status: 500, contentType: 'application/json', body: JSON.stringify({ error: { code: 'INTERNAL', message: 'Something went wrong on our side. Please try again.' } }) }),
  );
  await page.getByLabel('Transaction description').fill('Boots 1234');
  await page.getByLabel('Amount').fill('-12');
  await page.getByRole('button', { name: 'Test transaction' }).click();
  await expect(page.getByRole('alert')).toContainText('Something went wrong on our side. Please try again.');
  await expect(page.getByRole('button', { name: 'Test transaction' })).toBeEnabled();
});
