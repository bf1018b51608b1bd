/**
 * @cashloop/mock-playwright: Playwright fixtures and helpers for suites that test the Cashloop dashboard
 * against its mock server (README.md). Import `test` and `expect` from here instead of @playwright/test.
 */
export { test, expect, type AccountRef, type MockPlatformFixtures, type MockPlatformOptions, type MockPlatformWorkerOptions } from './mock-platform.js';
export { openMockSession, SESSION_HEADER, SESSION_QUERY, type MockSession, type MockSessionConnection, type MockSessionOptions } from './mock-session.js';
export { accountFor, accountByEmail, accountsWhere, demoAccounts, findAccount, hasMfa, isSandboxOnly, liveAccounts, type DemoAccount, type WithMfa } from './accounts.js';
export { apiGet, apiSignIn, LIVE_PREFIX, SANDBOX_PREFIX } from './api.js';
export { signIn, signInPage, storedValues, submitCredentials, type SignInOptions } from './sign-in.js';
export { completeMfaSetUp } from './mfa-set-up.js';
export { totp, TotpCodes, TOTP_STEP_MS, msToNextStep, wrongCode, type CodeClock, type CodeSource } from './totp.js';
export { attachBundleIfFailed, BUNDLE_ATTACHMENT, JOURNAL_ATTACHMENT } from './mock-failure-bundle.js';
export { controlHeaders, mockCall, type ControlCall, type QueryParams } from './mock-call.js';
export { durationMs, type ClockHelpers, type ClockWatcher, type Duration, type Instant } from './mock-clock.js';
export { webhookSinkUrl } from './mock-webhook-sink.js';
export { tokenExpiryMs } from './page-token-renewal.js';
export type { JournalFilter } from './mock-journal.js';
export type { ReceivedEmail, EmailLink } from './mock-outbox.js';
export type * from './control-types.js';
export type * from './control-types-effects.js';
export type * from './control-types-stubs.js';
