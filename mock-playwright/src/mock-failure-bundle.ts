import type { TestInfo } from '@playwright/test';
import { controlHeaders } from './mock-call.js';

/** The attachment names a failed test's report carries (README: a failed test's world, on your laptop). */
export const BUNDLE_ATTACHMENT = 'mock-session-bundle';
export const JOURNAL_ATTACHMENT = 'mock-session-journal';

/** A bundle of the demo world is tens of MB and is packed on the server first. */
const DOWNLOAD_TIMEOUT_MS = 120_000;

type ReportInfo = Pick<TestInfo, 'status' | 'expectedStatus' | 'attach'>;

/**
 * After a test that did not end as expected, attaches its session as a bundle (GET /__mock/sessions/{id}/bundle)
 * and its journal to the report, so the failure can be opened in the state it failed in. Fetched with Node's own
 * fetch, not a Playwright request context, so the trace does not keep a second copy of the tens-of-MB file.
 * Never throws: a teardown error would hide the test's own failure, so it is attached as a note instead.
 * Answers whether the bundle was attached.
 */
export async function attachBundleIfFailed(testInfo: ReportInfo, baseURL: string, sessionId: string, controlToken?: string): Promise<boolean> {
  if (testInfo.status === testInfo.expectedStatus) return false;
  try {
    const auth = controlHeaders(controlToken);
    const headers = { 'x-mock-session': sessionId, ...auth };
    const bundle = await fetch(new URL(`/__mock/sessions/${encodeURIComponent(sessionId)}/bundle`, baseURL), { headers: auth, signal: AbortSignal.timeout(DOWNLOAD_TIMEOUT_MS) });
    if (!bundle.ok) throw new Error(`GET bundle answered ${bundle.status}: ${(await bundle.text()).slice(0, 300)}`);
    const body = Buffer.from(await bundle.arrayBuffer());
    await testInfo.attach(BUNDLE_ATTACHMENT, { body, contentType: bundle.headers.get('content-type') ?? 'application/gzip' });
    const journal = await fetch(new URL('/__mock/journal?limit=1000', baseURL), { headers, signal: AbortSignal.timeout(DOWNLOAD_TIMEOUT_MS) });
    if (journal.ok) await testInfo.attach(JOURNAL_ATTACHMENT, { body: Buffer.from(await journal.arrayBuffer()), contentType: 'application/json' });
    return true;
  } catch (error) {
    await testInfo.attach(`${BUNDLE_ATTACHMENT}-error`, { body: `Could not attach the session bundle of ${sessionId}: ${String(error)}`, contentType: 'text/plain' });
    return false;
  }
}
