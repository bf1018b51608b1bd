import type { APIRequestContext, Page, Request, Route } from '@playwright/test';
import type { DemoAccount } from './accounts.js';
import { apiSignIn } from './api.js';
import type { ClockStep, ClockWatcher } from './mock-clock.js';
import type { CodeSource } from './totp.js';

/** Renewed a little before it runs out, so a call made right after the clock moves is not refused either. */
const RENEW_MARGIN_MS = 5 * 60_000;
/** The dashboard's API calls (live and sandbox), the ones an expired token gets a 401 on. */
const API_PATH = /^\/(sandbox\/)?private\/api\//;

/** The `exp` claim of a JWT in ms, without verifying it; null when unreadable. */
export function tokenExpiryMs(token: string): number | null {
  const payload = token.split('.')[1];
  if (!payload) return null;
  try {
    const exp = (JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as { exp?: unknown }).exp;
    return typeof exp === 'number' ? exp * 1000 : null;
  } catch {
    return null;
  }
}

/**
 * Keeps a page signed in through the fixture signed in when the test moves the world's clock past its id
 * token's expiry (12 h of virtual time): signs the account in again through the API and stores the new token
 * where the dashboard keeps it. The page's API calls wait while the clock moves, so none goes out with the
 * expired token (its 401 would sign the page out); a page that signed out or changed user is left alone.
 */
export class PageTokenRenewal implements ClockWatcher {
  private account: DemoAccount | undefined;
  private held:
    | { stored: string; values: Record<string, string>; fresh: Promise<string | null>; release: (token: string | null) => void }
    | undefined;
  private readonly hold = async (route: Route) => {
    const held = this.held;
    const fresh = held ? await held.fresh : null;
    const headers = route.request().headers();
    if (held && fresh && headers.authorization === `Bearer ${held.stored}`) headers.authorization = `Bearer ${fresh}`;
    await route.continue({ headers }).catch(() => undefined);
  };
  private readonly isApiCall = (url: URL) => url.origin === new URL(this.baseURL).origin && API_PATH.test(url.pathname);

  constructor(
    private readonly page: Page,
    private readonly request: APIRequestContext,
    private readonly codes: CodeSource,
    private readonly baseURL: string,
  ) {}

  /** The page's API calls on their way: one sent before the clock moves must come back before it moves. */
  private readonly inFlight = new Set<Request>();
  private readonly sent = (r: Request) => {
    if (this.isApiCall(new URL(r.url()))) this.inFlight.add(r);
  };
  private readonly done = (r: Request) => this.inFlight.delete(r);

  /** The account the page is signed in as now. */
  track(account: DemoAccount): void {
    if (!this.account) {
      this.page.on('request', this.sent);
      this.page.on('requestfinished', this.done);
      this.page.on('requestfailed', this.done);
    }
    this.account = account;
  }

  /** Everything the dashboard keeps in local storage, or null when the page is not on it or not signed in. */
  private async storedValues(): Promise<Record<string, string> | null> {
    if (!this.account || this.page.isClosed()) return null;
    // Only a page on the dashboard holds its token (about:blank or another site has none).
    if (new URL(this.page.url()).origin !== new URL(this.baseURL).origin) return null;
    const values = await this.page.evaluate(() => ({ ...localStorage }) as Record<string, string>).catch(() => null);
    return values?.token ? values : null;
  }

  async before(): Promise<void> {
    const values = await this.storedValues();
    if (!values) return;
    let release!: (token: string | null) => void;
    const fresh = new Promise<string | null>((resolve) => (release = resolve));
    this.held = { stored: values.token!, values, fresh, release };
    await this.page.route(this.isApiCall, this.hold);
    // Calls sent before the route was set still carry the token; the server must have answered them first.
    const deadline = Date.now() + 10_000;
    while (this.inFlight.size > 0 && Date.now() < deadline) await new Promise((r) => setTimeout(r, 20));
  }

  async after(step: ClockStep | undefined): Promise<void> {
    const held = this.held;
    if (!held) return;
    let fresh: string | null = null;
    try {
      const expiry = tokenExpiryMs(held.stored);
      if (step && this.account && expiry !== null && expiry <= step.now + RENEW_MARGIN_MS) {
        fresh = await apiSignIn(this.request, this.account, this.codes);
        await this.page
          .evaluate(
            ([old, values]) => {
              const now = localStorage.getItem('token');
              // Signed in as someone else since: theirs. Signed out (a call already on its way when the clock
              // moved came back 401): everything as it was before the move, with the new token.
              if (now !== null && now !== old) return;
              for (const [key, value] of Object.entries(values)) localStorage.setItem(key, value);
            },
            [held.stored, { ...held.values, token: fresh, tokenExpiry: String(Math.floor((tokenExpiryMs(fresh) ?? 0) / 1000)) }] as const,
          )
          // The page navigating away as it is written: its held calls still go out with the new token.
          .catch(() => undefined);
      }
    } finally {
      held.release(fresh);
      this.held = undefined;
      await this.page.unroute(this.isApiCall, this.hold).catch(() => undefined);
    }
  }
}
