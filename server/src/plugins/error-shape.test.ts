import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LIVE_PREFIX } from '@cashloop/shared';
import { errorResponseSchema, type ErrorResponse } from '@cashloop/shared/common/errors';
import { bearer, createTestApp, signIn } from '../../test/helpers';
import { call, MAIN, png, retailerPayload, upload as uploadImage } from '../modules/own-offers/own-offers-test-support';
import { multipart, UPLOAD_HEADER } from '../modules/transactions/transaction-test-support';

/**
 * Issue 46 item 8: every refusal, whoever produces it (the contract's validation, a service, a CSV import,
 * the multipart reader, the control plane), answers the one error shape of the shared contract, with the
 * code of its kind: VALIDATION_FAILED names the request's fields in details.problems[].path, FILE_REJECTED
 * names the file's lines in details.problems[].line (or the file itself), BAD_REQUEST is a body that
 * could not be read.
 */
let app: FastifyInstance;
let token: string;
beforeAll(async () => {
  app = await createTestApp();
  token = await signIn(app, MAIN.email);
});
afterAll(async () => {
  await app.close();
});

interface Answer {
  statusCode: number;
  body: string;
}

/** The answer parsed with the shared error schema, its code checked, and every problem naming where it is. */
function refusal(res: Answer, code: string): NonNullable<ErrorResponse['error']> {
  expect(res.statusCode, res.body).toBe(400);
  const parsed = errorResponseSchema.safeParse(JSON.parse(res.body));
  expect(parsed.success, `${res.body}\n${parsed.error?.message ?? ''}`).toBe(true);
  const error = parsed.data!.error;
  expect(error.code, res.body).toBe(code);
  if (code !== 'BAD_REQUEST') {
    expect(error.details?.problems.length, res.body).toBeGreaterThan(0);
    for (const p of error.details!.problems) expect(p.message).not.toBe('');
  }
  return error;
}

const paths = (error: ReturnType<typeof refusal>) => error.details!.problems.map((p) => p.path);
const lines = (error: ReturnType<typeof refusal>) => error.details!.problems.map((p) => p.line);

const inject = (method: 'GET' | 'POST' | 'DELETE', url: string, payload?: unknown, headers: Record<string, string> = {}) =>
  app.inject({ method, url, payload: payload as string, headers: { ...bearer(token), ...headers } });

function fileUpload(path: string, content: string, fileName = 'file.csv') {
  const body = multipart(content, fileName);
  return inject('POST', `${LIVE_PREFIX}${path}`, body.payload, body.headers);
}

