import { createHmac } from 'node:crypto';
import type { Page } from '@playwright/test';
import { accountFor, expect, test } from '@cashloop/mock-playwright';

/** The server's retry delays after each failed attempt (README "Webhooks"): 8 attempts in all. */
const RETRY_DELAYS_MS = [5_000, 300_000, 1_800_000, 7_200_000, 18_000_000, 36_000_000, 36_000_000];

/** Standard Webhooks: v1,<base64 HMAC-SHA256 of "id.timestamp.body" keyed by the decoded secret>. */
function expectedSignature(secret: string, headers: Record<string, string>, body: string): string {
  const key = Buffer.from(secret.replace(/^whsec_/, ''), 'base64');
  return `v1,${createHmac('sha256', key).update(`${headers['webhook-id']}.${headers['webhook-timestamp']}.${body}`).digest('base64')}`;
}

async function sendTestEvent(page: Page, eventType: string) {
  await page.getByRole('combobox', { name: 'Test webhook' }).click();
  await page.getByRole('option', { name: eventType, exact: true }).click();
  await page.getByRole('button', { name: 'Send test event' }).click();
}

test('publisher creates a webhook to the sink, sees a signed test event delivered, then a failing one resent', async ({ signedInPage, signIn, mockSession, request }) => {
  // A long story on a shared machine: three times the budget, which playwright.config.ts already scales by workers per core.
  test.slow();
  const account = accountFor.liveAdmin();
  const page = await signedInPage(account);
  await page.evaluate(() => localStorage.setItem('apiType', 'sandbox'));
  const sinkUrl = mockSession.webhookSink.url('e2e-hooks');

  await page.goto('/webhooks');
  await expect(page).toHaveTitle('Dashboard | Webhooks');
  await page.getByRole('textbox', { name: 'Url' }).fill(sinkUrl);
  await page.getByRole('combobox', { name: 'Scope' }).click();
  await page.getByRole('option', { name: 'TIER_CREATED', exact: true }).click();
  await page.keyboard.press('Escape');
  await page.getByRole('button', { name: 'Create webhook' }).click();
  const row = page.getByTestId('webhooks-table').getByRole('row', { name: new RegExp(sinkUrl.replace(/[.?/]/g, '\\$&')) });
  await expect(row).toContainText('Active');
  await row.getByRole('link', { name: 'View webhook' }).click();

  await page.getByRole('button', { name: 'Show' }).click();
  const secret = (await page.getByTestId('webhook-secret').textContent())!.trim();
  expect(secret).toMatch(/^whsec_/);
  await page.getByRole('button', { name: 'Hide' }).click();

  await sendTestEvent(page, 'TIER_CREATED');
  const events = page.getByTestId('webhook-events');
  await expect(events.getByText('Success')).toBeVisible();
  const { deliveries } = await mockSession.webhookSink.list('e2e-hooks');
  expect(deliveries).toHaveLength(1);
  const [first] = deliveries;
  expect(first!.headers['webhook-signature']).toBe(expectedSignature(secret, first!.headers, first!.body));
  expect(JSON.parse(first!.body)).toMatchObject({ type: 'TIER_CREATED' });
  await events.getByRole('button', { name: 'View' }).click();
  await expect(page.getByTestId('webhook-event-panel')).toContainText(first!.headers['webhook-id']!);

  // The sink fails: every retry on the virtual clock fails too, with the same webhook-id.
  await mockSession.webhookSink.configure('e2e-hooks', { status: 500 });
  await sendTestEvent(page, 'TIER_CREATED');
  await expect(events.getByText('Failed to deliver')).toBeVisible();
  await expect.poll(async () => (await mockSession.webhookSink.list('e2e-hooks')).deliveries.length).toBe(2);
  // The clock jumps ~28 h, past the sign-in's life: leave the page so its polling sees no 401 meanwhile.
  const detailPath = new URL(page.url()).pathname;
  await page.goto('about:blank');
  for (const [i, delay] of RETRY_DELAYS_MS.entries()) {
    await mockSession.clock.advance(delay);
    // Any API call runs the clock's jobs (even one the long jump has signed out).
    await request.get('/sandbox/private/api/client/webhook');
    await expect.poll(async () => (await mockSession.webhookSink.list('e2e-hooks')).deliveries.length).toBe(i + 3);
  }
  const failed = (await mockSession.webhookSink.list('e2e-hooks')).deliveries.slice(0, RETRY_DELAYS_MS.length + 1);
  expect(new Set(failed.map((d) => d.headers['webhook-id'])).size).toBe(1);

  // The jump outlived the sign-in: sign in again and come back to the webhook.
  await signIn(account);
  await page.evaluate(() => localStorage.setItem('apiType', 'sandbox'));
  await page.goto(detailPath);
  await expect(events.getByText('Failed to deliver')).toBeVisible();
  await expect(events.getByText(/Next attempt/)).toHaveCount(0);

  await mockSession.webhookSink.configure('e2e-hooks', { status: 200 });
  await events.getByRole('button', { name: 'Resend event' }).click();
  await expect(events.getByText('Success')).toHaveCount(2);
  const latest = (await mockSession.webhookSink.list('e2e-hooks')).deliveries[0]!;
  expect(latest.headers['webhook-id']).toBe(failed[0]!.headers['webhook-id']);
  expect(latest.headers['webhook-signature']).toBe(expectedSignature(secret, latest.headers, latest.body));
});
