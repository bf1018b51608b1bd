import { existsSync, readdirSync } from 'node:fs';
import type { FastifyInstance } from 'fastify';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { openDatabaseImage } from '@cashloop/db';
import { LIVE_PREFIX } from '@cashloop/shared';
import { transactionUploadResultSchema } from '@cashloop/shared/contracts/transaction-enrichment';
import { bearer, createSession, createTestApp, inSession, signIn } from '../../../test/helpers';
import { commitPolicy } from '../../engine/transaction-import-offthread';
import { SCRATCH_DIR } from '../../engine/transaction-import-scratch';
import { countOf, type LivePaymentOffer, livePaymentOffer, tableCounts, uploadCsv, fresh, northwindAccount, UPLOAD_HEADER } from './transaction-test-support';

/*
 * Decision 0013 (2026-11-24, second section) and 0037: a large upload's final copy runs in a worker thread on a
 * copy of an in-memory world's image (the default world in a file is written in place: transaction-upload-file-world.test.ts) while reads go on; writes wait at the world's gate and run on the new world after the swap.
 * Small files commit on the main thread, so these tests force the worker path.
 */
let app: FastifyInstance;
let token: string;
let offer: LivePaymentOffer;
const northwind = northwindAccount();
const HEADER = UPLOAD_HEADER;

beforeAll(async () => {
  app = await createTestApp();
  token = await signIn(app, northwind.email);
  offer = livePaymentOffer(app, northwind.publisherId);
  commitPolicy.offThread = true;
});
afterEach(() => {
  commitPolicy.beforeSwap = null;
});
afterAll(async () => {
  commitPolicy.offThread = null;
  commitPolicy.beforeSwap = null;
  await app.close();
});

const yesterday = () => new Date(app.deps.clock.now() - 86_400_000).toISOString();

function csv(rows: number, ref = fresh('OT'), user = fresh('ot-user')) {
  const lines = [HEADER];
  for (let i = 0; i < rows; i++) lines.push(`${ref}-${i},${user},${yesterday()},-${(i % 40) + 10}.00,GBP,${offer.alias} ${i}`);
  return { text: lines.join('\n'), ref };
}

const storedWithRef = (ref: string) => countOf(app, 'SELECT COUNT(*) FROM transactions WHERE internal_transaction_id LIKE ?', `${ref}-%`);
const apiKeys = (name: string) => countOf(app, 'SELECT COUNT(*) FROM api_keys WHERE name = ?', name);
/** This server's staging files (other test workers' servers may have theirs). */
const myScratchFiles = () => (existsSync(SCRATCH_DIR) ? readdirSync(SCRATCH_DIR).filter((f) => f.startsWith(`${process.pid}-`)) : []);

