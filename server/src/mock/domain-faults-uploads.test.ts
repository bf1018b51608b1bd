import { setTimeout as sleep } from 'node:timers/promises';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LIVE_PREFIX } from '@cashloop/shared';
import { paged } from '@cashloop/shared/common/paging';
import { domainFaultRuleSchema } from '@cashloop/shared/contracts/mock-domain-faults';
import { mockSimulateEndpoints as sim } from '@cashloop/shared/contracts/mock-simulate';
import { transactionUploadSchema } from '@cashloop/shared/contracts/transaction-enrichment';
import { stalledUpload } from '../world/domain-faults-uploads';
import { bearer, createSession, createTestApp, demoAccounts, inSession, signIn } from '../../test/helpers';
import { BASE, livePaymentOffer, uploadCsv } from '../modules/transactions/transaction-test-support';

let app: FastifyInstance;
const northwind = demoAccounts().find((a) => a.publisherId === 'pub_northwind' && a.totpSecret)!;

beforeAll(async () => {
  app = await createTestApp();
});
afterAll(async () => {
  await app.close();
});

/** A session of its own with the main publisher signed in, and a file of `rows` transactions that earn cashback. */
async function newWorld() {
  const session = await createSession(app);
  const world = app.worlds.use(session)!;
  world.clock.setFrozen(true);
  const token = await signIn(app, northwind.email, undefined, session);
  const headers = inSession(session);
  const offer = livePaymentOffer(app, northwind.publisherId);
  const tag = Math.random().toString(36).slice(2, 8);
  const csv = (rows: number) => {
    const booking = new Date(world.clock.now() - 3_600_000).toISOString();
    const lines = ['transactionId,endUserId,bookingDateTime,amount,currency,description'];
    for (let i = 1; i <= rows; i++) lines.push(`DF-${tag}-${i},df-${tag}-${i},${booking},-40.00,GBP,${offer.alias} ${i}`);
    return lines.join('\n');
  };
  const upload = (rows: number, fileName: string) => uploadCsv(app, token, csv(rows), { fileName, headers });
  const mock = (method: 'GET' | 'POST' | 'DELETE', url: string, payload?: object) => app.inject({ method, url, headers, ...(payload ? { payload } : {}) });
  const arm = async (rule: object) => {
    const res = await mock('POST', '/__mock/domain-faults', rule);
    expect(res.statusCode, res.body).toBe(200);
    return domainFaultRuleSchema.parse(res.json());
  };
  const history = async () =>
    paged(transactionUploadSchema).parse((await app.inject({ method: 'GET', url: `${LIVE_PREFIX}${BASE}/upload-csv`, headers: { ...headers, ...bearer(token) } })).json()).content;
  const count = (sql: string, ...args: unknown[]) => world.deps.data.sqlite.prepare(sql).pluck().get(...args) as number;
  /** Waits (a few ms of wall time at most) until the history shows the file stalled. */
  const stalled = async (fileName: string) => {
    for (let i = 0; i < 300; i++) {
      const found = (await history()).find((u) => u.fileName === fileName && u.fileStatus === 'PROCESSING');
      // Held by the stall itself, not only matched by the rule (its hit is recorded as the upload starts,
      // before any row is read): only then are the rows before the stall all read.
      if (found && stalledUpload(world, found.id)) return found;
      await sleep(10);
    }
    throw new Error(`${fileName} never stalled`);
  };
  return { world, upload, mock, arm, history, count, stalled };
}

