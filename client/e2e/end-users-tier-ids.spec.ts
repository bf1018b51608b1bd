import { apiGet, accountFor, expect, test } from '@cashloop/mock-playwright';

// Issue 47 item 7: the tier CSV needs tier ids, so the End users screen shows each tier's id with a copy button.
interface Tier {
  id: string;
  name: string;
}

test('publisher reads and copies each tier id on the End users screen', async ({ apiToken, request, context, baseURL, signedInAt }) => {
  const account = accountFor.liveAdmin();
  const token = await apiToken(account);
  const tiers = (await apiGet<{ content: Tier[] }>(request, token, '/customer-tier?page=0&size=50')).content;
  expect(tiers.length).toBeGreaterThan(0);
  await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: baseURL });
  const page = await signedInAt(account, '/end-users');
  const table = page.getByTestId('customer-tiers');
  for (const tier of tiers) {
    await expect(table.getByRole('row').filter({ hasText: tier.name }).first()).toContainText(tier.id);
  }
  const first = tiers[0]!;
  await table.getByRole('button', { name: `Copy the id of tier ${first.name}` }).click();
  await expect.poll(() => page.evaluate(() => navigator.clipboard.readText())).toBe(first.id);

  // Beside "Download template", the ids the CUSTOMER_TIER_ID column takes, by tier name.
  await page.goto('/end-users/uploads');
  const ids = page.getByTestId('tier-ids');
  for (const tier of tiers) await expect(ids).toContainText(`${tier.name}${tier.id}`);
});
