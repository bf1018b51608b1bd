import type { Page } from '@playwright/test';
import { accountFor, expect, test } from '@cashloop/mock-playwright';

/*
 * DESIGN §8: a failed call shows the server's message in a notification, and nothing stays loading
 * forever. Each test arms a fault in its own session (POST /__mock/faults) and opens one screen.
 * No `timeout` faults here: the client waits 30 s before it gives up on those.
 */

const account = accountFor.liveAdmin();

/** What the server answers for an armed `error` fault (server/src/mock/fault-injection.ts). */
const injected = (status: number) => `Injected fault: this call was answered ${status} by a mock fault rule`;
/** What the client says when a 2xx answer is not JSON (client/src/lib/api-client.ts). */
const MALFORMED_MESSAGE = 'The server sent an answer that could not be read.';

/** The Mantine notification the query client shows for a failed call, with the server's message. */
const failureNotification = (page: Page, message: string) =>
  page.getByRole('alert').filter({ hasText: 'Something went wrong' }).filter({ hasText: message });

/** No loader, skeleton or busy region is left on the screen. */
async function expectNothingLoading(page: Page) {
  await expect(page.locator('[aria-busy="true"], .mantine-Skeleton-root, .mantine-Loader-root')).toHaveCount(0);
}

test('home shows the message of a failed analytics call (503) and stops loading', async ({ page, signIn, mockSession }) => {
  await signIn(account);
  await mockSession.faults.arm({ match: { endpointId: 'analytics.homepage' }, status: 503 });

  await page.goto('/launchpad');
  await expect(page).toHaveTitle('Dashboard | Home');
  await expect(failureNotification(page, injected(503))).toBeVisible();
  // Every block that reads the analytics shows the failure inline, with a way to try again.
  const lifetime = page.getByRole('alert').filter({ hasText: 'Could not load this section' }).first();
  await expect(lifetime).toContainText(injected(503));
  await expect(lifetime.getByRole('button', { name: 'Try again' })).toBeVisible();
  await expectNothingLoading(page);
  // The rest of the screen still works: the settlement panel reads another call.
  await expect(page.getByTestId('settlement-pending-balance')).toBeVisible();

  const failed = await mockSession.journal.waitFor({ endpointId: 'analytics.homepage', status: 503 });
  expect(failed.method).toBe('GET');
});

test('catalogue shows the could-not-be-read message when the retailer list answer is not JSON', async ({ page, signIn, mockSession }) => {
  await signIn(account);
  await mockSession.faults.arm({ match: { endpointId: 'catalogue.retailers' }, kind: 'malformed' });

  await page.goto('/retailer-catalogue');
  await expect(page).toHaveTitle('Dashboard | Integrated catalogue');
  await expect(failureNotification(page, MALFORMED_MESSAGE)).toBeVisible();
  const table = page.getByTestId('retailer-catalogue-table');
  await expect(table.getByRole('alert').filter({ hasText: 'Could not load this list' })).toContainText(MALFORMED_MESSAGE);
  await expect(table).toHaveAttribute('aria-busy', 'false');
  await expectNothingLoading(page);

  // The answer really was a 200 with a body that is not JSON.
  const call = await mockSession.journal.waitFor({ endpointId: 'catalogue.retailers' });
  expect(call.status).toBe(200);
});

test('payouts shows the message of failed payout calls (500, matched by path) and stops loading', async ({ page, signIn, mockSession }) => {
  await signIn(account);
  // A path without the live prefix and with a wildcard: both the upcoming payout and the history fail.
  await mockSession.faults.arm({ match: { method: 'GET', path: '/payout/*' }, status: 500 });

  await page.goto('/payouts');
  await expect(page).toHaveTitle('Dashboard | Payouts');
  // One notification for the two calls that failed the same way.
  await expect(failureNotification(page, injected(500))).toHaveCount(1);
  await expect(page.getByRole('alert').filter({ hasText: 'Could not load this section' })).toContainText(injected(500));
  const history = page.getByTestId('payout-history');
  await expect(history.getByRole('alert').filter({ hasText: 'Could not load this list' })).toContainText(injected(500));
  await expect(history).toHaveAttribute('aria-busy', 'false');
  await expectNothingLoading(page);

  await mockSession.journal.waitFor({ endpointId: 'payout.current', status: 500 });
  await mockSession.journal.waitFor({ endpointId: 'payout.historic', status: 500 });
});

test('settings shows the message of a failed team call (503) and loads the team on Try again once it recovers', async ({ page, signIn, mockSession }) => {
  await signIn(account);
  await mockSession.faults.arm({ match: { endpointId: 'publisher.users' }, status: 503 });

  await page.goto('/settings');
  await expect(page).toHaveTitle('Dashboard | Settings');
  await expect(failureNotification(page, injected(503))).toBeVisible();
  const users = page.getByTestId('users-table');
  const inline = users.getByRole('alert').filter({ hasText: 'Could not load this list' });
  await expect(inline).toContainText(injected(503));
  await expectNothingLoading(page);
  // The details box reads another call and is unaffected.
  await expect(page.getByTestId('update-your-details').getByText(account.email, { exact: true })).toBeVisible();

  // The server recovers; Try again loads the team without reloading the page.
  await mockSession.faults.clear();
  await inline.getByRole('button', { name: 'Try again' }).click();
  await expect(users.getByRole('cell', { name: account.email, exact: true })).toBeVisible();
  await expect(inline).toHaveCount(0);
  await expectNothingLoading(page);
});
