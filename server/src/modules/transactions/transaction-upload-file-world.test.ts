import { copyFileSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Database from 'better-sqlite3';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { LIVE_PREFIX } from '@cashloop/shared';
import { bearer, createTestApp, signIn } from '../../../test/helpers';
import { commitPolicy } from '../../engine/transaction-import-offthread';
import { fresh, type LivePaymentOffer, livePaymentOffer, northwindAccount, UPLOAD_HEADER, uploadCsv } from './transaction-test-support';

/*
 * Decision 0037: the default world is its file, and a large upload's worker commits into that file in place
 * (WAL) while the main thread's connection goes on reading; the world then reopens the file.
 */
const dir = mkdtempSync(join(tmpdir(), 'cashloop-file-world-'));
const file = join(dir, 'world.sqlite');
let app: FastifyInstance;
let token: string;
let offer: LivePaymentOffer;
const northwind = northwindAccount();

beforeAll(async () => {
  copyFileSync(inject('templateDatabase'), file);
  app = await createTestApp({ config: { databaseFile: file, persistDefaultWorld: true } });
  token = await signIn(app, northwind.email);
  offer = livePaymentOffer(app, northwind.publisherId);
  commitPolicy.offThread = true;
});
afterAll(async () => {
  commitPolicy.offThread = null;
  commitPolicy.beforeSwap = null;
  await app.close();
  rmSync(dir, { recursive: true, force: true });
});

/** Rows with this prefix as another process would find them in the file. */
function inFile(ref: string): number {
  const db = new Database(file, { readonly: true });
  try {
    return db.prepare('SELECT COUNT(*) FROM transactions WHERE internal_transaction_id LIKE ?').pluck().get(`${ref}-%`) as number;
  } finally {
    db.close();
  }
}

describe('a large upload into the default world in its file', () => {
  it('is committed by the worker into the file; reads go on meanwhile, writes wait and land after', async () => {
    const ref = fresh('FW');
    const when = new Date(app.deps.clock.now() - 86_400_000).toISOString();
    const lines = [UPLOAD_HEADER, ...Array.from({ length: 25 }, (_, i) => `${ref}-${i},${ref}-user,${when},-${i + 10}.00,GBP,${offer.alias} ${i}`)];
    const keyName = fresh('fw-key');
    const before = app.deps.data.sqlite;
    let during: { read: number; writeAnswered: boolean; rowsInFile: number } | null = null;
    let write: Promise<{ statusCode: number }> | null = null;
    commitPolicy.beforeSwap = async () => {
      write = app.inject({ method: 'POST', url: `${LIVE_PREFIX}/api-key`, headers: bearer(token), payload: { apiKeyName: keyName } });
      let answered = false;
      void write.then(() => (answered = true));
      const read = await app.inject({ method: 'GET', url: `${LIVE_PREFIX}/user`, headers: bearer(token) });
      await new Promise((resolve) => setTimeout(resolve, 50));
      during = { read: read.statusCode, writeAnswered: answered, rowsInFile: inFile(ref) };
    };
    const res = await uploadCsv(app, token, lines.join('\n'));
    expect(res.statusCode, res.body).toBe(200);
    // The worker had committed into the file itself; the world answered reads and held the write meanwhile.
    expect(during).toEqual({ read: 200, writeAnswered: false, rowsInFile: 25 });
    expect((await write!).statusCode).toBe(200);
    expect(app.deps.data.sqlite).not.toBe(before);
    expect(app.deps.data.sqlite.prepare('SELECT COUNT(*) FROM transactions WHERE internal_transaction_id LIKE ?').pluck().get(`${ref}-%`)).toBe(25);
    const db = new Database(file, { readonly: true });
    try {
      expect(db.prepare('SELECT COUNT(*) FROM api_keys WHERE name = ?').pluck().get(keyName)).toBe(1);
    } finally {
      db.close();
    }
  });
});
