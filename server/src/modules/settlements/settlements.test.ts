import { parse } from 'csv-parse/sync';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LIVE_PREFIX, SANDBOX_PREFIX } from '@cashloop/shared';
import { paged } from '@cashloop/shared/common/paging';
import { settlementCsvColumns, settlementRecordSchema, settlementUploadResponse } from '@cashloop/shared/contracts/settlements';
import { bearer, createTestApp, demoAccounts, signIn } from '../../../test/helpers';

let app: FastifyInstance;
let token: string;
let otherToken: string;
let ownOffer: string;
let platformOffer: string;
let otherOwnOffer: string;
const northwind = demoAccounts().find((a) => a.publisherId === 'pub_northwind' && a.totpSecret)!;
const harbour = demoAccounts().find((a) => a.publisherId === 'pub_harbour' && a.totpSecret)!;
const BASE = `${LIVE_PREFIX}/bring-your-own-offer-fulfillment`;
/** The column's name before bookingDateTime, still read (settlement-names-and-repeats.test.ts covers both). */
const HEADER = 'transactionId,endUserId,bookingDate,amount,currency,cashbackAmount';

/** A programme offer of the publisher's live partition, an approved one first (the seeded verification files are an approved offer's). */
function programmeOffer(publisherId: string, own: boolean): string {
  const row = app.deps.data.sqlite
    .prepare(
      `SELECT po.id FROM programme_offers po JOIN offers o ON o.id = po.offer_id
       WHERE po.publisher_id = ? AND po.env = 'live' AND COALESCE(o.owner_publisher_id = po.publisher_id, 0) = ?
       ORDER BY po.offer_approval = 'APPROVED' DESC, po.id LIMIT 1`,
    )
    .get(publisherId, own ? 1 : 0) as { id: string } | undefined;
  if (!row) throw new Error(`no ${own ? 'own' : 'platform'} programme offer for ${publisherId}`);
  return row.id;
}

beforeAll(async () => {
  app = await createTestApp();
  token = await signIn(app, northwind.email);
  otherToken = await signIn(app, harbour.email);
  ownOffer = programmeOffer(northwind.publisherId, true);
  platformOffer = programmeOffer(northwind.publisherId, false);
  otherOwnOffer = programmeOffer(harbour.publisherId, true);
});
afterAll(async () => {
  await app.close();
});

