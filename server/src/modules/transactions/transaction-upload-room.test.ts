import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, demoAccounts, signIn } from '../../../test/helpers';
import { WORLD_MAX_BYTES, WorldRoom } from '../../engine/transaction-import-room';
import { releaseWorldMemory } from '../../world/data-store';
import type { DataStore } from '../../world/data-store';
import { countOf, type LivePaymentOffer, livePaymentOffer, tableCounts, uploadCsv } from './transaction-test-support';

let app: FastifyInstance;
let token: string;
let offer: LivePaymentOffer;
const northwind = demoAccounts().find((a) => a.publisherId === 'pub_northwind' && a.totpSecret)!;
const HEADER = 'transactionId,endUserId,bookingDateTime,amount,currency,description';

beforeAll(async () => {
  app = await createTestApp();
  token = await signIn(app, northwind.email);
  offer = livePaymentOffer(app, northwind.publisherId);
});
afterAll(async () => {
  await app.close();
});

/** A world whose in-memory database is this many bytes short of SQLite's cap (its real size is untouched). */
const nearlyFull = (data: DataStore, left: number) => ({ sizeBytes: WORLD_MAX_BYTES - left, sqlite: data.sqlite }) as unknown as DataStore;

describe('an upload too big for the world', () => {
  it('is refused with a 413 naming the limit while it is read, and nothing is stored', async () => {
    const when = new Date(app.deps.clock.now() - 86_400_000).toISOString();
    const csv = [HEADER, ...Array.from({ length: 3_000 }, (_, i) => `ROOM-${i},eu-room-${i % 50},${when},-12.50,GBP,${offer.alias} 0042 LONDON`)].join('\n');
    const before = tableCounts(app);
    const uploads = countOf(app, 'SELECT COUNT(*) FROM transaction_uploads');
    // Room for about 1 MB: 3,000 rows with cashback need at least 3,000 × (830 + 960 + 2 × 300) bytes.
    const size = Object.getOwnPropertyDescriptor(Object.getPrototypeOf(app.deps.data), 'sizeBytes')!;
    Object.defineProperty(app.deps.data, 'sizeBytes', { configurable: true, get: () => WORLD_MAX_BYTES - 1_000_000 });
    try {
      const res = await uploadCsv(app, token, csv);
      expect(res.statusCode, res.body).toBe(413);
      const body = res.json().error;
      expect(body.code).toBe('PAYLOAD_TOO_LARGE');
      expect(body.message).toMatch(/does not fit in the world.*1,024 MB at most.*Nothing was uploaded/);
      expect(body.details).toMatchObject({ maxBytes: WORLD_MAX_BYTES, usedBytes: WORLD_MAX_BYTES - 1_000_000 });
      expect(body.details.rowsThatFit).toBeGreaterThan(0);
      expect(body.details.rowsThatFit).toBeLessThan(3_000);
    } finally {
      Object.defineProperty(app.deps.data, 'sizeBytes', size);
    }
    expect(tableCounts(app)).toEqual(before);
    expect(countOf(app, 'SELECT COUNT(*) FROM transaction_uploads')).toBe(uploads);
    // With the room back the same file goes through.
    const res = await uploadCsv(app, token, csv);
    expect(res.statusCode, res.body).toBe(200);
    expect(tableCounts(app).transactions).toBe(before.transactions + 3_000);
  });

  it('is refused from its first rows when its length shows the whole file cannot fit', () => {
    const room = new WorldRoom(nearlyFull(app.deps.data, 100 * 1024 ** 2), { publisherId: northwind.publisherId, env: 'live' });
    // 2,000 rows (1,000 with cashback, each fanned out to the scope's 2 webhooks) read of a file 100× longer:
    // about 200,000 rows, ~375 MB.
    const refusal = room.check(2_000, 1_000, 200_000, 20_000_000);
    expect(refusal?.statusCode).toBe(413);
    expect(refusal?.message).toMatch(/its 19 MB \(about 200,000 rows/);
    // Before enough rows are read, or when the file fits with the margin, it reads on.
    expect(room.check(1_000, 500, 100_000, 20_000_000)).toBeNull();
    expect(room.check(2_000, 1_000, 200_000, 6_000_000)).toBeNull();
    // Without a length it is judged by the rows read so far only.
    expect(room.check(2_000, 1_000, 200_000, null)).toBeNull();
    expect(room.check(100_000, 50_000, 10_000_000, null)?.message).toMatch(/its first 100,000 rows alone need more than the 100 MB left/);
  });

  it('gives a world back the memory a failed write grew it to by reopening it from its own image', () => {
    const data = app.deps.data;
    const before = data.sqlite;
    const transactions = countOf(app, 'SELECT COUNT(*) FROM transactions');
    expect(releaseWorldMemory(data, true)).toBe(false); // another upload is running: it would be cut off
    expect(data.sqlite).toBe(before);
    expect(releaseWorldMemory(data, false)).toBe(true);
    expect(data.sqlite).not.toBe(before);
    expect(countOf(app, 'SELECT COUNT(*) FROM transactions')).toBe(transactions);
  });
});
