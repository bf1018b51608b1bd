import type { APIRequestContext, Page } from '@playwright/test';
import type { DemoAccount } from './accounts.js';
import { apiGet, apiSignIn } from './api.js';
import { localExpirySeconds } from './page-token-renewal.js';
import type { CodeSource } from './totp.js';

interface SignedInUser {
  publisher: { id: string; companyName: string; publisherStatus: string; sandboxOnly: boolean };
  publisherUser: { firstName: string; lastName: string };
}

/** A page of the dashboard's origin that Playwright answers itself: the app never loads on it. */
const BLANK_PATH = '/__mock-playwright/blank';

/**
 * What the dashboard keeps locally once signed in (spec 1 §3), as its own sign-in stores it with "Remember me"
 * ticked: the token and its expiry by the browser's clock, then the GET /user answer (client/src/lib/session.ts,
 * storeUser). `apiType` is where a first sign-in starts: sandbox for a sandbox-only publisher or one not yet in
 * contract, else live.
 */
function signedInValues(token: string, { publisher, publisherUser }: SignedInUser): Record<string, string> {
  const sandboxFirst = publisher.sandboxOnly || publisher.publisherStatus === 'NOT_IN_CONTRACT';
  return {
    rememberMe: 'true',
    token,
    tokenExpiry: String(localExpirySeconds(token)),
    firstName: publisherUser.firstName,
    lastName: publisherUser.lastName,
    publisherName: publisher.companyName,
    publisherId: publisher.id,
    publisherStatus: publisher.publisherStatus,
    sandbox: String(publisher.sandboxOnly),
    apiType: sandboxFirst ? 'sandbox' : 'api',
  };
}

/**
 * Opens `path` in `page` signed in as `account`, without the sign-in screens: the sign-in API calls (a code from
 * `codes`) and GET /user, then the dashboard's local values written on a blank page of its origin before `path`
 * loads. One load of the dashboard instead of three (sign-in screen, home, then `path`), for tests whose subject
 * is not signing in.
 */
export async function signInThroughApi(page: Page, request: APIRequestContext, account: DemoAccount, codes: CodeSource, path: string): Promise<void> {
  const token = await apiSignIn(request, account, codes);
  const user = await apiGet<SignedInUser>(request, token, '/user');
  const blank = (url: URL) => url.pathname === BLANK_PATH;
  await page.route(blank, (route) => route.fulfill({ contentType: 'text/html', body: '<!doctype html><title>signing in</title>' }));
  try {
    await page.goto(BLANK_PATH);
    await page.evaluate(
      ([values, sandboxOnly]) => {
        // As the dashboard does: a mode chosen before is kept, unless the publisher only has a sandbox.
        const { apiType, ...rest } = values;
        for (const [key, value] of Object.entries(rest)) localStorage.setItem(key, value);
        if (sandboxOnly || localStorage.getItem('apiType') === null) localStorage.setItem('apiType', apiType!);
      },
      [signedInValues(token, user), user.publisher.sandboxOnly] as const,
    );
  } finally {
    await page.unroute(blank);
  }
  await page.goto(path);
}
