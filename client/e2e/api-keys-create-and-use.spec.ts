import { LIVE_PREFIX, accountFor, expect, test } from '@cashloop/mock-playwright';

const account = accountFor.liveAdmin();

test('publisher creates an API key, uses it once from a server, deactivates it and the same call is refused', async ({
  request,
  mockSession,
  signedInAt,
}) => {
  const page = await signedInAt(account, '/api-keys');
  await expect(page).toHaveTitle('Dashboard | API Keys');
  const table = page.getByTestId('api-keys');
  await expect(table.getByRole('columnheader')).toHaveText(['Name', 'Created on', 'Status', 'Action']);

  // A name is needed (spec 3 §5).
  await page.getByTestId('create-api-key').click();
  await expect(page.getByText('Enter a name for the API key')).toBeVisible();

  await page.getByTestId('api-key-name').fill('E2E reporting server');
  await page.getByTestId('create-api-key').click();
  const shown = page.getByTestId('new-api-key-token');
  await expect(shown).toHaveText(/^ck_live_[A-Za-z0-9_-]{43}$/);
  const token = (await shown.textContent())!;
  await expect(page.getByRole('dialog')).toContainText('This key is shown once only.');
  await page.getByTestId('close-new-api-key').click();
  await expect(page.getByRole('dialog')).toHaveCount(0);

  const row = table.getByRole('row').filter({ hasText: 'E2E reporting server' });
  await expect(row).toContainText('Active');
  await expect(row).toContainText(`${token.slice(0, 14)}…`);
  // Shown once: the page no longer holds the token anywhere.
  await expect(page.locator('body')).not.toContainText(token);

  const call = () =>
    request.get(`${LIVE_PREFIX}/cashback-ledger?page=0&size=5`, { headers: { ...mockSession.headers, 'x-api-key': token } });
  const ok = await call();
  expect(ok.status(), await ok.text()).toBe(200);
  expect(((await ok.json()) as { content: unknown[] }).content.length).toBeGreaterThan(0);

  await row.getByRole('button', { name: 'Deactivate' }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog).toContainText('Deactivate this API key');
  await dialog.getByRole('button', { name: 'Deactivate' }).click();
  await expect(page.getByText('API key deactivated')).toBeVisible();
  await expect(row).toContainText('Deactivated');
  await expect(row.getByRole('button', { name: 'Re-activate' })).toBeVisible();

  const refused = await call();
  expect(refused.status()).toBe(401);
  expect(((await refused.json()) as { error: { message: string } }).error.message).toBe('This API key has been deactivated');
});
