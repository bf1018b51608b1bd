import { accountFor, expect, test } from '@cashloop/mock-playwright';

// Issue 47 items 1 and 2: deleting a webhook asks first, naming its url and the events that will stop;
// after the delete the page is left before success is reported, and the deleted webhook is never asked for again.
test('publisher is asked before a webhook is deleted, then lands on the list with no "not found" error', async ({ mockSession, signedInAt }) => {
  const page = await signedInAt(accountFor.liveAdmin(), '/webhooks');
  await page.getByRole('link', { name: 'View webhook' }).first().click();
  await expect(page).toHaveURL(/\/webhooks\/[^/]+$/);
  const webhookId = new URL(page.url()).pathname.split('/').pop()!;
  const url = (await page.getByTestId('webhook-url').textContent())!.trim();
  expect(url).not.toBe('');

  // Asked first: the dialog names the url and every event of the scope; Cancel deletes nothing.
  await page.getByRole('button', { name: 'Delete', exact: true }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog).toContainText(url);
  const scope = await page.getByTestId('webhook-scope').getByTestId('webhook-scope-event').allTextContents();
  expect(scope.length).toBeGreaterThan(0);
  for (const event of scope) await expect(dialog).toContainText(event);
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(dialog).toHaveCount(0);
  expect(await mockSession.journal.list({ endpointId: 'webhooks.delete' })).toHaveLength(0);

  await page.getByRole('button', { name: 'Delete', exact: true }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Delete webhook' }).click();
  await expect(page).toHaveURL(/\/webhooks$/);
  await expect(page.getByText('Webhook deleted')).toBeVisible();
  await expect(page.getByTestId('webhooks-table')).not.toContainText(url);
  await mockSession.journal.waitFor({ endpointId: 'webhooks.delete', status: 200 });
  // No refetch of the deleted webhook, so no red toast.
  await expect(page.getByText(/not found/i)).toHaveCount(0);
  const after = await mockSession.journal.list({ endpointId: 'webhooks.detail', status: 404 });
  expect(after.filter((e) => e.path.includes(webhookId))).toHaveLength(0);
});
