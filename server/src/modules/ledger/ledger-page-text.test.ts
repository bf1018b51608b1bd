import type { FastifyInstance } from 'fastify';
import { endUserCount } from '../../lib/end-user-counts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cashbackStatuses, type CashbackStatus } from '@cashloop/shared';
import { paged } from '@cashloop/shared/common/paging';
import { cashbackObjectSchema } from '@cashloop/shared/contracts/ledger';
import { createTestApp, DEMO_SCOPES } from '../../../test/helpers';
import { compiledSerializerCompiler } from '../../lib/response-serializer';
import { expectRouteAnswers, expectSpoiltPagesLeftToObjects, expectTextPages, rowsOf, type PageRead } from '../../../test/page-text';
import { cashbackPageText } from './ledger-page-text';
import { pageByTransaction, pageByUser, type LedgerRow } from './ledger.repo';
import { pageOfObjects } from './ledger.service';
import { pageByStatuses } from './ledger-status-page';

/**
 * Ledger pages written as JSON text (ledger-page-text.ts, decision 0014 thirteenth pass) against the answer built as
 * before: objects from `toCashbackObject`, written by the route's serializer. Every way a page is found, for every
 * publisher and partition, byte for byte; texts JSON escapes and extreme amounts; and the pages whose values the
 * contract's check would not pass go the objects' way.
 */
let app: FastifyInstance;
beforeAll(async () => {
  app = await createTestApp();
});
afterAll(async () => {
  await app.close();
});

const route = { schema: paged(cashbackObjectSchema), method: 'GET', url: '/cashback-ledger', httpStatus: '200' };
// The cross-check also holds each text answer to zod's bytes for it.
const serialize = compiledSerializerCompiler({ crossCheck: true })(route as never) as (data: unknown) => string;
const sqlite = () => app.deps.data.sqlite;
type Scope = (typeof DEMO_SCOPES)[number];
type Read = (page: { limit: number; offset: number }) => PageRead<LedgerRow>;

const expectSameAnswers = (read: Read, size: number, what: string) =>
  expectTextPages({ read, size, what, asText: cashbackPageText, asObjects: pageOfObjects, serialize });

const byStatuses = (scope: Scope, statuses: readonly CashbackStatus[]): Read => (page) => pageByStatuses(sqlite() as never, scope, statuses, page);
const STATUS_SETS: CashbackStatus[][] = [
  [...cashbackStatuses],
  cashbackStatuses.filter((s) => s !== 'DISQUALIFIED'),
  ['PAID'],
  ['DECLINED'],
  ['CREATED', 'VERIFIED'],
  ['DECLINED', 'DISQUALIFIED', 'RECEIVED'],
];

