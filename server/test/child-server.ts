import { type ChildProcess, spawn } from 'node:child_process';
import { createServer } from 'node:net';
import { setTimeout as sleep } from 'node:timers/promises';
import { fileURLToPath } from 'node:url';
import { expect } from 'vitest';
import { LIVE_PREFIX } from '@cashloop/shared';
import { totpCodeAt } from '../src/modules/auth/totp';
import { demoAccounts } from './helpers';

/** The real server as a child process on a database file of the test's own: for what only a killed process shows. */
const serverDir = fileURLToPath(new URL('../', import.meta.url));

export const northwindAdmin = () => demoAccounts().find((a) => a.publisherId === 'pub_northwind' && a.totpSecret)!;

const freePort = () =>
  new Promise<number>((resolve) => {
    const srv = createServer().listen(0, '127.0.0.1', () => {
      const { port } = srv.address() as { port: number };
      srv.close(() => resolve(port));
    });
  });

/** Starts the server from its sources on `file`, on a free port, and waits for /healthz. */
export async function startChildServer(file: string): Promise<{ base: string; proc: ChildProcess }> {
  const port = await freePort();
  const proc = spawn(process.execPath, ['--import', 'tsx', 'src/server.ts'], {
    cwd: serverDir,
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', DATABASE_FILE: file, LOG_LEVEL: 'silent', NODE_ENV: 'development' },
    stdio: 'ignore',
  });
  const base = `http://127.0.0.1:${port}`;
  for (let i = 0; i < 600; i++) {
    if (proc.exitCode !== null) throw new Error(`server exited with ${proc.exitCode}`);
    const ok = await fetch(`${base}/healthz`).then((r) => r.ok, () => false);
    if (ok) return { base, proc };
    await sleep(100);
  }
  proc.kill('SIGKILL');
  throw new Error('server did not start');
}

/** Kills without warning (no graceful close) and waits for the process to be gone. */
export async function killChildServer(proc: ChildProcess, signal: NodeJS.Signals = 'SIGKILL'): Promise<void> {
  if (proc.exitCode !== null || proc.signalCode !== null) return;
  const gone = new Promise((resolve) => proc.once('exit', resolve));
  proc.kill(signal);
  await gone;
}

/**
 * Signs the Northwind admin in. `step` picks a code of a neighbouring 30 s step: codes are single use, and a
 * second server on the same file shares the first's used codes.
 */
export async function signInChild(base: string, step = 0): Promise<string> {
  const account = northwindAdmin();
  const post = (path: string, body: unknown) =>
    fetch(`${base}${LIVE_PREFIX}${path}`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
  const login = (await (await post('/auth/login', { email: account.email, password: account.password })).json()) as { session: string };
  const { now } = (await (await fetch(`${base}/__mock/clock`)).json()) as { now: string | number };
  const mfaToken = totpCodeAt(account.totpSecret!, new Date(now).getTime() + step * 30_000);
  const verify = await post('/auth/verify-mfa', { email: account.email, session: login.session, mfaToken });
  expect(verify.status).toBe(200);
  return ((await verify.json()) as { idToken: string }).idToken;
}
