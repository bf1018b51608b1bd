import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LIVE_PREFIX, SANDBOX_PREFIX, type ApiEnv } from '@cashloop/shared';
import { paged } from '@cashloop/shared/common/paging';
import { programmeOfferSchema } from '@cashloop/shared/contracts/programme';
import { bearer, createTestApp, signIn, DEMO_SCOPES } from '../../../test/helpers';
import { compiledSerializerCompiler } from '../../lib/response-serializer';
import { pageText } from './programme-page-text';
import { listRows, type ListFilters, type ProgrammeRow } from './programme.repo';
import { pageOfObjects } from './programme.service';

/**
 * The programme and approvals pages written as JSON text (decision 0014, fifth pass) against the answer built as
 * before: objects from `toProgrammeOffer`, written by the route's serializer. Every query shape the lists take,
 * for every publisher and partition with rows, byte for byte; and the pages whose values the contract's check
 * would not pass go the objects' way.
 */
let app: FastifyInstance;
beforeAll(async () => {
  app = await createTestApp();
});
afterAll(async () => {
  await app.close();
});

const route = { schema: paged(programmeOfferSchema), method: 'GET', url: '/activated-offer', httpStatus: '200' };
// The cross-check also holds each text answer to zod's bytes for it.
const serialize = compiledSerializerCompiler({ crossCheck: true })(route as never) as (data: unknown) => string;

type Row = ProgrammeRow & { tiers: string | null };
const SCOPES = DEMO_SCOPES;

/** Pages to read for a list of `total` rows at `size`: first, second, middle, last, and past the end. */
const pagesOf = (total: number, size: number) => {
  const last = Math.max(0, Math.ceil(total / size) - 1);
  return [...new Set([0, 1, Math.floor(last / 2), last, last + 1])];
};

function expectSameAnswers(scope: (typeof SCOPES)[number], filters: ListFilters, size: number): number {
  let compared = 0;
  const { total } = listRows(app.deps.data.sqlite, scope, filters, 0, size);
  for (const page of pagesOf(total, size)) {
    const { rows, total: again } = listRows(app.deps.data.sqlite, scope, filters, page, size);
    const old = serialize(pageOfObjects(rows as Row[], again));
    const text = pageText(rows as Row[], again);
    expect(text, `${JSON.stringify({ scope, filters, size, page })}`).not.toBeNull();
    expect(serialize(text), `${JSON.stringify({ scope, filters, size, page })}`).toBe(old);
    compared++;
  }
  return compared;
}

const TYPES = [undefined, ['PAYMENT'], ['ONLINE'], ['CLICK_TO_ACTIVATE'], ['PAYMENT', 'ONLINE'], ['GIFTCARD']];