describe('ledger pages as JSON text', () => {
  it('equal the answers built from objects for every status filter, publisher and partition', () => {
    let compared = 0;
    for (const scope of DEMO_SCOPES) {
      for (const statuses of STATUS_SETS) {
        for (const size of [1, 25, 100]) compared += expectSameAnswers(byStatuses(scope, statuses), size, `${JSON.stringify(scope)} ${statuses}`);
      }
    }
    expect(compared).toBeGreaterThan(300);
  });

  it("equal them for end users' and transactions' cashback, affiliate cashback included", () => {
    let compared = 0;
    for (const scope of DEMO_SCOPES) {
      const users = sqlite()
        .prepare('SELECT end_user_id FROM cashback WHERE publisher_id = ? AND env = ? GROUP BY end_user_id ORDER BY COUNT(*) DESC LIMIT 3')
        .pluck()
        .all(scope.publisherId, scope.env) as string[];
      for (const user of users) for (const size of [2, 25]) compared += expectSameAnswers((page) => pageByUser(sqlite() as never, scope, user, endUserCount(sqlite() as never, scope, user, 'cashback')!, page), size, user);
      const txns = sqlite()
        .prepare('SELECT transaction_id FROM cashback WHERE publisher_id = ? AND env = ? AND transaction_id IS NOT NULL LIMIT 3')
        .pluck()
        .all(scope.publisherId, scope.env) as string[];
      for (const id of txns) compared += expectSameAnswers((page) => pageByTransaction(sqlite() as never, scope, id, page), 25, id);
    }
    expect(compared).toBeGreaterThan(50);
    const affiliate = sqlite().prepare('SELECT COUNT(*) FROM cashback WHERE transaction_amount IS NULL').pluck().get() as number;
    expect(affiliate).toBeGreaterThan(0);
  });

  it('equal them with texts JSON escapes, extreme amounts and nulls', () => {
    const scope = DEMO_SCOPES[0];
    const rows = sqlite().prepare('SELECT id, retailer_id FROM cashback WHERE publisher_id = ? AND env = ? ORDER BY created_on DESC LIMIT 6').all(scope.publisherId, scope.env) as {
      id: string;
      retailer_id: string;
    }[];
    sqlite().prepare('UPDATE retailers SET name = ?, logo = ? WHERE id = ?').run('A "quoted" \\ back\u0001slash\n€ 😀 \u2028\u007f', 'data:x/y;\t"', rows[0]!.retailer_id);
    const update = sqlite().prepare(
      'UPDATE cashback SET declined_reason = ?, transaction_amount = ?, end_user_cashback_receivable = ?, publisher_cashback_receivable = ? WHERE id = ?',
    );
    update.run('Refund "full"\r\n\b\f\u0000', -1, 1, 999_999_999_999_999, rows[1]!.id);
    update.run('\\ ü 😀 \u2029', -999_999_999_999_999, -100, 10, rows[2]!.id);
    update.run('', 0, -5, 123_456_789, rows[3]!.id);
    update.run(null, null, 7, 70, rows[4]!.id);
    expect(expectSameAnswers(byStatuses(scope, cashbackStatuses), 25, 'odd values')).toBeGreaterThan(0);
  });

  it('are left to the objects (and so to zod) when a value would not pass the contract', () => {
    const { rows, total } = rowsOf(() => pageByStatuses(sqlite() as never, DEMO_SCOPES[1], cashbackStatuses, { limit: 3, offset: 0 }));
    const spoilt: ((r: LedgerRow) => LedgerRow)[] = [
      (r) => ({ ...r, status: 'MAYBE' as never }),
      (r) => ({ ...r, createdOn: Number.NaN }),
      (r) => ({ ...r, paidOn: 'soon' as never }),
      (r) => ({ ...r, endUserMinor: Number.POSITIVE_INFINITY }),
      (r) => ({ ...r, transactionAmount: Number.NaN }),
      (r) => ({ ...r, retailerName: null as never }),
      (r) => ({ ...r, declinedReason: 5 as never }),
      (r) => ({ ...r, currency: null as never }),
    ];
    expectSpoiltPagesLeftToObjects({ rows, total, at: 1, spoilt, asText: cashbackPageText, asObjects: pageOfObjects, serialize });
  });

  it('is what the routes answer', async () => {
    await expectRouteAnswers<LedgerRow>({
      app,
      asObjects: pageOfObjects,
      serialize,
      cases: (scope) => {
        const user = sqlite().prepare('SELECT end_user_id FROM cashback WHERE publisher_id = ? AND env = ? LIMIT 1').pluck().get(scope.publisherId, scope.env) as string;
        return [
          ['/cashback-ledger?page=1&size=25&status=CREATED,PAID', () => pageByStatuses(sqlite() as never, scope, ['CREATED', 'PAID'], { limit: 25, offset: 25 })],
          ['/cashback-ledger?page=0&size=50', () => pageByStatuses(sqlite() as never, scope, cashbackStatuses, { limit: 50, offset: 0 })],
          [`/cashback-ledger/user/${user}?page=0&size=25`, () => pageByUser(sqlite() as never, scope, user, endUserCount(sqlite() as never, scope, user, 'cashback')!, { limit: 25, offset: 0 })],
        ];
      },
    });
  });

});