describe('a large upload committed off the main thread', () => {
  it('answers as the in-thread commit does and stores every row, cashback and event', async () => {
    const { text, ref } = csv(40);
    const before = tableCounts(app);
    const res = await uploadCsv(app, token, text);
    expect(res.statusCode, res.body).toBe(200);
    const result = transactionUploadResultSchema.parse(res.json());
    expect(result.summary).toMatchObject({ transactions: 40, enriched: 40, matched: 40, cashbackCreated: 40, newEndUsers: 1 });
    const after = tableCounts(app);
    expect(after.transactions - before.transactions).toBe(40);
    expect(after.cashback - before.cashback).toBe(40);
    expect(after.uploads - before.uploads).toBe(1);
    expect(after.events - before.events).toBe(40);
    expect(storedWithRef(ref)).toBe(40);
    expect(app.deps.data.gate).toBeNull();
    expect(myScratchFiles()).toEqual([]);
    // The new world is whole: its indexes agree with its rows.
    expect(app.deps.data.sqlite.prepare('PRAGMA quick_check').pluck().get()).toBe('ok');
  });

  it('the world then reads the image the worker committed, and later uploads attach their staging file to it', async () => {
    const swap = vi.spyOn(app.deps.data, 'swapInCommitted');
    const { text: first, ref: firstRef } = csv(5);
    expect((await uploadCsv(app, token, first)).statusCode).toBe(200);
    // The connection handed over is the world's now, and it has the file.
    expect(swap).toHaveBeenCalledTimes(1);
    expect(app.deps.data.sqlite).toBe(swap.mock.calls.at(-1)![0].sqlite);
    expect(storedWithRef(firstRef)).toBe(5);
    swap.mockRestore();
    // In the thread, on that world.
    commitPolicy.offThread = false;
    try {
      const { text, ref } = csv(7);
      const res = await uploadCsv(app, token, text);
      expect(res.statusCode, res.body).toBe(200);
      expect(storedWithRef(ref)).toBe(7);
    } finally {
      commitPolicy.offThread = true;
    }
    // Its image (a snapshot's, a session's copy) opens as any world's does.
    const copy = openDatabaseImage(app.deps.data.image());
    expect(copy.sqlite.prepare('SELECT COUNT(*) FROM transactions').pluck().get()).toBe(tableCounts(app).transactions);
    copy.sqlite.close();
  });

  it('answers reads from the current world meanwhile; a write sent meanwhile waits and lands on the new world, after the file', async () => {
    const { text, ref } = csv(30);
    const keyName = fresh('key');
    let during: { read: number; readSawFile: number; writeAnswered: boolean; keyInOldWorld: number } | null = null;
    let write: Promise<{ statusCode: number }> | null = null;
    commitPolicy.beforeSwap = async () => {
      // The worker has committed its copy; the world itself has not got the file yet.
      write = app.inject({ method: 'POST', url: `${LIVE_PREFIX}/api-key`, headers: bearer(token), payload: { apiKeyName: keyName } });
      const read = await app.inject({ method: 'GET', url: `${LIVE_PREFIX}/user`, headers: bearer(token) });
      await new Promise((resolve) => setTimeout(resolve, 50));
      let answered = false;
      void write.then(() => (answered = true));
      await new Promise((resolve) => setImmediate(resolve));
      during = { read: read.statusCode, readSawFile: storedWithRef(ref), writeAnswered: answered, keyInOldWorld: apiKeys(keyName) };
    };
    const res = await uploadCsv(app, token, text);
    expect(res.statusCode, res.body).toBe(200);
    expect(during).toEqual({ read: 200, readSawFile: 0, writeAnswered: false, keyInOldWorld: 0 });
    expect((await write!).statusCode).toBe(200);
    // Applied once, on the world that has the file.
    expect(apiKeys(keyName)).toBe(1);
    expect(storedWithRef(ref)).toBe(30);
  });

  it("a session's world commits the same way, and the file lands in that session only", async () => {
    const session = await createSession(app);
    const world = app.worlds.use(session)!;
    const sessionToken = await signIn(app, northwind.email, undefined, session);
    const { text, ref } = csv(8);
    const res = await uploadCsv(app, sessionToken, text, { headers: inSession(session) });
    expect(res.statusCode, res.body).toBe(200);
    expect(world.data.sqlite.prepare('SELECT COUNT(*) FROM transactions WHERE internal_transaction_id LIKE ?').pluck().get(`${ref}-%`)).toBe(8);
    expect(storedWithRef(ref)).toBe(0);
    expect(world.data.sqlite.prepare('PRAGMA quick_check').pluck().get()).toBe('ok');
  });

  it("another session's writes never wait for this world's commit", async () => {
    const session = await createSession(app);
    const sessionToken = await signIn(app, northwind.email, undefined, session);
    const keyName = fresh('session-key');
    let status = 0;
    let sessionKeys = -1;
    commitPolicy.beforeSwap = async () => {
      const res = await app.inject({ method: 'POST', url: `${LIVE_PREFIX}/api-key`, headers: { ...bearer(sessionToken), ...inSession(session) }, payload: { apiKeyName: keyName } });
      status = res.statusCode;
      sessionKeys = app.worlds.use(session)!.data.sqlite.prepare('SELECT COUNT(*) FROM api_keys WHERE name = ?').pluck().get(keyName) as number;
    };
    const res = await uploadCsv(app, token, csv(5).text);
    expect(res.statusCode, res.body).toBe(200);
    expect(status).toBe(200);
    expect(sessionKeys).toBe(1);
  });

  it('a bad last row stores nothing (found by the whole-file checks in the worker), and the world goes on taking writes', async () => {
    const first = csv(3);
    expect((await uploadCsv(app, token, first.text)).statusCode).toBe(200);
    const before = tableCounts(app);
    // Its last row repeats a transaction the first file stored.
    const { text } = csv(20);
    const res = await uploadCsv(app, token, `${text}\n${first.ref}-2,someone,${yesterday()},-5.00,GBP,${offer.alias}`);
    expect(res.statusCode).toBe(400);
    expect(res.json().error.details.lines).toEqual([22]);
    expect(tableCounts(app)).toEqual(before);
    expect(app.deps.data.gate).toBeNull();
    expect((await app.inject({ method: 'POST', url: `${LIVE_PREFIX}/api-key`, headers: bearer(token), payload: { apiKeyName: fresh('after') } })).statusCode).toBe(200);
    expect(myScratchFiles()).toEqual([]);
  });

  it('a failure inside the worker stores nothing, the world still answers and takes writes', async () => {
    // A trigger that fails the copy at the file's last row: it exists in the world, so in the worker's copy too.
    const { text, ref } = csv(25);
    app.deps.data.sqlite.exec(`CREATE TRIGGER zz_fail_upload BEFORE INSERT ON transactions WHEN NEW.internal_transaction_id = '${ref}-24'
      BEGIN SELECT RAISE(ABORT, 'the last row failed in the copy'); END`);
    try {
      const before = tableCounts(app);
      const res = await uploadCsv(app, token, text);
      expect(res.statusCode).toBe(500);
      expect(tableCounts(app)).toEqual(before);
      expect(storedWithRef(ref)).toBe(0);
      expect(app.deps.data.gate).toBeNull();
      expect((await app.inject({ method: 'GET', url: `${LIVE_PREFIX}/user`, headers: bearer(token) })).statusCode).toBe(200);
      const keyName = fresh('after-failure');
      expect((await app.inject({ method: 'POST', url: `${LIVE_PREFIX}/api-key`, headers: bearer(token), payload: { apiKeyName: keyName } })).statusCode).toBe(200);
      expect(apiKeys(keyName)).toBe(1);
      expect(myScratchFiles()).toEqual([]);
    } finally {
      app.deps.data.sqlite.exec('DROP TRIGGER IF EXISTS zz_fail_upload');
    }
  });

  it('a reset sent during the commit waits for it, then replaces the world with the file in it', async () => {
    const { text, ref } = csv(10);
    let reset: Promise<{ statusCode: number }> | null = null;
    const session = await createSession(app);
    const sessionToken = await signIn(app, northwind.email, undefined, session);
    const world = app.worlds.use(session)!;
    commitPolicy.beforeSwap = async () => {
      // The reset is a write: it waits for the swap, then replaces the world (file and all).
      reset = app.inject({ method: 'POST', url: '/__mock/reset', headers: inSession(session), payload: {} });
      await new Promise((resolve) => setTimeout(resolve, 20));
    };
    const res = await uploadCsv(app, sessionToken, text, { headers: inSession(session) });
    expect(res.statusCode, res.body).toBe(200);
    expect((await reset!).statusCode).toBe(200);
    const n = world.data.sqlite.prepare('SELECT COUNT(*) FROM transactions WHERE internal_transaction_id LIKE ?').pluck().get(`${ref}-%`);
    expect(n).toBe(0);
  });

  it('a session ended while the worker copies answers 409 and nothing is swapped in', async () => {
    const session = await createSession(app);
    const sessionToken = await signIn(app, northwind.email, undefined, session);
    commitPolicy.beforeSwap = async () => {
      // Ending a session names it in the path: it does not pass the world's gate.
      expect((await app.inject({ method: 'DELETE', url: `/__mock/sessions/${session}` })).statusCode).toBe(200);
    };
    const res = await uploadCsv(app, sessionToken, csv(5).text, { headers: inSession(session) });
    expect(res.statusCode).toBe(409);
    expect(myScratchFiles()).toEqual([]);
  });
});