describe('programme pages as JSON text', () => {
  it('equal the answers built from objects for every list shape, publisher and partition', () => {
    let compared = 0;
    for (const scope of SCOPES) {
      for (const sort of ['MOSTPOPULAR', 'ATOZ', 'ZTOA', 'LATEST'] as const) {
        for (const types of TYPES) {
          // The programme page's availability filter, and the approvals page's approval filter.
          for (const active of [undefined, [true, false], [true], [false]]) {
            compared += expectSameAnswers(scope, { sort, types, active }, 25);
          }
          for (const approvals of [['PENDING'], ['APPROVED'], ['DECLINED'], ['PENDING', 'APPROVED', 'DECLINED']]) {
            compared += expectSameAnswers(scope, { sort, types, approvals }, 25);
          }
        }
        for (const size of [1, 7, 100]) compared += expectSameAnswers(scope, { sort }, size);
      }
    }
    expect(compared).toBeGreaterThan(2_000);
  });

  it('equal them for searches, categories, one retailer and the declined list', () => {
    const sqlite = app.deps.data.sqlite;
    let compared = 0;
    for (const scope of SCOPES) {
      const names = sqlite.prepare(
        `SELECT DISTINCT r.name FROM programme_offers po JOIN retailers r ON r.id = po.retailer_id WHERE po.publisher_id = ? AND po.env = ? ORDER BY r.name LIMIT 3`,
      ).pluck().all(scope.publisherId, scope.env) as string[];
      const retailers = sqlite.prepare(
        'SELECT retailer_id FROM programme_offers WHERE publisher_id = ? AND env = ? GROUP BY retailer_id ORDER BY COUNT(*) DESC LIMIT 3',
      ).pluck().all(scope.publisherId, scope.env) as string[];
      for (const search of ['a', 'o', ...names.map((n) => n.slice(1, 4)), 'no such shop']) {
        for (const sort of ['MOSTPOPULAR', 'ZTOA'] as const) compared += expectSameAnswers(scope, { sort, search, types: ['PAYMENT'] }, 7);
        compared += expectSameAnswers(scope, { sort: 'ATOZ', search }, 25);
      }
      for (const category of ['Groceries', 'Travel', 'eCommerce purchase', 'Fashion']) {
        compared += expectSameAnswers(scope, { sort: 'ATOZ', category }, 7);
        compared += expectSameAnswers(scope, { sort: 'LATEST', category, approvals: ['APPROVED'] }, 25);
      }
      for (const retailerId of retailers) compared += expectSameAnswers(scope, { retailerId, sort: 'LATEST' }, 2);
      for (const size of [1, 7, 25]) compared += expectSameAnswers(scope, { approvals: ['DECLINED'], sort: 'DECIDED' }, size);
    }
    expect(compared).toBeGreaterThan(300);
  });

  it('equal them with names and texts that JSON escapes, tiers, nulls and caps', () => {
    const sqlite = app.deps.data.sqlite;
    const scope = SCOPES[0];
    const { rows } = listRows(sqlite, scope, { sort: 'ATOZ' }, 0, 10);
    const [a, b, c] = rows as Row[];
    sqlite.prepare('UPDATE retailers SET name = ?, website = ?, categories = ? WHERE id = ?')
      .run('A "quoted" \\ back\u0001slash\n€ 😀 \u2028', 'x.example/é', '["Café", "Line\\nbreak"]', a!.retailerId);
    sqlite.prepare('UPDATE programme_offers SET declined_reason = ?, decided_on = NULL, decision_due_on = 1700000000000 WHERE id = ?')
      .run('Not "now"\t', b!.id);
    sqlite.prepare('UPDATE offers SET spending_capped = 1, spending_cap_amount = 12345, supplier = ? WHERE id = ?').run('Sup\u00a3plier', c!.offerId);
    const tier = sqlite.prepare('SELECT id FROM customer_tiers WHERE publisher_id = ? AND env = ? LIMIT 1').pluck().get(scope.publisherId, scope.env);
    if (tier) sqlite.prepare('INSERT OR IGNORE INTO programme_offer_tiers (programme_offer_id, tier_id) VALUES (?, ?)').run(c!.id, tier);
    expect(expectSameAnswers(scope, { sort: 'ATOZ' }, 10)).toBeGreaterThan(0);
    for (const sort of ['MOSTPOPULAR', 'LATEST'] as const) expectSameAnswers(scope, { sort }, 25);
  });

  it('are left to the objects (and so to zod) when a value would not pass the contract', () => {
    const { rows, total } = listRows(app.deps.data.sqlite, SCOPES[0], { sort: 'ATOZ' }, 0, 3);
    const spoilt: ((r: Row) => Row)[] = [
      (r) => ({ ...r, offerApproval: 'MAYBE' as never }),
      (r) => ({ ...r, customerTierType: 'OTHER' as never }),
      (r) => ({ ...r, offerType: 'CASH' as never }),
      (r) => ({ ...r, splitEndUser: Number.NaN }),
      (r) => ({ ...r, createdOn: Number.POSITIVE_INFINITY }),
      (r) => ({ ...r, retailerName: null as never }),
      (r) => ({ ...r, declinedReason: 5 as never }),
      (r) => ({ ...r, categories: '["ok", 1]' }),
      (r) => ({ ...r, tiers: '[{"id":"t1","name":null}]' }),
      (r) => ({ ...r, cashbackEarnings: '[{"offerUsageType":"NOPE","conditions":[]}]' }),
    ];
    for (const spoil of spoilt) {
      const bad = (rows as Row[]).map((r, i) => (i === 1 ? spoil(r) : r));
      expect(pageText(bad, total)).toBeNull();
      // As before, the serializer's check sends such a page to zod, which refuses it.
      expect(() => serialize(pageOfObjects(bad, total))).toThrow();
    }
  });

  it('answer an offer\'s terms as they are now, whatever the same offer id answered before', () => {
    const scope = SCOPES[0];
    const { rows, total } = listRows(app.deps.data.sqlite, scope, { sort: 'MOSTPOPULAR' }, 0, 25);
    const [first, second] = rows as Row[];
    expect(first!.cashbackEarnings).not.toBe(second!.cashbackEarnings);
    // The same id with the terms of another offer, then with a currency no terms have been seen in, then back.
    const asBefore = [{ ...first! }];
    const otherTerms = [{ ...first!, cashbackEarnings: second!.cashbackEarnings }];
    const otherCurrency = [{ ...first!, currency: 'EUR' }];
    for (const page of [asBefore, otherTerms, otherCurrency, asBefore, otherTerms]) {
      expect(serialize(pageText(page, total))).toBe(serialize(pageOfObjects(page, total)));
    }
  });

  it('is what the routes answer', async () => {
    const token = await signIn(app, 'alex.morgan@northwind.example.com');
    const prefix = (env: ApiEnv) => (env === 'live' ? LIVE_PREFIX : SANDBOX_PREFIX);
    const cases: [string, ListFilters, number, number][] = [
      ['/activated-offer?page=1&size=25&sort=MOSTPOPULAR&type=PAYMENT,ONLINE&status=true,false', { sort: 'MOSTPOPULAR', types: ['PAYMENT', 'ONLINE'], active: [true, false] }, 1, 25],
      ['/activated-offer?page=0&size=7&sort=LATEST&offerApproval=PENDING', { sort: 'LATEST', approvals: ['PENDING'] }, 0, 7],
      ['/activated-offer/retailer-search?page=0&size=25&sort=ATOZ&search=a', { sort: 'ATOZ', search: 'a' }, 0, 25],
      ['/activated-offer/declined?page=0&size=25', { approvals: ['DECLINED'], sort: 'DECIDED' }, 0, 25],
    ];
    for (const [path, filters, page, size] of cases) {
      for (const env of ['live', 'sandbox'] as const) {
        const res = await app.inject({ method: 'GET', url: `${prefix(env)}${path}`, headers: bearer(token) });
        expect(res.statusCode, res.body).toBe(200);
        const { rows, total } = listRows(app.deps.data.sqlite, { publisherId: 'pub_northwind', env }, filters, page, size);
        expect(res.body).toBe(serialize(pageOfObjects(rows as Row[], total)));
      }
    }
  });
});
