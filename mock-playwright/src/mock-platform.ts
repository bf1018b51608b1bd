import { test as base, type Page } from '@playwright/test';
import { accountByEmail, type DemoAccount } from './accounts.js';
import { apiSignIn } from './api.js';
import { attachBundleIfFailed } from './mock-failure-bundle.js';
import { openMockSession, type MockSession, type MockSessionOptions } from './mock-session.js';
import { PageTokenRenewal } from './page-token-renewal.js';
import { signIn, type SignInOptions } from './sign-in.js';
import { signInThroughApi } from './sign-in-through-api.js';

/**
 * Playwright fixtures for suites that test against the Cashloop mock server (this package's README).
 * Every test gets its own mock session (an isolated world: database, clock, outbox, journal, faults,
 * webhook sink, rate limits), and the test's `page`, `context` and `request` are all inside it, so
 * tests run in parallel against one server without seeing each other.
 *
 *   import { test, expect } from '@cashloop/mock-playwright';
 *   test('…', async ({ signedInPage, mockSession }) => { … });
 */

/** A demo login (demo-accounts.json) or its email. */
export type AccountRef = DemoAccount | string;

export interface MockPlatformOptions {
  /**
   * 'test' (default): a new session per test, ended after it. 'worker': the worker's one session, made
   * on first use and shared by every test of that worker that asks for it (in turn, never at once).
   */
  mockSessionScope: 'test' | 'worker';
  /** Scenario, seed and clock start of per-test sessions (default: the server's own). */
  mockSessionOptions: MockSessionOptions;
}

export interface MockPlatformWorkerOptions {
  /** The same for the worker's session; a worker option, so set it at the top of a file or in the config. */
  mockWorkerSessionOptions: MockSessionOptions;
  /** The server's MOCK_CONTROL_TOKEN, sent on control-plane calls (default: the MOCK_CONTROL_TOKEN variable). */
  mockControlToken: string | undefined;
}

export interface MockPlatformFixtures {
  /** The session this test runs in, with its helpers (clock, faults, stubs, journal, outbox, sink, snapshots). */
  mockSession: MockSession;
  /** Signs `page` in through the sign-in screens with a code this session has not used. */
  signIn: (account: AccountRef, options?: SignInOptions) => Promise<void>;
  /** `page`, signed in as `account` and on the page the app lands on (home). */
  signedInPage: (account: AccountRef) => Promise<Page>;
  /**
   * `page`, signed in as `account` through the sign-in API calls (no sign-in screens) and open at `path`: one load
   * of the dashboard instead of three, for tests whose subject is not signing in.
   */
  signedInAt: (account: AccountRef, path: string) => Promise<Page>;
  /** An id token for `account`, through the sign-in API calls (for API checks beside the page). */
  apiToken: (account: AccountRef) => Promise<string>;
}

/** Fixtures the public ones share. */
interface InternalFixtures {
  /** Keeps the page signed in across clock moves, for whichever sign-in fixture the test uses. */
  pageTokenRenewal: PageTokenRenewal;
}

interface WorkerFixtures extends MockPlatformWorkerOptions {
  /** Created on first use only, so suites in 'test' scope never make a worker session. */
  mockWorkerSession: { get(): Promise<MockSession> };
}

/**
 * Landed: past the index route's redirect (/ → /launchpad) and with the landing page's first calls answered, so a
 * fault armed or a clock moved next meets only the calls the test makes happen (a landing call still on its way
 * took one of the README example's two 503s, and the retry after the reload found none).
 */
async function landed(page: Page, renewal: PageTokenRenewal): Promise<void> {
  await page.waitForURL((url) => url.pathname !== '/');
  await renewal.settled();
}

const accountOf = (ref: AccountRef): DemoAccount => (typeof ref === 'string' ? accountByEmail(ref) : ref);
const tokenOf = (option: string | undefined) => option ?? (process.env.MOCK_CONTROL_TOKEN || undefined);

