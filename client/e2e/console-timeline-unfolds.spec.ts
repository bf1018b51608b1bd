import { apiGet, LIVE_PREFIX, accountFor, expect, test } from '@cashloop/mock-playwright';
import { retailerNotInProgramme } from './fixtures/programme';

const CORRELATION_HEADER = 'x-correlation-id';

/*
 * The console's causal timeline (issue 12): calls made in a session show as rows that unfold into the
 * email, the domain event and the clock steps they caused.
 */
test('console timeline unfolds a call into its email, a simulator call into its event, and a clock jump into its steps', async ({ page, request, apiToken, mockSession }) => {
  // A long story on a shared machine: three times the budget, which playwright.config.ts already scales by workers per core.
  test.slow();
  const account = accountFor.liveAdmin();
  const token = await apiToken(account);
  const authed = { Authorization: `Bearer ${token}` };

  // An application the supplier decides on the clock, so the jump below has something to do.
  const retailer = await retailerNotInProgramme(request, token);
  const applied = await request.post(`${LIVE_PREFIX}/activated-offer/offer/apply/${retailer.offerId}`, { headers: authed, data: {} });
  expect(applied.status(), await applied.text()).toBe(200);

  const forgot = await request.post(`${LIVE_PREFIX}/auth/forgot-password`, { data: { email: account.email } });
  expect(forgot.status(), await forgot.text()).toBe(200);
  const forgotId = forgot.headers()[CORRELATION_HEADER]!;
  const { code } = await mockSession.outbox.waitForEmail(account.email, { subject: 'Reset your password' });
  expect(code).toBeTruthy();

  const created = await apiGet<{ content: { id: string }[] }>(request, token, '/cashback-ledger?status=CREATED&page=0&size=1');
  const cashbackId = created.content[0]!.id;
  const moved = await request.post(`/__mock/simulate/cashback/${cashbackId}/move`, { data: {} });
  expect(moved.status(), await moved.text()).toBe(200);
  const moveId = moved.headers()[CORRELATION_HEADER]!;

  await page.goto(mockSession.joinUrl('/__console?tab=timeline'));
  await expect(page.getByTestId('console-world')).toHaveAttribute('data-world', mockSession.id);

  // The reset request: one row, one email; unfolded, the email with its one-time code.
  const forgotRow = page.getByTestId(`console-timeline-row-${forgotId}`);
  await expect(forgotRow).toContainText('/private/api/client/auth/forgot-password');
  await expect(forgotRow).toContainText('1 email');
  await expect(forgotRow.getByTestId('console-timeline-email')).toBeHidden();
  await page.getByTestId(`console-timeline-toggle-${forgotId}`).click();
  const email = forgotRow.getByTestId('console-timeline-email');
  await expect(email).toContainText('Reset your password');
  await expect(email).toContainText(account.email.toLowerCase());
  await expect(email.getByTestId('console-timeline-email-code')).toHaveText(code!);

  // The simulator call unfolds into the state change it made.
  const moveRow = page.getByTestId(`console-timeline-row-${moveId}`);
  await expect(moveRow).toContainText('1 event');
  await page.getByTestId(`console-timeline-toggle-${moveId}`).click();
  await expect(moveRow.getByTestId('console-timeline-event')).toHaveText(`CASHBACK_BEING_VERIFIED cashback ${cashbackId}`);

  // +30 days from the console: the clock call appears live, with the step it woke nested under it.
  await page.getByTestId('console-advance-30-days').click();
  const clockRow = page
    .getByTestId('console-timeline-list')
    .locator('[data-kind="REQUEST"]')
    .filter({ has: page.getByTestId('console-timeline-path').getByText('/__mock/clock', { exact: true }) })
    .first();
  await expect(clockRow).toContainText(/\d+ clock steps?/, { timeout: 30_000 });
  await clockRow.getByTestId(/^console-timeline-toggle-cor_/).first().click();
  const steps = clockRow.getByTestId(/^console-timeline-steps-/);
  await expect(steps.locator('[data-kind="CLOCK"]').first()).toContainText(/\d+ events?/);
  await steps.getByTestId(/^console-timeline-toggle-clk_/).first().click();
  await expect(steps.getByTestId('console-timeline-event').first()).toBeVisible();
});
