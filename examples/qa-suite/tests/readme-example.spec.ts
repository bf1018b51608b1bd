// The example of the fixtures' README ("Using the fixtures in a QA suite"), verbatim: the docs' promise, tested.
import { expect, test } from '@cashloop/mock-playwright';

test('home shows the message of a failed analytics call', async ({ signedInPage, mockSession }) => {
  const page = await signedInPage('alex.morgan@northwind.example.com'); // a demo login, by email or object
  // No `times`: the dashboard asks a failed read again (a retry, and again when another part of the screen
  // that shows it appears), so a rule with a count can run out while the test still looks for the message.
  await mockSession.faults.arm({ match: { endpointId: 'analytics.homepage' }, status: 503 });
  await page.reload();
  await expect(page.getByRole('alert').filter({ hasText: 'Injected fault' }).first()).toBeVisible();
  await mockSession.journal.waitFor({ endpointId: 'analytics.homepage', status: 503 });
});