export const test = base.extend<MockPlatformFixtures & MockPlatformOptions & InternalFixtures, WorkerFixtures>({
  mockSessionScope: ['test', { option: true }],
  mockSessionOptions: [{}, { option: true }],
  mockWorkerSessionOptions: [{}, { option: true, scope: 'worker' }],
  mockControlToken: [undefined, { option: true, scope: 'worker' }],

  mockWorkerSession: [
    async ({ playwright, browser, mockWorkerSessionOptions, mockControlToken }, use, workerInfo) => {
      const baseURL = workerInfo.project.use.baseURL;
      let session: Promise<MockSession> | undefined;
      await use({
        get: () => {
          if (!baseURL) throw new Error('mock-platform needs use.baseURL in the Playwright config');
          session ??= openMockSession(playwright.request, { baseURL, browser, controlToken: tokenOf(mockControlToken) }, mockWorkerSessionOptions);
          return session;
        },
      });
      if (session) await (await session).end();
    },
    { scope: 'worker' },
  ],

  mockSession: async ({ playwright, browser, baseURL, mockSessionScope, mockSessionOptions, mockWorkerSession, mockControlToken }, use, testInfo) => {
    if (!baseURL) throw new Error('mock-platform needs use.baseURL in the Playwright config');
    const controlToken = tokenOf(mockControlToken);
    const session =
      mockSessionScope === 'worker'
        ? await mockWorkerSession.get()
        : await openMockSession(playwright.request, { baseURL, browser, controlToken }, mockSessionOptions);
    // In the report, so a failed test's world can be looked at (journal, outbox) before it ends.
    testInfo.annotations.push({ type: 'mock-session', description: session.id });
    await use(session);
    // A failed test's report carries its world (bundle and journal), to be opened where it failed (README).
    await attachBundleIfFailed(testInfo, baseURL, session.id, controlToken);
    if (mockSessionScope === 'test') await session.end();
  },

  // The test's own context and request context work in the session; contexts the test makes itself with
  // browser.newContext() do not (a demo link opens its own session in one): mockSession.newContext() does.
  // Headers set with `extraHTTPHeaders` are kept beside the session header.
  context: async ({ context, extraHTTPHeaders, mockSession }, use) => {
    await context.setExtraHTTPHeaders({ ...extraHTTPHeaders, ...mockSession.headers });
    await use(context);
  },

  request: async ({ playwright, baseURL, extraHTTPHeaders, mockSession }, use) => {
    const request = await playwright.request.newContext({ baseURL, extraHTTPHeaders: { ...extraHTTPHeaders, ...mockSession.headers } });
    await use(request);
    await request.dispose();
  },

  pageTokenRenewal: async ({ page, request, baseURL, mockSession }, use) => {
    const renewal = new PageTokenRenewal(page, request, mockSession, baseURL!);
    // Tokens expire on the virtual clock: a move through mockSession.clock renews the page's when it ran out.
    const off = mockSession.clock.onMove(renewal);
    await use(renewal);
    off();
  },

  signIn: async ({ page, mockSession, pageTokenRenewal: renewal }, use) => {
    await use(async (account, options) => {
      const demo = accountOf(account);
      await signIn(page, demo, mockSession, options);
      renewal.track(demo);
      await landed(page, renewal);
    });
  },

  signedInAt: async ({ page, request, mockSession, pageTokenRenewal: renewal }, use) => {
    await use(async (account, path) => {
      const demo = accountOf(account);
      await signInThroughApi(page, request, demo, mockSession, path);
      renewal.track(demo);
      await landed(page, renewal);
      return page;
    });
  },

  signedInPage: async ({ page, signIn: signInPage }, use) => {
    await use(async (account) => {
      await signInPage(account);
      return page;
    });
  },

  apiToken: async ({ request, mockSession }, use) => {
    // A new sign-in on every call, with a code of the world's clock: after a clock move it is never an expired token.
    await use((account) => apiSignIn(request, accountOf(account), mockSession));
  },
});

export { expect } from '@playwright/test';
