import { accountFor, expect, test } from '@cashloop/mock-playwright';

// Spec 1 §2.6: the sidebar groups, in order, with their links exactly as written.
const menu: [group: string, items: [label: string, path: string][]][] = [
  ['Cashback & Promotions', [['Cashback program', '/program-offers'], ['Tenancy campaigns', '/campaign'], ['End users', '/end-users']]],
  ['Offers hub', [['Integrated catalogue', '/retailer-catalogue'], ['Retailer approvals', '/retailer-approvals'], ['Your own offers', '/your-catalogue']]],
  ['Settlements', [['Cashback settlements', '/payouts']]],
  ['Customer Insights', [['Spend explorer', '/spend-explorer']]],
  ['Monitoring', [['Transaction processing', '/transaction-enrichment'], ['Cashback ledger', '/cashback-ledger']]],
  ['Developers', [['SDK Manager', '/sdk-manager'], ['API keys', '/api-keys'], ['Webhooks', '/webhooks'], ['Playground', '/playground']]],
  ['Support', [['Support tickets', '/support']]],
];

const account = accountFor.notInContract('ADMIN');

test("signed-in shell shows the company, the full menu, the user menu and the clock's year in the footer", async ({ page, signIn, mockSession }) => {
  await signIn(account);
  await expect(page).toHaveURL(/\/launchpad$/);

  const nav = page.getByRole('navigation', { name: 'Main menu' });
  if (account.companyName) await expect(page.getByTestId('company-name')).toHaveText(account.companyName);
  await expect(nav.getByRole('link', { name: 'Home', exact: true })).toHaveAttribute('href', '/launchpad');
  for (const [group, items] of menu) {
    await expect(nav.getByText(group, { exact: true })).toBeVisible();
    for (const [label, path] of items) {
      await expect(nav.getByRole('link', { name: label, exact: true }), label).toHaveAttribute('href', path);
    }
  }
  const docs = nav.getByRole('link', { name: 'Documentation' });
  await expect(docs).toHaveAttribute('target', '_blank');

  await expect(page.getByTestId('user-menu')).toContainText(`${account.firstName} ${account.lastName}`);
  // Issue 47 item 11: the copyright year is the world's (virtual clock), not a fixed 2025.
  const year = new Date((await mockSession.clock.get()).now).getUTCFullYear();
  await expect(page.getByText(`© ${year} Cashloop`)).toBeVisible();

  // A menu link leads to its screen.
  await nav.getByRole('link', { name: 'Cashback settlements', exact: true }).click();
  await expect(page).toHaveURL(/\/payouts$/);

  // The root redirects to home.
  await page.goto('/');
  await expect(page).toHaveURL(/\/launchpad$/);
});

test('on a small screen the menu collapses behind a toggle', async ({ page, signIn }) => {
  await page.setViewportSize({ width: 390, height: 800 });
  await signIn(accountFor.sandboxOnly('USER'));
  const nav = page.getByRole('navigation', { name: 'Main menu' });
  const cashbackProgram = nav.getByRole('link', { name: 'Cashback program', exact: true });
  await expect(cashbackProgram).not.toBeInViewport();

  await page.getByRole('button', { name: 'Toggle menu' }).click();
  await expect(cashbackProgram).toBeInViewport();
  await cashbackProgram.click();
  await expect(page).toHaveURL(/\/program-offers$/);
  // Picking a page closes the menu again.
  await expect(cashbackProgram).not.toBeInViewport();
});

test('on a short window the menu shows the current page’s item', async ({ page, signedInAt }) => {
  await page.setViewportSize({ width: 1280, height: 560 });
  await signedInAt(account, '/playground');
  const nav = page.getByRole('navigation', { name: 'Main menu' });
  // Nearly all of it: the menu may stop a fraction of a pixel short.
  await expect(nav.getByRole('link', { name: 'Playground', exact: true })).toBeInViewport({ ratio: 0.9 });
});
