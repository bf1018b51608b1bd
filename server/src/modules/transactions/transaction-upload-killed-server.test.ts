import type { ChildProcess } from 'node:child_process';
import { copyFileSync, existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { request as httpRequest } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import Database from 'better-sqlite3';
import { afterAll, describe, expect, inject, it } from 'vitest';
import { LIVE_PREFIX } from '@cashloop/shared';
import { signInChild, startChildServer } from '../../../test/child-server';
import { SCRATCH_DIR } from '../../engine/transaction-import-scratch';
import { BASE } from './transaction-test-support';

/*
 * Issue 7: a server killed (SIGKILL, no graceful close) in the middle of an upload leaves no partial
 * import. The default world is its file (decision 0037), so this runs the real server process on a
 * copy of the template file, kills it mid-file, starts it again on the same file and reads what stayed.
 */
const dir = mkdtempSync(join(tmpdir(), 'cashloop-killed-upload-'));
const file = join(dir, 'world.sqlite');
const tag = `KILL-${Date.now().toString(36)}`;
let child: ChildProcess | undefined;

afterAll(() => {
  child?.kill('SIGKILL');
  rmSync(dir, { recursive: true, force: true });
});

async function startServer(): Promise<{ base: string; proc: ChildProcess }> {
  const started = await startChildServer(file);
  child = started.proc;
  return started;
}
const signIn = signInChild;

/** What an upload writes, read from the world's file itself. */
function fileCounts() {
  const db = new Database(file, { readonly: true });
  try {
    const n = (sql: string, ...args: unknown[]) => db.prepare(sql).pluck().get(...args) as number;
    return {
      transactions: n('SELECT COUNT(*) FROM transactions'),
      cashback: n('SELECT COUNT(*) FROM cashback'),
      uploads: n('SELECT COUNT(*) FROM transaction_uploads'),
      tagged: n('SELECT COUNT(*) FROM transactions WHERE internal_transaction_id LIKE ?', `${tag}-%`),
      kept: n('SELECT COUNT(*) FROM transactions WHERE internal_transaction_id LIKE ?', `${tag}OK-%`),
    };
  } finally {
    db.close();
  }
}

describe('an upload cut short by a killed server', () => {
  it('leaves nothing of the file behind after the server starts again on the same database file', { timeout: 240_000 }, async () => {
    copyFileSync(inject('templateDatabase'), file);
    const before = fileCounts();
    const first = await startServer();
    const token = await signIn(first.base);
    const history = async () =>
      ((await (await fetch(`${first.base}${LIVE_PREFIX}${BASE}/upload-csv`, { headers: { authorization: `Bearer ${token}` } })).json()) as {
        content: { fileStatus: string }[];
      }).content;

    // A small file completes first and is in the file once answered: the control that shows the file does
    // receive what the server commits.
    const small = ['transactionId,endUserId,bookingDateTime,amount,currency,description', ...[0, 1, 2].map((i) => `${tag}OK-${i},eu-${tag}-ok,2025-06-01T10:00:00Z,-12.00,GBP,TESCO STORES ${i}`)];
    const form = new FormData();
    form.append('multipartFile', new Blob([small.join('\n')], { type: 'text/csv' }), 'small.csv');
    const done = await fetch(`${first.base}${LIVE_PREFIX}${BASE}/upload-csv`, { method: 'POST', headers: { authorization: `Bearer ${token}` }, body: form });
    expect(done.status, await done.clone().text()).toBe(200);
    const committed = fileCounts();
    expect(committed.kept).toBe(3);

    // Half a file is sent, the import is seen running, then the process is killed without warning.
    const boundary = '----cashloop-kill-boundary';
    const head = `--${boundary}\r\nContent-Disposition: form-data; name="multipartFile"; filename="killed.csv"\r\nContent-Type: text/csv\r\n\r\n`;
    const lines = ['transactionId,endUserId,bookingDateTime,amount,currency,description'];
    for (let i = 0; i < 4000; i++) lines.push(`${tag}-${i},eu-${tag}-${i % 40},2025-06-01T10:00:00Z,-${(i % 90) + 10}.00,GBP,TESCO STORES ${i}`);
    const req = httpRequest(`${first.base}${LIVE_PREFIX}${BASE}/upload-csv`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}`, 'content-type': `multipart/form-data; boundary=${boundary}`, 'content-length': String(10_000_000) },
    });
    req.on('error', () => undefined);
    req.write(head + lines.join('\n') + '\n');
    let running = false;
    for (let i = 0; i < 300 && !running; i++) {
      running = (await history()).some((u) => u.fileStatus === 'PROCESSING');
      if (!running) await sleep(50);
    }
    expect(running).toBe(true);
    first.proc.kill('SIGKILL');
    await new Promise((resolve) => first.proc.once('exit', resolve));
    // The killed server's staging file stays behind (it is never part of the world); the next start removes it,
    // with its rollback journal when the kill fell inside one of the staging writes (CI once found two files of the
    // killed server's pid; its log named only the `.db`, the other most likely that `-journal`).
    const staged = () => (existsSync(SCRATCH_DIR) ? readdirSync(SCRATCH_DIR).filter((f) => f.startsWith(`${first.proc.pid}-`)) : []);
    expect(staged().filter((f) => f.endsWith('.db'))).toHaveLength(1);

    const second = await startServer();
    expect(staged()).toEqual([]);
    const again = await signIn(second.base, 1);
    const after = await fetch(`${second.base}${LIVE_PREFIX}${BASE}/upload-csv`, { headers: { authorization: `Bearer ${again}` } });
    expect(((await after.json()) as { content: { fileStatus: string }[] }).content.some((u) => u.fileStatus === 'PROCESSING')).toBe(false);
    second.proc.kill('SIGTERM');
    await new Promise((resolve) => second.proc.once('exit', resolve));

    expect(before.kept).toBe(0);
    expect(fileCounts()).toEqual({ ...committed, tagged: 0 });
  });
});