function multipart(content: string, fileName = 'verified.csv', field = 'multipartFile') {
  const boundary = '----cashloop-test-boundary';
  const payload =
    `--${boundary}\r\nContent-Disposition: form-data; name="${field}"; filename="${fileName}"\r\nContent-Type: text/csv\r\n\r\n` +
    `${content}\r\n--${boundary}--\r\n`;
  return { payload, headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

const upload = (activatedOfferId: string, content: string, options: { fileName?: string; field?: string; as?: string } = {}) => {
  const body = multipart(content, options.fileName, options.field);
  return app.inject({
    method: 'POST',
    url: `${BASE}/upload?activatedOfferId=${activatedOfferId}`,
    payload: body.payload,
    headers: { ...bearer(options.as ?? token), ...body.headers },
  });
};

/** The upload as spec 2 writes it: the multipart file alone, each row naming its programme offer. */
const uploadAlone = (content: string, as = token) => {
  const body = multipart(content);
  return app.inject({ method: 'POST', url: `${BASE}/upload`, payload: body.payload, headers: { ...bearer(as), ...body.headers } });
};

const list = async (activatedOfferId: string, query = '', as = token) =>
  app.inject({ method: 'GET', url: `${BASE}/program-offer/${activatedOfferId}${query}`, headers: bearer(as) });

const fileCount = () => (app.deps.data.sqlite.prepare('SELECT COUNT(*) AS n FROM settlement_files').get() as { n: number }).n;
const rowCount = () => (app.deps.data.sqlite.prepare('SELECT COUNT(*) AS n FROM settlement_rows').get() as { n: number }).n;

describe('settlements of a programme offer', () => {
  it('lists the verification files of an own offer, newest first, paged', async () => {
    const res = await list(ownOffer, '?page=0&size=25');
    expect(res.statusCode, res.body).toBe(200);
    const body = paged(settlementRecordSchema).parse(res.json());
    expect(body.totalElements).toBeGreaterThan(0);
    expect(body.content.every((r) => r.activatedOfferId === ownOffer)).toBe(true);
    const created = body.content.map((r) => r.createdOn);
    expect([...created].sort((a, b) => b - a)).toEqual(created);
  });

  it("answers 404 for a platform offer and for another publisher's offer", async () => {
    expect((await list(platformOffer)).statusCode).toBe(404);
    expect((await list(otherOwnOffer)).statusCode).toBe(404);
    expect((await list(ownOffer, '', otherToken)).statusCode).toBe(404);
  });

  it('the sandbox host does not reach a live offer (each prefix is its partition; only the live host reaches sandbox ones)', async () => {
    const res = await app.inject({ method: 'GET', url: `${SANDBOX_PREFIX}/bring-your-own-offer-fulfillment/program-offer/${ownOffer}`, headers: bearer(token) });
    expect(res.statusCode).toBe(404);
  });
});

describe('upload of verified transactions', () => {
  const good = [HEADER, 'TX-1001,eu_1,2025-06-01,25.50,GBP,1.28', 'TX-1002,eu_2,2025-06-02T14:30:00Z,10,gbp,0.5'].join('\n');

  it('stores every row as a new, not yet sent file; the download gives them back', async () => {
    const res = await upload(ownOffer, good, { fileName: 'june.csv' });
    expect(res.statusCode, res.body).toBe(200);
    const record = settlementRecordSchema.parse(res.json());
    expect(record).toMatchObject({ sentToSupplier: false, receivedFromSupplier: false, rowCount: 2, fileName: 'june.csv', activatedOfferId: ownOffer });
    expect((await list(ownOffer)).json().content[0].id).toBe(record.id);

    const download = await app.inject({ method: 'POST', url: `${BASE}/${record.id}/download`, headers: bearer(token) });
    expect(download.statusCode).toBe(200);
    expect(download.headers['content-disposition']).toBe(`attachment; filename="transaction_verification_${record.id}.csv"`);
    const [header, ...rows] = parse(download.body) as string[][];
    expect(header).toEqual([...settlementCsvColumns, 'verified', 'programOfferId']);
    expect(rows).toEqual([
      ['TX-1001', 'eu_1', '2025-06-01T00:00:00.000Z', '25.50', 'GBP', '1.28', 'true', ownOffer],
      ['TX-1002', 'eu_2', '2025-06-02T14:30:00.000Z', '10.00', 'GBP', '0.50', 'true', ownOffer],
    ]);
    // A downloaded file reads back as an upload, and is refused as one: its transactions are settled already.
    for (const again of [await upload(ownOffer, download.body), await uploadAlone(download.body)]) {
      expect(again.statusCode).toBe(400);
      expect(again.json().error.message).toMatch(new RegExp(`^Line 2: transactionId 'TX-1001' is already settled in file ${record.id}`));
    }
  });

  it('is all or nothing: one bad row refuses the file, naming the line and the problem', async () => {
    const [files, rows] = [fileCount(), rowCount()];
    const bad = [HEADER, 'TX-1,eu_1,2025-06-01,25.50,GBP,1.28', 'TX-2,eu_2,2025-06-01,abc,GBP,1.00', 'TX-3,eu_3,2025-06-01,5.00,GBP,1.00'].join('\n');
    const res = await upload(ownOffer, bad);
    expect(res.statusCode).toBe(400);
    expect(res.json().error.message).toMatch(/^Line 3: amount 'abc'/);
    expect([fileCount(), rowCount()]).toEqual([files, rows]);
  });

  it.each([
    ['a missing column', 'transactionId,endUserId,bookingDate,amount,currency\nTX-1,eu,2025-06-01,1.00,GBP', /no 'cashbackAmount' column/],
    ['an unknown column', `${HEADER},colour\nTX-1,eu,2025-06-01,1.00,GBP,0.10,red`, /unknown column 'colour'/],
    ['no rows', HEADER, /no transactions/],
    ['a duplicate transaction', `${HEADER}\nTX-1,eu,2025-06-01,1.00,GBP,0.10\nTX-1,eu,2025-06-01,1.00,GBP,0.10`, /Line 3: transactionId 'TX-1' is already on line 2/],
    ['a formula as an id', `${HEADER}\n=HYPERLINK(1),eu,2025-06-01,1.00,GBP,0.10`, /Line 2: transactionId/],
    ['a future date', `${HEADER}\nTX-1,eu,2099-01-01,1.00,GBP,0.10`, /in the future/],
    ['an impossible date', `${HEADER}\nTX-1,eu,2025-02-30,1.00,GBP,0.10`, /bookingDate '2025-02-30'/],
    ['cashback above the amount', `${HEADER}\nTX-1,eu,2025-06-01,1.00,GBP,2.00`, /more than the amount/],
    ['a ragged row', `${HEADER}\nTX-1,eu,2025-06-01,1.00`, /Line 2: this is not valid CSV/],
  ])('refuses %s', async (_, content, message) => {
    const files = fileCount();
    const res = await upload(ownOffer, content);
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json().error.message).toMatch(message);
    expect(fileCount()).toBe(files);
  });

  it('accepts .csv files only, in the field multipartFile', async () => {
    expect((await upload(ownOffer, good, { fileName: 'june.xlsx' })).json().error.message).toBe('Only .csv files can be uploaded');
    expect((await upload(ownOffer, good, { field: 'file' })).statusCode).toBe(400);
    const json = await app.inject({ method: 'POST', url: `${BASE}/upload?activatedOfferId=${ownOffer}`, headers: bearer(token), payload: { multipartFile: 'x' } });
    expect(json.statusCode).toBe(415);
  });

  it('refuses a file over 5 MB with 413', async () => {
    const big = HEADER + '\n' + 'TX-1,eu,2025-06-01,1.00,GBP,0.10\n'.repeat(200_000);
    const res = await upload(ownOffer, big);
    expect(res.statusCode).toBe(413);
  });

  it("answers 404 for another publisher's offer or a platform offer, and writes nothing", async () => {
    const files = fileCount();
    expect((await upload(otherOwnOffer, good)).statusCode).toBe(404);
    expect((await upload(platformOffer, good)).statusCode).toBe(404);
    expect((await upload(ownOffer, good, { as: otherToken })).statusCode).toBe(404);
    expect(fileCount()).toBe(files);
  });
});

describe('upload naming the programme offer in the file', () => {
  const offerOf = (programmeOfferId: string) =>
    app.deps.data.sqlite.prepare('SELECT offer_id FROM programme_offers WHERE id = ?').pluck().get(programmeOfferId) as string;
  const secondOwnOffer = () =>
    app.deps.data.sqlite
      .prepare(
        `SELECT po.id FROM programme_offers po JOIN offers o ON o.id = po.offer_id
         WHERE po.publisher_id = ? AND po.env = 'live' AND o.owner_publisher_id = po.publisher_id AND po.id <> ? ORDER BY po.id LIMIT 1`,
      )
      .pluck()
      .get(northwind.publisherId, ownOffer) as string;

  it('stores one file per programme offer the rows name, by programOfferId or offerId', async () => {
    const second = secondOwnOffer();
    const csv = [
      `programOfferId,offerId,${HEADER}`,
      `${ownOffer},,N-1,eu_1,2025-06-01,10.00,GBP,1.00`,
      `,${offerOf(second)},N-2,eu_2,2025-06-01,20.00,GBP,2.00`,
      `,${offerOf(ownOffer)},N-3,eu_3,2025-06-02,30.00,GBP,3.00`,
      `${second},${offerOf(second)},N-4,eu_4,2025-06-02,40.00,GBP,4.00`,
    ].join('\n');
    const res = await uploadAlone(csv);
    expect(res.statusCode, res.body).toBe(200);
    const body = settlementUploadResponse.parse(res.json());
    expect(body.files.map((f) => [f.activatedOfferId, f.rowCount])).toEqual([[ownOffer, 2], [second, 2]]);
    expect(body.id).toBe(body.files[0]!.id);
    for (const file of body.files) expect((await list(file.activatedOfferId!)).json().content[0].id).toBe(file.id);
  });

  it('activatedOfferId fills the rows that name no offer and refuses rows that name another', async () => {
    const filled = await upload(ownOffer, `programOfferId,${HEADER}\n,Q-1,eu_1,2025-06-01,10.00,GBP,1.00\n${ownOffer},Q-2,eu_1,2025-06-01,10.00,GBP,1.00`);
    expect(filled.statusCode, filled.body).toBe(200);
    expect(settlementUploadResponse.parse(filled.json()).files).toHaveLength(1);

    const files = fileCount();
    const other = await upload(ownOffer, `programOfferId,${HEADER}\n,Q-3,eu_1,2025-06-01,10.00,GBP,1.00\n${secondOwnOffer()},Q-4,eu_1,2025-06-01,10.00,GBP,1.00`);
    expect(other.statusCode).toBe(400);
    expect(other.json().error.message).toMatch(/^Line 3: programOfferId names another offer than activatedOfferId/);
    expect(fileCount()).toBe(files);
  });

  it.each([
    ['a row that names no offer', () => `${HEADER}\nR-1,eu_1,2025-06-01,10.00,GBP,1.00`, /^Line 2: the row names no programme offer/],
    ["another publisher's programme offer", () => `programOfferId,${HEADER}\n${otherOwnOffer},R-2,eu_1,2025-06-01,10.00,GBP,1.00`, /^Line 2: programOfferId '.+' is not a programme offer of your own offers/],
    ['a platform offer', () => `offerId,${HEADER}\n${offerOf(platformOffer)},R-3,eu_1,2025-06-01,10.00,GBP,1.00`, /^Line 2: offerId '.+' is not one of your own offers/],
    ['columns that disagree', () => `programOfferId,offerId,${HEADER}\n${ownOffer},${offerOf(secondOwnOffer())},R-4,eu_1,2025-06-01,10.00,GBP,1.00`, /is not the offer of programme offer/],
  ])('refuses the whole file for %s', async (_, content, message) => {
    const files = fileCount();
    const res = await uploadAlone(content());
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json().error.message).toMatch(message);
    expect(fileCount()).toBe(files);
  });

  it('serves a template with the columns and an example row that uploads once it names a real offer', async () => {
    const res = await app.inject({ method: 'GET', url: `${BASE}/template`, headers: bearer(token) });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/csv');
    expect(res.headers['content-disposition']).toBe('attachment; filename="transaction_verification_template.csv"');
    const [header, ...rows] = parse(res.body) as string[][];
    expect(header).toEqual(['programOfferId', ...settlementCsvColumns]);
    expect(rows).toHaveLength(1);
    const asIs = await uploadAlone(res.body);
    expect(asIs.statusCode).toBe(400);
    expect(asIs.json().error.message).toMatch(/^Line 2: programOfferId/);
    const filledIn = await uploadAlone(res.body.replace(rows[0]![0]!, ownOffer));
    expect(filledIn.statusCode, filledIn.body).toBe(200);
  });
});

describe('settlement download and list', () => {
  it("answers 404 for another publisher's file", async () => {
    const id = (await list(ownOffer)).json().content[0].id as string;
    const res = await app.inject({ method: 'POST', url: `${BASE}/${id}/download`, headers: bearer(otherToken) });
    expect(res.statusCode).toBe(404);
  });

  it("lists every own offer's files of the caller only", async () => {
    const res = await app.inject({ method: 'GET', url: `${BASE}?page=0&size=100`, headers: bearer(otherToken) });
    expect(res.statusCode).toBe(200);
    const body = paged(settlementRecordSchema).parse(res.json());
    const mine = app.deps.data.sqlite.prepare("SELECT COUNT(*) AS n FROM settlement_files WHERE publisher_id = ? AND env = 'live'").get(harbour.publisherId) as { n: number };
    expect(body.totalElements).toBe(mine.n);
    expect(body.content.some((r) => r.activatedOfferId === ownOffer)).toBe(false);
  });
});
