import type { FastifyInstance } from 'fastify';
import { endUserCount } from '../../lib/end-user-counts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { paged } from '@cashloop/shared/common/paging';
import { enrichedTransactionSchema } from '@cashloop/shared/contracts/transaction-enrichment';
import { createTestApp, DEMO_SCOPES } from '../../../test/helpers';
import { compiledSerializerCompiler } from '../../lib/response-serializer';
import { expectRouteAnswers, expectSpoiltPagesLeftToObjects, expectTextPages, rowsOf, type PageRead } from '../../../test/page-text';
import { transactionPageText } from './transaction-page-text';
import { listTransactions, userTransactions, type TransactionRow } from './transactions.repo';
import { pageOfObjects } from './transactions.service';

/**
 * Transaction pages written as JSON text (transaction-page-text.ts, decision 0014 thirteenth pass) against the answer
 * built as before: objects from `toEnrichedTransaction`, written by the route's serializer. The partition's list and
 * end users' lists for every publisher and partition, byte for byte; texts JSON escapes, unenriched rows, several
 * offer matches; and the pages whose values the contract's check would not pass go the objects' way.
 */
let app: FastifyInstance;
beforeAll(async () => {
  app = await createTestApp();
});
afterAll(async () => {
  await app.close();
});

const route = { schema: paged(enrichedTransactionSchema), method: 'GET', url: '/transaction-enrichment', httpStatus: '200' };
// The cross-check also holds each text answer to zod's bytes for it.
const serialize = compiledSerializerCompiler({ crossCheck: true })(route as never) as (data: unknown) => string;
const sqlite = () => app.deps.data.sqlite;
type Read = (page: { limit: number; offset: number }) => PageRead<TransactionRow>;

const expectSameAnswers = (read: Read, size: number, what: string, driverMayDecline = false) =>
  expectTextPages({ read, size, what, asText: transactionPageText, asObjects: pageOfObjects, serialize, driverMayDecline });

describe('transaction pages as JSON text', () => {
  it("equal the answers built from objects for every publisher's and partition's list and end users", () => {
    let compared = 0;
    for (const scope of DEMO_SCOPES) {
      for (const size of [1, 25, 100]) compared += expectSameAnswers((page) => listTransactions(sqlite() as never, scope, page), size, JSON.stringify(scope));
      const users = sqlite()
        .prepare('SELECT end_user_id FROM transactions WHERE publisher_id = ? AND env = ? GROUP BY end_user_id ORDER BY COUNT(*) DESC LIMIT 3')
        .pluck()
        .all(scope.publisherId, scope.env) as string[];
      for (const user of users) for (const size of [3, 25]) compared += expectSameAnswers((page) => userTransactions(sqlite() as never, scope, user, endUserCount(sqlite() as never, scope, user, 'transactions')!, page), size, user);
    }
    expect(compared).toBeGreaterThan(100);
    // The seeded rows hold each shape the text writes.
    const shapes = sqlite()
      .prepare(
        `SELECT SUM(retailer_id IS NULL), SUM(mid IS NULL), SUM(upload_id IS NOT NULL), SUM(confidence IS NULL AND retailer_id IS NOT NULL),
           (SELECT COUNT(*) FROM (SELECT transaction_id FROM transaction_offer_matches GROUP BY transaction_id HAVING COUNT(*) > 1))
         FROM transactions`,
      )
      .raw()
      .get() as number[];
    expect(shapes.slice(0, 3).every((n) => n > 0), JSON.stringify(shapes)).toBe(true);
  });

  it('equal them with texts JSON escapes, labels, no logo, an empty merchant and confidence values', () => {
    const scope = DEMO_SCOPES[0];
    const ids = sqlite()
      .prepare('SELECT id FROM transactions WHERE publisher_id = ? AND env = ? AND retailer_id IS NOT NULL ORDER BY created_on DESC LIMIT 5')
      .pluck()
      .all(scope.publisherId, scope.env) as string[];
    const update = sqlite().prepare(
      'UPDATE transactions SET description = ?, merchant_name = ?, labels = ?, merchant_logo = ?, merchant_website = ?, confidence = ?, mid = ? WHERE id = ?',
    );
    update.run('CAFÉ "Nero"\t\\ 😀 \u2028\u0001', 'Nero "&" Co', '["Food \\"& drink\\"", "Caf\\u00e9"]', null, null, 0.123456789, 'M\\1', ids[0]);
    update.run('x', '', '[]', 'data:logo', 'w', 1, null, ids[1]);
    update.run('y', 'M', '[ "spaced" ,"out" ]', '', '', null, '', ids[2]);
    update.run('z', 'M', '["a"]', 'l', 'w', 0, 'm', ids[3]);
    expect(expectSameAnswers((page) => listTransactions(sqlite() as never, scope, page), 25, 'odd values', true)).toBeGreaterThan(0);
  });

  it('are left to the objects (and so to zod) when a value would not pass the contract', () => {
    const { rows, total } = rowsOf(() => listTransactions(sqlite() as never, DEMO_SCOPES[1], { limit: 20, offset: 0 }));
    const enriched = rows.findIndex((r) => r.retailerId && r.merchantName && r.matches !== '[]');
    expect(enriched).toBeGreaterThanOrEqual(0);
    const spoilt: ((r: TransactionRow) => TransactionRow)[] = [
      (r) => ({ ...r, transactionType: 'REFUND' as never }),
      (r) => ({ ...r, amount: Number.NaN }),
      (r) => ({ ...r, bookingTime: Number.POSITIVE_INFINITY }),
      (r) => ({ ...r, description: null as never }),
      (r) => ({ ...r, labels: '["ok", 1]' }),
      (r) => ({ ...r, labels: '{"a": "b"}' }),
      (r) => ({ ...r, matches: '[{"id":"off_1","programmeOfferId":null}]' }),
      (r) => ({ ...r, confidence: 'high' as never }),
      (r) => ({ ...r, uploadId: 7 as never }),
    ];
    expectSpoiltPagesLeftToObjects({ rows, total, at: enriched, spoilt, asText: transactionPageText, asObjects: pageOfObjects, serialize });
  });

  it('is what the routes answer', async () => {
    await expectRouteAnswers<TransactionRow>({
      app,
      asObjects: pageOfObjects,
      serialize,
      cases: (scope) => {
        const user = sqlite().prepare('SELECT end_user_id FROM transactions WHERE publisher_id = ? AND env = ? LIMIT 1').pluck().get(scope.publisherId, scope.env) as string;
        return [
          ['/transaction-enrichment?page=1&size=25', () => listTransactions(sqlite() as never, scope, { limit: 25, offset: 25 })],
          [`/transaction-enrichment/user/${user}?page=0&size=10`, () => userTransactions(sqlite() as never, scope, user, endUserCount(sqlite() as never, scope, user, 'transactions')!, { limit: 10, offset: 0 })],
        ];
      },
    });
  });

});
