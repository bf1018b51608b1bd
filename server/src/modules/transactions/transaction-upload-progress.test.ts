import { PassThrough } from 'node:stream';
import { setTimeout as sleep } from 'node:timers/promises';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LIVE_PREFIX } from '@cashloop/shared';
import { paged } from '@cashloop/shared/common/paging';
import { transactionUploadSchema } from '@cashloop/shared/contracts/transaction-enrichment';
import { bearer, createTestApp, demoAccounts, signIn, until } from '../../../test/helpers';
import { importTransactions } from '../../engine/transaction-import';
import { BASE, countOf, livePaymentOffer, multipart, tableCounts } from './transaction-test-support';

let app: FastifyInstance;
let token: string;
const northwind = demoAccounts().find((a) => a.publisherId === 'pub_northwind' && a.totpSecret)!;
const harbour = demoAccounts().find((a) => a.publisherId === 'pub_harbour' && a.totpSecret)!;
let otherToken: string;

beforeAll(async () => {
  app = await createTestApp();
  token = await signIn(app, northwind.email);
  otherToken = await signIn(app, harbour.email);
});
afterAll(async () => {
  await app.close();
});

const uploads = async (as = token) =>
  paged(transactionUploadSchema).parse((await app.inject({ method: 'GET', url: `${LIVE_PREFIX}${BASE}/upload-csv`, headers: bearer(as) })).json());

/** A file of `rows` transactions, sent through a stream the test controls. */
function streamedUpload(rows: number) {
  const offer = livePaymentOffer(app, northwind.publisherId);
  const booking = new Date(app.deps.clock.now() - 3_600_000).toISOString();
  const tag = Date.now().toString(36);
  const lines = ['transactionId,endUserId,bookingDateTime,amount,currency,description'];
  for (let i = 0; i < rows; i++) lines.push(`P-${tag}-${i},pu-${tag}-${i % 50},${booking},-${(i % 90) + 10}.00,GBP,${offer.alias} ${i}`);
  const body = multipart(lines.join('\n'), 'big.csv');
  const bytes = Buffer.from(body.payload);
  const stream = new PassThrough();
  const response = app.inject({
    method: 'POST',
    url: `${LIVE_PREFIX}${BASE}/upload-csv`,
    payload: stream,
    headers: { ...bearer(token), ...body.headers, 'content-length': String(bytes.length) },
  });
  return { stream, bytes, response, tag };
}

describe('a long upload', () => {
  it('shows PROCESSING with its progress while it runs, to its publisher only, then COMPLETED', async () => {
    const { stream, bytes, response } = streamedUpload(3000);
    const half = Math.floor(bytes.length / 2);
    stream.write(bytes.subarray(0, half));
    const running = await until(async () => (await uploads()).content.find((u) => u.fileStatus === 'PROCESSING' && (u.progress?.rowsRead ?? 0) > 0));
    expect(running).toMatchObject({ fileName: 'big.csv', historic: false, enrichment: true, rowCount: 0 });
    expect(running.progress!.percent).toBeGreaterThan(0);
    expect(running.progress!.percent).toBeLessThan(100);
    expect((await uploads(otherToken)).content.some((u) => u.id === running.id)).toBe(false);
    // Nothing of it is stored yet, and it has no cashback to export until it is COMPLETED.
    expect(countOf(app, 'SELECT COUNT(*) FROM transactions WHERE upload_id = ?', running.id)).toBe(0);
    const early = await app.inject({ method: 'GET', url: `${LIVE_PREFIX}${BASE}/upload-csv/${running.id}/download-cashback`, headers: bearer(token) });
    expect(early.statusCode).toBe(409);
    expect(early.json().error.message).toMatch(/still processing/);
    const theirs = await app.inject({ method: 'GET', url: `${LIVE_PREFIX}${BASE}/upload-csv/${running.id}/download-cashback`, headers: bearer(otherToken) });
    expect(theirs.statusCode).toBe(404);
    stream.end(bytes.subarray(half));
    const res = await response;
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ id: running.id, rowCount: 3000, fileStatus: 'COMPLETED' });
    const after = (await uploads()).content.find((u) => u.id === running.id);
    expect(after).toMatchObject({ fileStatus: 'COMPLETED', progress: null, rowCount: 3000 });
    expect(countOf(app, 'SELECT COUNT(*) FROM transactions WHERE upload_id = ?', running.id)).toBe(3000);
  });

  it('stores nothing and leaves nothing behind when the file stops half way', async () => {
    const before = tableCounts(app);
    const offer = livePaymentOffer(app, northwind.publisherId);
    const booking = new Date(app.deps.clock.now() - 3_600_000).toISOString();
    const scope = { publisherId: northwind.publisherId, env: 'live' as const };
    let sawProgress = false;
    async function* chunks() {
      yield Buffer.from('transactionId,endUserId,bookingDateTime,amount,currency,description\n');
      for (let i = 0; i < 2000; i++) yield Buffer.from(`CUT-${i},cut-${i},${booking},-20.00,GBP,${offer.alias}\n`);
      await sleep(30);
      sawProgress = (await uploads()).content.some((u) => u.fileName === 'cut.csv' && u.fileStatus === 'PROCESSING' && u.progress!.rowsRead === 2000);
      throw new Error('connection reset');
    }
    const run = importTransactions(app.deps, scope, { fileName: 'cut.csv', chunks: chunks(), totalBytes: 1_000_000, historic: false, enrichment: true });
    await expect(run).rejects.toThrow('connection reset');
    expect(sawProgress).toBe(true);
    expect(tableCounts(app)).toEqual(before);
    expect((await uploads()).content.some((u) => u.fileName === 'cut.csv')).toBe(false);
    expect(countOf(app, "SELECT COUNT(*) FROM sqlite_temp_master WHERE name LIKE 'txn_import_%'")).toBe(0);
  });
});