describe('upload-stall', () => {
  it('holds the upload PROCESSING at the row with nothing stored, then complete stores everything and answers what it caused', async () => {
    const w = await newWorld();
    const rule = await w.arm({ kind: 'upload-stall', atRow: 3, match: { fileName: 'stall' } });
    const response = w.upload(5, 'stall-me.csv');
    const running = await w.stalled('stall-me.csv');
    expect(running).toMatchObject({ fileStatus: 'PROCESSING', rowCount: 0, progress: { rowsRead: 3 } });
    expect(w.count('SELECT COUNT(*) FROM transactions WHERE upload_id = ?', running.id)).toBe(0);
    expect(w.count('SELECT COUNT(*) FROM transaction_uploads WHERE id = ?', running.id)).toBe(0);
    const listed = domainFaultRuleSchema.array().parse((await w.mock('GET', '/__mock/domain-faults')).json());
    expect(listed).toEqual([expect.objectContaining({ id: rule.id, seen: 1, hits: 1, remaining: null })]);
    expect(listed[0]!.recentHits[0]).toMatchObject({ subject: { type: 'transaction_upload', id: running.id }, detail: "'stall-me.csv' stalls at row 3" });

    const done = await w.mock('POST', `/__mock/simulate/uploads/${running.id}/complete`);
    expect(done.statusCode, done.body).toBe(200);
    const body = sim.completeUpload.response.parse(done.json());
    expect(body).toMatchObject({ subject: { type: 'transaction_upload', id: running.id }, from: 'PROCESSING', to: 'COMPLETED', rowCount: 5, reason: null });
    expect(body.effects.events.filter((e) => e.type === 'CASHBACK_CREATED')).toHaveLength(5);
    const answered = await response;
    expect(answered.statusCode, answered.body).toBe(200);
    expect(answered.json()).toMatchObject({ id: running.id, fileStatus: 'COMPLETED', rowCount: 5 });
    expect(w.count('SELECT COUNT(*) FROM transactions WHERE upload_id = ?', running.id)).toBe(5);
    expect((await w.history()).find((u) => u.id === running.id)).toMatchObject({ fileStatus: 'COMPLETED', rowCount: 5, progress: null });
    // Once it is done it cannot be moved again.
    const again = await w.mock('POST', `/__mock/simulate/uploads/${running.id}/complete`);
    expect(again.statusCode).toBe(409);
    expect(again.json().error.message).toBe('This upload is COMPLETED: only a PROCESSING upload an upload-stall domain fault holds is completed or failed here');
  });

  it('fail stores nothing: FAILED in the history, the upload call answering the row and the reason', async () => {
    const w = await newWorld();
    await w.arm({ kind: 'upload-stall', atRow: 2, times: 1 });
    const response = w.upload(4, 'doomed.csv');
    const running = await w.stalled('doomed.csv');
    const failed = await w.mock('POST', `/__mock/simulate/uploads/${running.id}/fail`, { reason: 'the bank feed was cut' });
    expect(failed.statusCode, failed.body).toBe(200);
    const body = sim.failUpload.response.parse(failed.json());
    expect(body).toMatchObject({ from: 'PROCESSING', to: 'FAILED', rowCount: 0, reason: 'Processing failed at row 2 (line 3): the bank feed was cut. Nothing was stored.' });
    expect(body.effects.events).toEqual([]);
    const answered = await response;
    expect(answered.statusCode).toBe(500);
    expect(answered.json().error.message).toBe('Processing failed at row 2 (line 3): the bank feed was cut. Nothing was stored.');
    expect((await w.history()).find((u) => u.id === running.id)).toMatchObject({ fileStatus: 'FAILED', rowCount: 0 });
    expect(w.count("SELECT COUNT(*) FROM transactions WHERE internal_transaction_id LIKE 'DF-%'")).toBe(0);
    // times: 1 is spent: the next file goes through.
    expect((await w.upload(2, 'next.csv')).statusCode).toBe(200);
  });

  it('goes on when its rule is removed; a file shorter than the row stalls at its last row', async () => {
    const w = await newWorld();
    const rule = await w.arm({ kind: 'upload-stall', atRow: 50 });
    const response = w.upload(3, 'short.csv');
    const running = await w.stalled('short.csv');
    expect(running.progress?.rowsRead).toBe(3);
    expect((await w.mock('DELETE', `/__mock/domain-faults/${rule.id}`)).statusCode).toBe(200);
    const answered = await response;
    expect(answered.statusCode, answered.body).toBe(200);
    expect(answered.json()).toMatchObject({ id: running.id, rowCount: 3 });
  });

  it('ends with nothing stored when the world is reset under it; the rule survives the reset, as HTTP faults do', async () => {
    const w = await newWorld();
    await w.arm({ kind: 'upload-stall', atRow: 1 });
    const response = w.upload(2, 'reset.csv');
    const running = await w.stalled('reset.csv');
    expect((await w.mock('POST', '/__mock/reset', {})).statusCode).toBe(200);
    const answered = await response;
    expect(answered.statusCode).toBe(409);
    expect(answered.json().error.message).toBe('The world was reset while the file was uploading; nothing was stored');
    expect((await w.history()).some((u) => u.id === running.id)).toBe(false);
    expect((await w.mock('POST', `/__mock/simulate/uploads/${running.id}/complete`)).statusCode).toBe(404);
    expect((await w.mock('GET', '/__mock/domain-faults')).json()).toHaveLength(1);
  });

  it('answers 404 for an unknown upload and 400 for a bad row', async () => {
    const w = await newWorld();
    const unknown = await w.mock('POST', '/__mock/simulate/uploads/tfu_nope/complete');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().error.message).toBe('No transaction upload with id tfu_nope');
    const bad = await w.mock('POST', '/__mock/simulate/uploads/tfu_nope/fail', { atRow: 0 });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.message).toContain('body.atRow');
  });
});

describe('upload-fail', () => {
  it('fails the matching upload at the row: FAILED, nothing stored, the reason naming the row', async () => {
    const w = await newWorld();
    await w.arm({ kind: 'upload-fail', atRow: 2, reason: 'the enrichment service crashed', match: { fileName: 'FAIL' } });
    const before = w.count('SELECT COUNT(*) FROM transactions');
    const res = await w.upload(4, 'will-fail.csv');
    expect(res.statusCode).toBe(500);
    expect(res.json().error).toMatchObject({ message: 'Processing failed at row 2 (line 3): the enrichment service crashed. Nothing was stored.', details: { row: 2, line: 3 } });
    expect(w.count('SELECT COUNT(*) FROM transactions')).toBe(before);
    expect((await w.history()).find((u) => u.fileName === 'will-fail.csv')).toMatchObject({ fileStatus: 'FAILED', rowCount: 0, progress: null });
    // Another name does not match.
    expect((await w.upload(2, 'fine.csv')).statusCode).toBe(200);
    expect(w.count("SELECT COUNT(*) FROM sqlite_temp_master WHERE name LIKE 'txn_import_%'")).toBe(0);
  });
});
