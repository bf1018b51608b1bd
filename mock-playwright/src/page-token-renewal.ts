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
 * The token's expiry as the dashboard stores it: by the browser's clock, the token's lifetime (exp - iat) from now,
 * since the world's clock that signed it may stand far from the browser's (client/src/lib/session.ts).
 */
export function localExpirySeconds(token: string): number {
  const payload = JSON.parse(Buffer.from(token.split('.')[1] ?? '', 'base64url').toString('utf8')) as { iat?: number; exp?: number };
  const now = Math.floor(Date.now() / 1000);
  return typeof payload.exp !== 'number' ? 0 : typeof payload.iat !== 'number' ? payload.exp : now + (payload.exp - payload.iat);
}

/**
 * Keeps a page signed in through the fixture signed in when the test moves the world's clock past its id
 * token's expiry (12 h of virtual time): signs the account in again through the API and stores the new token
 * where the dashboard keeps it. From the first move on, the page's API calls pass through a route that waits
 * while the clock moves and swaps an expired token for its renewal, so none reaches the server with it (its 401
 * would sign the page out): a call the app built before the new token was stored, or one Playwright hands the
 * route late, gets the new one too. A page that signed out or changed user is left alone.
 */
export class PageTokenRenewal implements ClockWatcher {
  private account: DemoAccount | undefined;
  /** Each renewed token and the token that replaced it. */
  private readonly renewed = new Map<string, string>();
  /** Settles when the clock move under way (and its renewal) is done; null between moves. */
  private moving: Promise<void> | null = null;
  private routed = false;
  /** The page's API calls on their way, and those of them the route holds while the clock moves. */
  private readonly inFlight = new Set<Request>();
  private readonly holding = new Set<Request>();

  private readonly isApiCall = (url: URL) => url.origin === new URL(this.baseURL).origin && API_PATH.test(url.pathname);
  private readonly sent = (r: Request) => {
    if (this.isApiCall(new URL(r.url()))) this.inFlight.add(r);
  };
  private readonly done = (r: Request) => {
    this.inFlight.delete(r);
    this.holding.delete(r);
  };

  private readonly hold = async (route: Route) => {
    const request = route.request();
    this.holding.add(request);
    try {
      await this.moving;
      const headers = request.headers();
      const token = /^Bearer (\S+)$/.exec(headers.authorization ?? '')?.[1];
      const latest = token ? this.latest(token) : undefined;
      if (latest && latest !== token) headers.authorization = `Bearer ${latest}`;
      await route.continue({ headers }).catch(() => undefined);
    } finally {
      this.holding.delete(request);
    }
  };

  constructor(
    private readonly page: Page,
    private readonly request: APIRequestContext,
    private readonly codes: CodeSource,
    private readonly baseURL: string,
  ) {
    // Watched from the start, not from the end of the sign-in: the landing page's first calls go out as the
    // sign-in finishes, and one missed here could reach the server after the clock moved.
    page.on('request', this.sent);
    page.on('requestfinished', this.done);
    page.on('requestfailed', this.done);
  }

  /** The newest token that replaced `token` (itself when it was never renewed). */
  private latest(token: string): string {
    let current = token;
    for (let next = this.renewed.get(current); next !== undefined; next = this.renewed.get(current)) current = next;
    return current;
  }

  /** The account the page is signed in as now. */
  track(account: DemoAccount): void {
    this.account = account;
  }

  /**
   * Waits (10 s at most) until none of the page's API calls is on its way, after a round trip to the page so the
   * events of the calls it has sent have arrived. A call still on its way when a test arms a fault or moves the
   * clock would meet what the test set up for the calls after it.
   */
  async settled(): Promise<void> {
    await this.page.evaluate(() => undefined).catch(() => undefined);
    const deadline = Date.now() + 10_000;
    while (this.inFlight.size > this.holding.size && Date.now() < deadline) await new Promise((r) => setTimeout(r, 20));
  }

  /** Everything the dashboard keeps in local storage, or null when the page is not on it or not signed in. */
  private async storedValues(): Promise<Record<string, string> | null> {
    if (!this.account || this.page.isClosed()) return null;
    // Only a page on the dashboard holds its token (about:blank or another site has none).
    if (new URL(this.page.url()).origin !== new URL(this.baseURL).origin) return null;
    const values = await this.page.evaluate(() => ({ ...localStorage }) as Record<string, string>).catch(() => null);
    return values?.token ? values : null;
  }

  private stored: Record<string, string> | null = null;
  private endMove: () => void = () => undefined;

  async before(): Promise<void> {
    this.stored = await this.storedValues();
    if (!this.stored) return;
    this.moving = new Promise<void>((resolve) => (this.endMove = resolve));
    if (!this.routed) {
      await this.page.route(this.isApiCall, this.hold);
      this.routed = true;
    }
    // Calls sent before the route was set still carry the token; the server must have answered them first.
    await this.settled();
  }

  async after(step: ClockStep | undefined): Promise<void> {
    const stored = this.stored;
    if (!stored) return;
    try {
      const old = stored.token!;
      const expiry = tokenExpiryMs(old);
      if (step && this.account && expiry !== null && expiry <= step.now + RENEW_MARGIN_MS) {
        const fresh = await apiSignIn(this.request, this.account, this.codes);
        this.renewed.set(old, fresh);
        await this.page
          .evaluate(
            ([previous, values]) => {
              const now = localStorage.getItem('token');
              // Signed in as someone else since: theirs. Signed out (a call already on its way when the clock
              // moved came back 401): everything as it was before the move, with the new token.
              if (now !== null && now !== previous) return;
              for (const [key, value] of Object.entries(values)) localStorage.setItem(key, value);
            },
            [old, { ...stored, token: fresh, tokenExpiry: String(localExpirySeconds(fresh)) }] as const,
          )
          // The page navigating away as it is written: its held calls still go out with the new token.
          .catch(() => undefined);
      }
    } finally {
      this.stored = null;
      this.moving = null;
      this.endMove();
    }
  }
}
