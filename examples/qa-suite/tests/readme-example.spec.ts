// The example of the fixtures' README ("Using the fixtures in a QA suite"), verbatim: the docs' promise, tested.
import { expect, test } from '@cashloop/mock-playwright';

test('home shows the message of a failed analytics call', async ({ signedInPage, mockSession }) => {
  const page = await signedInPage('alex.morgan@northwind.example.com'); // a demo login, by email or object
  // The dashboard asks again once when a read fails with a 5xx, so the rule answers both tries.
  await mockSession.faults.arm({ match: { endpointId: 'analytics.homepage' }, status: 503, times: 2 });
  await page.reload();
  await expect(page.getByRole('alert').filter({ hasText: 'Injected fault' }).first()).toBeVisible();
  await mockSession.journal.waitFor({ endpointId: 'analytics.homepage', status: 503 });
});
