import { parse } from 'csv-parse/sync';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LIVE_PREFIX } from '@cashloop/shared';
import { settlementCsvColumns, settlementUploadResponse } from '@cashloop/shared/contracts/settlements';
import { bearer, createTestApp, demoAccounts, signIn } from '../../../test/helpers';

let app: FastifyInstance;
let token: string;
let ownOffers: string[];
const northwind = demoAccounts().find((a) => a.publisherId === 'pub_northwind' && a.totpSecret)!;
const BASE = `${LIVE_PREFIX}/bring-your-own-offer-fulfillment`;
const sql = () => app.deps.data.sqlite;

beforeAll(async () => {
  app = await createTestApp();
  token = await signIn(app, northwind.email);
  ownOffers = sql()
    .prepare(
      `SELECT po.id FROM programme_offers po JOIN offers o ON o.id = po.offer_id
       WHERE po.publisher_id = ? AND po.env = 'live' AND o.owner_publisher_id = po.publisher_id ORDER BY po.id LIMIT 2`,
    )
    .pluck()
    .all(northwind.publisherId) as string[];
});
afterAll(async () => {
  await app.close();
});

function upload(content: string, activatedOfferId = ownOffers[0]!) {
  const boundary = '----cashloop-settlement-names';
  const payload = `--${boundary}\r\nContent-Disposition: form-data; name="multipartFile"; filename="verified.csv"\r\nContent-Type: text/csv\r\n\r\n${content}\r\n--${boundary}--\r\n`;
  return app.inject({
    method: 'POST',
    url: `${BASE}/upload?activatedOfferId=${activatedOfferId}`,
    payload,
    headers: { ...bearer(token), 'content-type': `multipart/form-data; boundary=${boundary}` },
  });
}
const storedRows = () => sql().prepare('SELECT COUNT(*) FROM settlement_rows').pluck().get() as number;
const bookingTimeOf = (transactionId: string) => sql().prepare('SELECT booking_time FROM settlement_rows WHERE transaction_id = ?').pluck().get(transactionId);
let seq = 0;
const fresh = () => `SN-${Date.now().toString(36)}-${++seq}`;

describe('settlement columns by the spec’s names', () => {
  it('reads bookingDateTime, the spec’s name of a transaction’s booking time', async () => {
    const id = fresh();
    const res = await upload(`transactionId,endUserId,bookingDateTime,amount,currency,cashbackAmount\n${id},eu_1,2025-06-02T14:30:00Z,10.00,GBP,0.50`);
    expect(res.statusCode, res.body).toBe(200);
    expect(bookingTimeOf(id)).toBe(Date.parse('2025-06-02T14:30:00Z'));
  });

  it('still reads bookingDate, and names a bad cell by the column the file wrote', async () => {
    const id = fresh();
    expect((await upload(`transactionId,endUserId,bookingDate,amount,currency,cashbackAmount\n${id},eu_1,2025-06-01,10.00,GBP,0.50`)).statusCode).toBe(200);
    expect(bookingTimeOf(id)).toBe(Date.parse('2025-06-01T00:00:00Z'));
    const bad = await upload(`transactionId,endUserId,bookingDateTime,amount,currency,cashbackAmount\n${fresh()},eu_1,2025-02-30,10.00,GBP,0.50`);
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.message).toMatch(/^Line 2: bookingDateTime '2025-02-30'/);
  });

  it('refuses a header with both names for the booking time', async () => {
    const res = await upload(`transactionId,endUserId,bookingDate,bookingDateTime,amount,currency,cashbackAmount\n${fresh()},eu_1,2025-06-01,2025-06-01,10.00,GBP,0.50`);
    expect(res.statusCode).toBe(400);
    expect(res.json().error.message).toMatch(/bookingDateTime/);
  });

  it('writes bookingDateTime in the template and the download', async () => {
    expect(settlementCsvColumns).toContain('bookingDateTime');
    const template = await app.inject({ method: 'GET', url: `${BASE}/template`, headers: bearer(token) });
    expect((parse(template.body) as string[][])[0]).toContain('bookingDateTime');
    const id = fresh();
    const file = settlementUploadResponse.parse((await upload(`transactionId,endUserId,bookingDate,amount,currency,cashbackAmount\n${id},eu_1,2025-06-01,10.00,GBP,0.50`)).json());
    const download = await app.inject({ method: 'POST', url: `${BASE}/${file.id}/download`, headers: bearer(token) });
    expect((parse(download.body) as string[][])[0]).toContain('bookingDateTime');
  });
});

describe('a transaction is settled once', () => {
  const HEADER = 'transactionId,endUserId,bookingDateTime,amount,currency,cashbackAmount';

  it('refuses a file that repeats transaction ids already settled, naming each line and id, and stores nothing', async () => {
    const [a, b, c] = [fresh(), fresh(), fresh()];
    const first = await upload(`${HEADER}\n${a},eu_1,2025-06-01,10.00,GBP,0.50\n${b},eu_1,2025-06-01,10.00,GBP,0.50`);
    expect(first.statusCode, first.body).toBe(200);
    const firstId = settlementUploadResponse.parse(first.json()).id;

    const rows = storedRows();
    const again = await upload(`${HEADER}\n${c},eu_1,2025-06-01,10.00,GBP,0.50\n${b},eu_1,2025-06-01,10.00,GBP,0.50\n${a},eu_1,2025-06-01,10.00,GBP,0.50`);
    expect(again.statusCode).toBe(400);
    const error = again.json().error;
    expect(error.message).toMatch(new RegExp(`^Line 3: transactionId '${b}' is already settled in file ${firstId}`));
    expect(error.message).toMatch(/and 1 more problem/);
    expect(error.code).toBe('FILE_REJECTED');
    expect(error.details.problems).toEqual([
      { line: 3, column: 'transactionId', message: expect.stringContaining(`'${b}' is already settled in file ${firstId}`) },
      { line: 4, column: 'transactionId', message: expect.stringContaining(`'${a}' is already settled in file ${firstId}`) },
    ]);
    expect(storedRows()).toBe(rows);
  });

  it('counts a transaction settled for another own offer of the partition', async () => {
    const id = fresh();
    expect((await upload(`${HEADER}\n${id},eu_1,2025-06-01,10.00,GBP,0.50`, ownOffers[0])).statusCode).toBe(200);
    const res = await upload(`${HEADER}\n${id},eu_1,2025-06-01,10.00,GBP,0.50`, ownOffers[1]);
    expect(res.statusCode).toBe(400);
    expect(res.json().error.message).toMatch(`'${id}' is already settled`);
  });
});