describe('one error shape for every refusal', () => {
  it('a bad JSON body field, a bad query param and a bad path id are VALIDATION_FAILED naming the field', async () => {
    const field = refusal(await inject('POST', `${LIVE_PREFIX}/customer-tier`, { name: 42, description: 'x', paidSubscription: false }), 'VALIDATION_FAILED');
    expect(paths(field)).toContain('body.name');
    const query = refusal(await inject('GET', `${LIVE_PREFIX}/customer-tier?page=abc`), 'VALIDATION_FAILED');
    expect(paths(query)).toContain('query.page');
    const id = refusal(await inject('DELETE', `${LIVE_PREFIX}/audience/not%20an%20id!`), 'VALIDATION_FAILED');
    expect(paths(id)).toContain('params.id');
  });

  it("a service's refusal of form fields is VALIDATION_FAILED with the same problem shape", async () => {
    const res = await call(app, token, 'POST', '/bring-your-own-offer/retailer', retailerPayload({ retailerName: ' ', providedWebsite: 'not a site' }));
    const error = refusal(res, 'VALIDATION_FAILED');
    expect(paths(error)).toEqual(expect.arrayContaining(['body.retailerName', 'body.providedWebsite']));
  });

  it('each CSV upload refuses a bad file as FILE_REJECTED naming its lines', async () => {
    const transactions = refusal(
      await fileUpload('/transaction-enrichment/upload-csv', `${UPLOAD_HEADER}\nTX1,u1,2025-01-01,abc,GBP,CAFE\n`),
      'FILE_REJECTED',
    );
    expect(lines(transactions)).toContain(2);
    expect(transactions.details).toHaveProperty('lines');
    const tiers = refusal(await fileUpload('/customer-tier/csv/user/tier-upload', 'END_USER_ID,CUSTOMER_TIER_ID,ACTION\nnobody_here,no_tier,ADD\n'), 'FILE_REJECTED');
    expect(lines(tiers)).toContain(2);
    expect(tiers.details).toHaveProperty('uploadId');
    const settlements = refusal(
      await fileUpload('/bring-your-own-offer-fulfillment/upload', 'transactionId,endUserId,bookingDate,amount,currency,cashbackAmount\nTX-1,eu,2025-06-01,abc,GBP,0.10\n'),
      'FILE_REJECTED',
    );
    expect(lines(settlements)).toContain(2);
    const notText = refusal(await fileUpload('/transaction-enrichment/upload-csv', 'a\u0000b'), 'FILE_REJECTED');
    expect(paths(notText)).toEqual(['body.multipartFile']);
  });

  it('an image that is not a PNG, or not a campaign size, is FILE_REJECTED', async () => {
    const notPng = refusal(await uploadImage(app, token, '/campaign/upload-image', Buffer.from([0xff, 0xd8, 0xff, 0xe0, 1, 2, 3]), 'a.png'), 'FILE_REJECTED');
    expect(paths(notPng)).toEqual(['body.multipartFile']);
    const wrongSize = refusal(await uploadImage(app, token, '/campaign/upload-image', png(10, 10), 'a.png'), 'FILE_REJECTED');
    expect(wrongSize.details).toMatchObject({ width: 10, height: 10 });
  });

  it('a multipart body with a second file is VALIDATION_FAILED; one that cannot be read is BAD_REQUEST', async () => {
    const boundary = 'xx';
    const part = (name: string) => `--${boundary}\r\nContent-Disposition: form-data; name="${name}"; filename="${name}.csv"\r\n\r\n${UPLOAD_HEADER}\r\n`;
    const second = await inject('POST', `${LIVE_PREFIX}/transaction-enrichment/upload-csv`, `${part('multipartFile')}${part('other')}--${boundary}--\r\n`, {
      'content-type': `multipart/form-data; boundary=${boundary}`,
    });
    expect(paths(refusal(second, 'VALIDATION_FAILED'))).toEqual(['body.multipartFile']);
    const cut = await inject('POST', `${LIVE_PREFIX}/transaction-enrichment/upload-csv`, `--${boundary}\r\nContent-Disposition: form-data; name="multipartFile"; filename="a.csv"\r\n\r\nx`, {
      'content-type': `multipart/form-data; boundary=${boundary}`,
    });
    refusal(cut, 'BAD_REQUEST');
    const badJson = await inject('POST', `${LIVE_PREFIX}/customer-tier`, '{"name":', { 'content-type': 'application/json' });
    refusal(badJson, 'BAD_REQUEST');
  });

  it('the control plane refuses bad input as VALIDATION_FAILED naming the field', async () => {
    const clock = refusal(await app.inject({ method: 'POST', url: '/__mock/clock', payload: { now: 'not a date' } }), 'VALIDATION_FAILED');
    expect(paths(clock)).toEqual(['body.now']);
    const persona = refusal(await app.inject({ method: 'POST', url: '/__mock/sessions', payload: { persona: 'nobody@example.com' } }), 'VALIDATION_FAILED');
    expect(paths(persona)).toEqual(['body.persona']);
    expect(persona.details).toHaveProperty('personas');
    const shape = refusal(await app.inject({ method: 'POST', url: '/__mock/clock', payload: { frozen: 'yes' } }), 'VALIDATION_FAILED');
    expect(paths(shape)).toContain('body.frozen');
  });

  it("the OpenAPI document gives every route's 4XX answer the one error shape, codes and problems included", async () => {
    const doc = (await app.inject({ method: 'GET', url: '/docs/json' })).json() as {
      paths: Record<string, Record<string, { responses: Record<string, { content: Record<string, { schema: unknown }> }> }>>;
    };
    const upload = doc.paths[`${LIVE_PREFIX}/customer-tier/csv/user/tier-upload`]!.post!.responses['4XX']!;
    const text = JSON.stringify(upload.content['application/json']!.schema);
    for (const part of ['"problems"', '"line"', '"column"', '"path"', '"FILE_REJECTED"', '"VALIDATION_FAILED"']) expect(text).toContain(part);
  });
});
