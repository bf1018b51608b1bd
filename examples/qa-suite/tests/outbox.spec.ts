import { accountFor, expect, test } from '@cashloop/mock-playwright';

test('a reset email arrives in the outbox and its link opens the new-password form', async ({ page, mockSession }) => {
  const account = accountFor.liveUser();
  await page.goto('/auth/forgot-password');
  await page.getByLabel('Email').fill(account.email);
  await page.getByRole('button', { name: /reset/i }).click();
  const { email, path } = await mockSession.outbox.waitForEmail(account.email, { subject: 'Reset your password' });
  expect(email.delivery).toBe('DELIVERED');
  await page.goto(path!);
  await expect(page.getByLabel('New password', { exact: true })).toBeVisible();
});
