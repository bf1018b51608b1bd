import { demoTotpCode } from '@cashloop/seeds/lib/totp';

export const API = '/private/api/client';

async function post(base: string, path: string, body: unknown): Promise<Response> {
  return fetch(`${base}${API}${path}`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
}

/**
 * Signs in as the demo world's Northwind admin (password, then the TOTP code) and answers the bearer token.
 * Codes are single use and checked on the world's virtual clock, which accepts the step before and after its
 * own: a second sign-in within 30 s (a restarted server on the same file) takes the next step's code.
 */
export async function signIn(base: string): Promise<string> {
  const email = 'alex.morgan@northwind.example.com';
  const { now } = (await (await fetch(`${base}/__mock/clock`)).json()) as { now: number };
  let refusal = '';
  for (const step of [0, 30_000, -30_000]) {
    const login = await post(base, '/auth/login', { email, password: 'Northwind#2025' });
    if (!login.ok) throw new Error(`/auth/login: ${login.status} ${await login.text()}`);
    const { session } = (await login.json()) as { session: string };
    const verified = await post(base, '/auth/verify-mfa', { email, session, mfaToken: demoTotpCode(email, now + step) });
    if (verified.ok) return ((await verified.json()) as { idToken: string }).idToken;
    refusal = `${verified.status} ${await verified.text()}`;
  }
  throw new Error(`/auth/verify-mfa: ${refusal}`);
}

/** Every combination of the given query options, so a run is not one URL replayed. */
export function variants(path: string, options: Record<string, string[]>): string[] {
  let out = [path];
  for (const [key, values] of Object.entries(options)) {
    out = out.flatMap((p) => values.map((v) => (v === '' ? p : `${p}${p.includes('?') ? '&' : '?'}${key}=${v}`)));
  }
  return out;
}

export const LIST_TYPES = ['', 'PAYMENT', 'ONLINE', 'CLICK_TO_ACTIVATE', 'PAYMENT,ONLINE'];
