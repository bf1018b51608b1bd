import { accountFor, attachBundleIfFailed, BUNDLE_ATTACHMENT, expect, JOURNAL_ATTACHMENT, test } from '@cashloop/mock-playwright';

interface Attached {
  name: string;
  body?: string | Buffer;
  contentType?: string;
}

/** A stand-in for testInfo that records what would be attached to the report. */
const reportOf = (status: 'passed' | 'failed' | 'timedOut') => {
  const attached: Attached[] = [];
  return { attached, info: { status, expectedStatus: 'passed' as const, attach: async (name: string, options: Omit<Attached, 'name'> = {}) => void attached.push({ name, ...options }) } };
};

test("a failed test's report gets its session bundle and journal, and the bundle opens as a new session", async ({ mockSession, apiToken, playwright, baseURL }) => {
  // Something in the journal to carry.
  await apiToken(accountFor.liveAdmin());

  const passed = reportOf('passed');
  expect(await attachBundleIfFailed(passed.info, baseURL!, mockSession.id)).toBe(false);
  expect(passed.attached).toEqual([]);

  const failed = reportOf('timedOut');
  expect(await attachBundleIfFailed(failed.info, baseURL!, mockSession.id)).toBe(true);
  expect(failed.attached.map((a) => a.name)).toEqual([BUNDLE_ATTACHMENT, JOURNAL_ATTACHMENT]);
  const [bundle, journal] = failed.attached as [Attached, Attached];
  expect(bundle.contentType).toBe('application/gzip');
  expect(JSON.parse(String(journal.body)).length).toBeGreaterThan(0);

  // What a developer does on a laptop with the attachment: import it, then open the dashboard in it.
  const control = await playwright.request.newContext({ baseURL });
  const imported = await control.post('/__mock/sessions/import', { headers: { 'content-type': 'application/gzip' }, data: bundle.body as Buffer });
  expect(imported.ok(), await imported.text()).toBe(true);
  const copy = (await imported.json()) as { id: string; importedFrom: { id: string } };
  expect(copy.importedFrom.id).toBe(mockSession.id);
  expect(copy.id).not.toBe(mockSession.id);
  await control.delete(`/__mock/sessions/${copy.id}`);
  await control.dispose();
});
