import { createHmac, randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { setTimeout as sleep } from 'node:timers/promises';
import type { FastifyInstance } from 'fastify';
import { inject } from 'vitest';
import { LIVE_PREFIX } from '@cashloop/shared';
import { buildApp, type BuildAppOptions } from '../src/app';
import type { AppConfig } from '../src/config/env';
import { MOCK_SESSION_HEADER } from '@cashloop/shared/contracts/mock-sessions';
import type { AppDeps } from '../src/world/app-deps';
import { Clock } from '../src/world/clock';
import { totpCodeAt } from '../src/modules/auth/totp';

export interface DemoAccount {
  email: string;
  password: string;
  totpSecret: string | null;
  role: 'ADMIN' | 'USER';
  publisherId: string;
  publisherStatus: string;
}

const accountsFile = new URL('../../seeds/demo-accounts.json', import.meta.url);

/** The seeded logins (seeds/demo-accounts.json). */
export function demoAccounts(): DemoAccount[] {
  const parsed = JSON.parse(readFileSync(accountsFile, 'utf8')) as DemoAccount[] | { accounts: DemoAccount[] };
  return Array.isArray(parsed) ? parsed : parsed.accounts;
}

/** A demo account with MFA set up (or, with `mfa: false`, the one that must still set it up). */
export function demoAccount(filter: { mfa?: boolean; role?: 'ADMIN' | 'USER' } = {}): DemoAccount {
  const wantMfa = filter.mfa ?? true;
  const found = demoAccounts().find((a) => (a.totpSecret !== null) === wantMfa && (!filter.role || a.role === filter.role));
  if (!found) throw new Error(`No demo account with ${JSON.stringify(filter)}`);
  return found;
}

export interface TestAppOptions {
  config?: Partial<AppConfig>;
  onRoute?: BuildAppOptions['onRoute'];
}

/** The app on an in-memory copy of the template world, with a virtual clock running from the template's now. */
export async function createTestApp(options: TestAppOptions = {}): Promise<FastifyInstance> {
  const clock = new Clock();
  clock.set(inject('templateNow'));
  const app = await buildApp({
    // The shared template is loaded into memory and never written back, so no test changes it.
    // A high sign-in limit so helpers can sign in freely; the rate-limit test lowers it.
    config: {
      databaseFile: inject('templateDatabase'),
      persistDefaultWorld: false,
      logLevel: 'silent',
      nodeEnv: 'test',
      authRateLimitMax: 10_000,
      ...options.config,
    },
    clock,
    onRoute: options.onRoute,
  });
  await app.ready();
  return app;
}

export const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

/**
 * Waits for something that happens off the request (a background job's state, a delivery reaching a receiver) by
 * order, not by the clock: `probe` every 10 ms until it answers other than undefined or false; an error naming `what`
 * after 2 s of never.
 */
export async function until<T>(probe: () => T | undefined | false | Promise<T | undefined | false>, what = 'it'): Promise<T> {
  for (let i = 0; i < 200; i++) {
    const found = await probe();
    if (found !== undefined && found !== false) return found;
    await sleep(10);
  }
  throw new Error(`${what} never happened`);
}

/** A code the user has not used yet: the current step's, else a neighbour's, else one from the next step. */
export function freshCode(app: FastifyInstance, email: string, secret: string, deps: AppDeps = app.deps): string {
  const sqlite = deps.data.sqlite;
  const used = (code: string) =>
    sqlite
      .prepare('SELECT 1 FROM used_totp_codes u JOIN publisher_users p ON p.id = u.user_id WHERE p.email = ? AND u.code = ?')
      .get(email, code) !== undefined;
  for (;;) {
    const now = deps.clock.now();
    const code = [0, 30_000, -30_000].map((d) => totpCodeAt(secret, now + d)).find((c) => !used(c));
    if (code) return code;
    deps.clock.advance(30_000);
  }
}

/** Full sign-in (password, then MFA code from the account's secret); answers the id token. */
export async function signIn(app: FastifyInstance, email: string, password?: string, session?: string): Promise<string> {
  const account = demoAccounts().find((a) => a.email === email);
  const secret = account?.totpSecret;
  if (!secret) throw new Error(`${email} is not a demo account with MFA set up`);
  const headers = session ? { [MOCK_SESSION_HEADER]: session } : {};
  const deps = session ? app.worlds.use(session)!.deps : app.deps;
  const login = await app.inject({
    method: 'POST',
    url: `${LIVE_PREFIX}/auth/login`,
    headers,
    payload: { email, password: password ?? account.password },
  });
  if (login.statusCode !== 200) throw new Error(`login failed: ${login.statusCode} ${login.body}`);
  const { session: mfaSession } = login.json() as { session: string };
  const verify = await app.inject({
    method: 'POST',
    url: `${LIVE_PREFIX}/auth/verify-mfa`,
    headers,
    payload: { email, session: mfaSession, mfaToken: freshCode(app, email, secret, deps) },
  });
  if (verify.statusCode !== 200) throw new Error(`verify-mfa failed: ${verify.statusCode} ${verify.body}`);
  return (verify.json() as { idToken: string }).idToken;
}

/** Creates a mock session (POST /__mock/sessions) on the template's now; answers its id. */
export async function createSession(app: FastifyInstance, body: Record<string, unknown> = {}): Promise<string> {
  const res = await app.inject({ method: 'POST', url: '/__mock/sessions', payload: { now: inject('templateNow'), ...body } });
  if (res.statusCode !== 200) throw new Error(`POST /__mock/sessions: ${res.statusCode} ${res.body}`);
  return (res.json() as { id: string }).id;
}

/** Headers that put a call in a session's world. */
export const inSession = (id: string) => ({ [MOCK_SESSION_HEADER]: id });

/** An HS256 token with the right claims but signed with another secret. */
export function forgeToken(claims: Record<string, unknown>, secret = 'not-the-server-secret-at-all'): string {
  const part = (v: unknown) => Buffer.from(JSON.stringify(v)).toString('base64url');
  const head = `${part({ alg: 'HS256', typ: 'JWT' })}.${part(claims)}`;
  return `${head}.${createHmac('sha256', secret).update(head).digest('base64url')}`;
}

/** Every publisher and partition of the demo world (pub_pixelperks live has no rows): what list comparisons walk. */
export const DEMO_SCOPES = [
  { publisherId: 'pub_northwind', env: 'live' },
  { publisherId: 'pub_northwind', env: 'sandbox' },
  { publisherId: 'pub_harbour', env: 'live' },
  { publisherId: 'pub_harbour', env: 'sandbox' },
  { publisherId: 'pub_pixelperks', env: 'sandbox' },
  { publisherId: 'pub_pixelperks', env: 'live' },
] as const;
