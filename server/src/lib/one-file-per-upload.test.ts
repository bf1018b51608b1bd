import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LIVE_PREFIX } from '@cashloop/shared';
import { makePng } from '@cashloop/shared/testing/make-png';
import { bearer, createTestApp, demoAccounts, signIn } from '../../test/helpers';

let app: FastifyInstance;
let token: string;
const northwind = demoAccounts().find((a) => a.publisherId === 'pub_northwind' && a.totpSecret)!;
const sql = () => app.deps.data.sqlite;

beforeAll(async () => {
  app = await createTestApp();
  token = await signIn(app, northwind.email);
});
afterAll(async () => {
  await app.close();
});

/** A multipart body with the given file parts, each in the field multipartFile unless named otherwise. */
function multipart(files: { content: Buffer | string; fileName: string; type: string; field?: string }[]) {
  const boundary = '----cashloop-two-files';
  const payload = Buffer.concat([
    ...files.flatMap((f) => [
      Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${f.field ?? 'multipartFile'}"; filename="${f.fileName}"\r\nContent-Type: ${f.type}\r\n\r\n`),
      Buffer.from(f.content),
      Buffer.from('\r\n'),
    ]),
    Buffer.from(`--${boundary}--\r\n`),
  ]);
  return { payload, headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

const post = (path: string, body: ReturnType<typeof multipart>) =>
  app.inject({ method: 'POST', url: `${LIVE_PREFIX}${path}`, payload: body.payload, headers: { ...bearer(token), ...body.headers } });

const count = (table: string) => sql().prepare(`SELECT COUNT(*) FROM ${table}`).pluck().get() as number;
const footprint = () => ({
  settlements: count('settlement_files'),
  transactions: count('transactions'),
  uploads: count('transaction_uploads'),
  memberships: count('end_user_tiers'),
  tierUploads: count('tier_uploads'),
  media: count('media_assets'),
});

const ownProgrammeOffer = () =>
  sql()
    .prepare(
      `SELECT po.id FROM programme_offers po JOIN offers o ON o.id = po.offer_id
       WHERE po.publisher_id = 'pub_northwind' AND po.env = 'live' AND o.owner_publisher_id = po.publisher_id ORDER BY po.id LIMIT 1`,
    )
    .pluck()
    .get() as string;
const endUser = () => sql().prepare("SELECT id FROM end_users WHERE publisher_id = 'pub_northwind' AND env = 'live' ORDER BY id LIMIT 1").pluck().get() as string;
const tier = () => sql().prepare("SELECT id FROM customer_tiers WHERE publisher_id = 'pub_northwind' AND env = 'live' ORDER BY id LIMIT 1").pluck().get() as string;

/** Each upload route with a file it would accept on its own, so only the second part can be the problem. */
function uploads(): { route: string; path: string; file: { content: Buffer | string; fileName: string; type: string } }[] {
  const stamp = Date.now().toString(36);
  const csv = (content: string, fileName: string) => ({ content, fileName, type: 'text/csv' });
  return [
    {
      route: 'settlements',
      path: `/bring-your-own-offer-fulfillment/upload?activatedOfferId=${ownProgrammeOffer()}`,
      file: csv(`transactionId,endUserId,bookingDate,amount,currency,cashbackAmount\nTWO-${stamp},${endUser()},2025-06-01,10.00,GBP,0.50\n`, 'verified.csv'),
    },
    {
      route: 'transactions',
      path: '/transaction-enrichment/upload-csv',
      file: csv(`transactionId,endUserId,bookingDateTime,amount,currency,description\nTWO-${stamp},${endUser()},2025-06-01,-10.00,GBP,COFFEE SHOP\n`, 'transactions.csv'),
    },
    { route: 'tiers', path: '/customer-tier/csv/user/tier-upload', file: csv(`END_USER_ID,CUSTOMER_TIER_ID,ACTION\n${endUser()},${tier()},ADD\n`, 'tiers.csv') },
    { route: 'images', path: '/campaign/upload-image', file: { content: Buffer.from(makePng(1280, 720)), fileName: 'banner.png', type: 'image/png' } },
  ];
}

describe('an upload takes one file', () => {
  it('answers 400 to a second multipartFile part on every upload route, and stores nothing', async () => {
    for (const { route, path, file } of uploads()) {
      const before = footprint();
      const res = await post(path, multipart([file, file]));
      expect(res.statusCode, `${route}: ${res.body}`).toBe(400);
      expect(res.json().error.message, route).toMatch(/one file/i);
      expect(footprint(), route).toEqual(before);
    }
  });

  it('answers 400 to a second file part in another field too', async () => {
    for (const { route, path, file } of uploads()) {
      const res = await post(path, multipart([file, { ...file, field: 'other' }]));
      expect(res.statusCode, `${route}: ${res.body}`).toBe(400);
      expect(res.json().error.message, route).toMatch(/one file/i);
    }
  });

  it('still takes one file followed by plain form fields', async () => {
    const boundary = '----cashloop-two-files';
    for (const { route, path, file } of uploads()) {
      const body = multipart([file]);
      const withField = Buffer.concat([
        body.payload.subarray(0, body.payload.length - `--${boundary}--\r\n`.length),
        Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="note"\r\n\r\nhello\r\n--${boundary}--\r\n`),
      ]);
      const res = await post(path, { payload: withField, headers: body.headers });
      expect(res.statusCode, `${route}: ${res.body}`).toBe(200);
    }
  });
});
