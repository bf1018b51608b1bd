import { demoTotpCode } from '@cashloop/seeds/lib/totp';

export const API = '/private/api/client';

async function post(base: string, path: string, body: unknown): Promise<Record<string, unknown>> {
  const res = await fetch(`${base}${API}${path}`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
  if (!res.ok) throw new Error(`${path}: ${res.status} ${await res.text()}`);
  return (await res.json()) as Record<string, unknown>;
}

/** Signs in as the demo world's Northwind admin (password, then the TOTP code) and answers the bearer token. */
export async function signIn(base: string): Promise<string> {
  const email = 'alex.morgan@northwind.example.com';
  const login = await post(base, '/auth/login', { email, password: 'Northwind#2025' });
  const verified = await post(base, '/auth/verify-mfa', { email, session: login.session, mfaToken: demoTotpCode(email, Date.now()) });
  return verified.idToken as string;
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

/** The catalogue list's 45 sort × type × page URLs (answered from the answer cache once warm). */
export const catalogueUrls = () => variants(`${API}/catalogue/retailer?size=25`, { sort: ['MOSTPOPULAR', 'ATOZ', 'ZTOA'], type: LIST_TYPES, page: ['0', '1', '2'] });

let unique = 0;
/** A catalogue URL never asked before (an ignored parameter), so the answer cache never has it: every answer computed. */
export const uniqueCatalogueUrl = () => {
  const i = unique++;
  return `${API}/catalogue/retailer?size=25&sort=MOSTPOPULAR&page=${i % 3}&nocache=${process.pid}-${i}`;
};
