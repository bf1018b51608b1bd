import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LIVE_PREFIX } from '@cashloop/shared';
import { bearer, createTestApp, signIn } from '../../../test/helpers';
import { BASE, northwindAccount, tableCounts, UPLOAD_HEADER as HEADER, uploadCsv } from './transaction-test-support';

let app: FastifyInstance;
let token: string;

beforeAll(async () => {
  app = await createTestApp();
  token = await signIn(app, northwindAccount().email);
});
afterAll(async () => {
  await app.close();
});

/** Files and bodies that are not a transactions CSV upload: each a clear 400 (or 415), nothing stored. */
describe('transaction upload refusals', () => {
  it('refuses files that are not a transactions CSV', async () => {
    const cases: [string, Parameters<typeof uploadCsv>[3], RegExp][] = [
      ['', {}, /empty/],
      [`${HEADER}\n`, {}, /no transactions/],
      ['a,b\n1,2\n', {}, /no transactionId column/],
      [`${HEADER}\n"unclosed,x,y,1,GBP,z\n`, {}, /not valid CSV/],
      [`${HEADER}\n`, { fileName: 'file.txt' }, /Only \.csv/],
      [`${HEADER}\n`, { field: 'file' }, /multipartFile/],
    ];
    for (const [content, options, message] of cases) {
      const res = await uploadCsv(app, token, content, options);
      expect(res.statusCode, content).toBe(400);
      expect(res.json().error.message).toMatch(message);
    }
    const flag = await uploadCsv(app, token, `${HEADER}\n`, { query: '?historic=maybe' });
    expect(flag.statusCode).toBe(400);
    const notMultipart = await app.inject({ method: 'POST', url: `${LIVE_PREFIX}${BASE}/upload-csv`, headers: bearer(token), payload: { a: 1 } });
    expect(notMultipart.statusCode).toBe(415);
  });

  it('answers 400, not 500, to a multipart body that is cut off or malformed, and stores nothing', async () => {
    const before = tableCounts(app);
    const head = 'Content-Disposition: form-data; name="multipartFile"; filename="a.csv"\r\nContent-Type: text/csv\r\n\r\n';
    const cases: [string, string][] = [
      ['multipart/form-data; boundary=xx', `--xx\r\n${head}${HEADER}\nTX1,u1,2025-01-01,-1.00,GBP,CAFE`], // never closed
      ['multipart/form-data', 'abc'], // no boundary
      ['multipart/form-data; boundary=xx', `--yy\r\n${head}${HEADER}\r\n--yy--\r\n`], // another boundary
      ['multipart/form-data; boundary=xx', `--xx\r\nContent-Disposition: form-data; name="multipartFile"; filename=""\r\n\r\n${HEADER}\r\n--xx--\r\n`],
    ];
    for (const [type, payload] of cases) {
      const res = await app.inject({ method: 'POST', url: `${LIVE_PREFIX}${BASE}/upload-csv`, payload, headers: { ...bearer(token), 'content-type': type } });
      expect(res.statusCode, payload).toBe(400);
      expect(res.json().error.message, payload).toMatch(/multipart|file/i);
    }
    expect(tableCounts(app)).toEqual(before);
  });

  it('refuses a file that is not UTF-8 text', async () => {
    const boundary = '----cashloop-test-boundary';
    const payload = Buffer.concat([
      Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="multipartFile"; filename="latin1.csv"\r\nContent-Type: text/csv\r\n\r\n${HEADER}\nTX1,u1,2025-01-01,-1.00,GBP,CAF`),
      Buffer.from([0xc9, 0x20, 0xff]),
      Buffer.from(`\r\n--${boundary}--\r\n`),
    ]);
    const res = await app.inject({
      method: 'POST', url: `${LIVE_PREFIX}${BASE}/upload-csv`, payload,
      headers: { ...bearer(token), 'content-type': `multipart/form-data; boundary=${boundary}` },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.message).toMatch(/UTF-8/);
  });
  it('names every problem of a refused file, duplicate transactionIds on rows with other errors too', async () => {
    const stored = app.deps.data.sqlite
      .prepare("SELECT internal_transaction_id FROM transactions WHERE publisher_id = 'pub_northwind' AND env = 'live' LIMIT 1")
      .pluck()
      .get() as string;
    const content = [
      HEADER,
      'TX-DUP-1,eu_dup,2025-06-01,-1.00,GBP,CAFE',
      'TX-DUP-1,eu_dup,2025-06-01,not-money,GBP,CAFE',
      `${stored},eu_dup,2025-06-01,-1.00,POUNDS,CAFE`,
    ].join('\n');
    const res = await uploadCsv(app, token, content);
    expect(res.statusCode).toBe(400);
    const { problems } = res.json().error.details as { problems: { line: number; column?: string; message: string }[] };
    const at = (line: number) => problems.filter((p) => p.line === line).map((p) => `${p.column}: ${p.message}`);
    expect(at(3)).toEqual(expect.arrayContaining([expect.stringMatching(/^amount:/), "transactionId: transactionId 'TX-DUP-1' is already on line 2"]));
    expect(at(4)).toEqual(expect.arrayContaining([expect.stringMatching(/^currency:/), `transactionId: transactionId '${stored}' was uploaded before (duplicate transaction)`]));
  });
});
