import type { APIRequest, APIRequestContext, Browser, BrowserContext, BrowserContextOptions } from '@playwright/test';
import type { SessionInfo, Scenario } from './control-types.js';
import { controlCaller, controlHeaders, mockCall } from './mock-call.js';
import { clockHelpers, type Instant } from './mock-clock.js';
import { domainFaultHelpers } from './mock-domain-faults.js';
import { faultHelpers } from './mock-faults.js';
import { journalHelpers } from './mock-journal.js';
import { outboxHelpers } from './mock-outbox.js';
import { simulateHelpers, type SimulateHelpers } from './mock-simulate.js';
import { stubHelpers } from './mock-stubs.js';
import { webhookSinkHelpers } from './mock-webhook-sink.js';
import { approvalHelpers, snapshotHelpers, type ResetInput } from './mock-world.js';
import { msToNextStep, TotpCodes, type CodeSource } from './totp.js';

/** The header that selects a session's world on any call, and the query parameter a browser tab joins one with. */
export const SESSION_HEADER = 'x-mock-session';
export const SESSION_QUERY = 'mockSession';

export type { SessionInfo };
/** What POST /__mock/sessions takes: a scenario, a seed and the clock's start (default: the server's now). */
export interface MockSessionOptions {
  scenario?: Scenario;
  seed?: number;
  now?: Instant;
}

/** How a session reaches the server: its address, the control token when it needs one, and a browser for newContext. */
export interface MockSessionConnection {
  baseURL: string;
  /** MOCK_CONTROL_TOKEN of the server, sent as a bearer token on control-plane calls. */
  controlToken?: string | undefined;
  browser?: Browser | undefined;
}

/** An isolated world on the mock server, with helpers for everything in it (DESIGN §6). */
export interface MockSession extends CodeSource {
  readonly id: string;
  readonly info: SessionInfo;
  /** `{ 'x-mock-session': id }`: add to any client of your own to work in this world. */
  readonly headers: Readonly<Record<string, string>>;
  /** A request context that carries the header (its baseURL is the app's). */
  readonly request: APIRequestContext;
  /** `path` with `?mockSession=<id>`: a browser tab that opens it joins this world without any header. */
  joinUrl(path?: string): string;
  /**
   * A new browser context whose every request is in this world (`options.extraHTTPHeaders` kept beside the
   * session header); closed when the session ends. `browser.newContext()` stays outside any session.
   */
  newContext(options?: BrowserContextOptions): Promise<BrowserContext>;
  readonly clock: ReturnType<typeof clockHelpers>;
  readonly faults: ReturnType<typeof faultHelpers>;
  /** Faults beyond HTTP: uploads that stall or fail at a row, failing webhook receivers, bouncing emails, approvals that never come. */
  readonly domainFaults: ReturnType<typeof domainFaultHelpers>;
  /** Exact answers for matching calls instead of the engine's (/__mock/stubs). */
  readonly stubs: ReturnType<typeof stubHelpers>;
  readonly journal: ReturnType<typeof journalHelpers>;
  readonly outbox: ReturnType<typeof outboxHelpers>;
  readonly webhookSink: ReturnType<typeof webhookSinkHelpers>;
  readonly snapshots: ReturnType<typeof snapshotHelpers>;
  readonly approvals: ReturnType<typeof approvalHelpers>;
  /** Typed domain transitions and the causal timeline (/__mock/simulate, /__mock/timeline). */
  readonly simulate: SimulateHelpers;
  /** Rebuilds this world (POST /__mock/reset); the session id stays the same. */
  reset(input?: ResetInput): ReturnType<ReturnType<typeof snapshotHelpers>['reset']>;
  /** The TOTP codes this session has handed out (codes are single use per user and world). */
  readonly codes: TotpCodes;
  /** Ends the session and frees its world; safe to call twice. */
  end(): Promise<void>;
}

/** Creates a session with POST /__mock/sessions and binds every helper to its header. */
export async function openMockSession(requests: APIRequest, connection: MockSessionConnection, options: MockSessionOptions = {}): Promise<MockSession> {
  const { baseURL, controlToken, browser } = connection;
  // The control context carries no session header: creating and ending sessions belongs to the server, not a world.
  const control = await requests.newContext({ baseURL, extraHTTPHeaders: controlHeaders(controlToken) });
  const { now, ...rest } = options;
  const info = await mockCall<SessionInfo>(control, 'POST', '/__mock/sessions', {
    data: { ...rest, ...(now === undefined ? {} : { now: now instanceof Date ? now.getTime() : now }) },
    // A new seed or date seeds its template first: about a second, but past the request's 30 s default on a machine
    // loaded by other suites. Only the test's own timeout bounds it.
    timeout: 0,
  });
  const headers = { [SESSION_HEADER]: info.id };
  const request = await requests.newContext({ baseURL, extraHTTPHeaders: headers });
  const call = controlCaller(request, controlToken);
  const clock = clockHelpers(call);
  const snapshots = snapshotHelpers(call);
  const codes = new TotpCodes();
  const contexts = new Set<BrowserContext>();
  let ended = false;

  return {
    id: info.id,
    info,
    headers,
    request,
    joinUrl: (path = '/') => {
      const url = new URL(path, baseURL);
      url.searchParams.set(SESSION_QUERY, info.id);
      return `${url.pathname}${url.search}${url.hash}`;
    },
    async newContext(contextOptions = {}) {
      if (!browser) throw new Error('mockSession.newContext needs a browser: open the session through the mock-platform fixtures');
      const context = await browser.newContext({
        baseURL,
        ...contextOptions,
        extraHTTPHeaders: { ...contextOptions.extraHTTPHeaders, ...headers },
      });
      contexts.add(context);
      context.once('close', () => contexts.delete(context));
      return context;
    },
    clock,
    faults: faultHelpers(call),
    domainFaults: domainFaultHelpers(call),
    stubs: stubHelpers(call),
    journal: journalHelpers(call),
    outbox: outboxHelpers(call),
    webhookSink: webhookSinkHelpers(call, baseURL),
    snapshots,
    approvals: approvalHelpers(call),
    simulate: simulateHelpers(call),
    reset: (input) => snapshots.reset(input),
    codes,
    async freshCode(secret, avoid = []) {
      for (;;) {
        // Codes are checked on the world's clock (GET /__mock/clock), which may be frozen or moved.
        const state = await clock.get();
        const wallNow = Date.now();
        const virtualNow = state.frozen ? state.now : wallNow + state.offsetMs;
        const code = codes.pick(secret, { now: virtualNow, wallNow }, avoid);
        if (code) return code;
        // Every code of these steps is spent in this world: the one wait left is for the next step.
        await new Promise((resolve) => setTimeout(resolve, Math.min(msToNextStep(virtualNow), msToNextStep(wallNow))));
      }
    },
    async end() {
      if (ended) return;
      ended = true;
      await Promise.all([...contexts].map((c) => c.close()));
      await request.dispose();
      try {
        await mockCall(control, 'DELETE', `/__mock/sessions/${encodeURIComponent(info.id)}`);
      } finally {
        await control.dispose();
      }
    },
  };
}
