import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LIVE_PREFIX, SANDBOX_PREFIX } from '@cashloop/shared';
import { paged } from '@cashloop/shared/common/paging';
import { programmeOfferSchema } from '@cashloop/shared/contracts/programme';
import { bearer, createTestApp, DEMO_SCOPES, signIn } from '../../../test/helpers';
import { compiledSerializerCompiler } from '../../lib/response-serializer';
import type { Sqlite } from '../../plugins/data-store';
import { cardPageText } from './programme-page-text';
import { listCards, listRows, type ListFilters, type ProgrammeRow } from './programme.repo';
import { pageOfObjects } from './programme.service';

/**
 * Programme and approvals pages from the cards migration 0017 keeps (issue 11) against the
 * answer built from the rows as before (objects through the route's serializer, cross-checked with zod): every
 * list shape, page and partition byte for byte; the cards in step with every kind of write (a rebuild of the
 * table finds nothing to change); and values SQL cannot write as JavaScript would left to the rows.
 */
let app: FastifyInstance;
let sqlite: Sqlite;
beforeAll(async () => {
  app = await createTestApp();
  sqlite = app.deps.data.sqlite;
});
afterAll(async () => {
  await app.close();
});

const route = { schema: paged(programmeOfferSchema), method: 'GET', url: '/activated-offer', httpStatus: '200' };
const serialize = compiledSerializerCompiler({ crossCheck: true })(route as never) as (data: unknown) => string;
type Row = ProgrammeRow & { tiers: string | null };
type Scope = (typeof DEMO_SCOPES)[number];

/** The page as the rows answered it before the cards. */
const fromRows = (scope: Scope, f: ListFilters, page: number, size: number) => {
  const { rows, total } = listRows(sqlite, scope, f, page, size);
  return serialize(pageOfObjects(rows as Row[], total));
};
const fromCards = (scope: Scope, f: ListFilters, page: number, size: number) => {
  const { cards, total } = listCards(sqlite, scope, f, page, size);
  return cardPageText(cards, total);
};

/** Every page of a list (so both ends and the middle, each read from its nearer end) and the one past the end. */
function expectEveryPage(scope: Scope, f: ListFilters, size: number): number {
  const { total } = listRows(sqlite, scope, f, 0, size);
  const last = Math.ceil(total / size);
  for (let page = 0; page <= last; page++) {
    const text = fromCards(scope, f, page, size);
    const where = JSON.stringify({ scope, f, size, page });
    expect(text, where).not.toBeNull();
    expect(serialize(text), where).toBe(fromRows(scope, f, page, size));
  }
  return last + 1;
}

/** The cards as a rebuild from the rows writes them: what the triggers must have kept. */
function expectCardsAsRebuilt(): void {
  const read = () => sqlite.prepare('SELECT * FROM programme_cards ORDER BY id').all();
  const kept = read();
  sqlite.exec('INSERT INTO programme_card_refresh (id) SELECT id FROM programme_offers');
  expect(read()).toEqual(kept);
  expect(sqlite.prepare('SELECT COUNT(*) FROM programme_card_refresh').pluck().get()).toBe(0);
}

const TYPES = [undefined, ['PAYMENT'], ['ONLINE'], ['CLICK_TO_ACTIVATE'], ['PAYMENT', 'ONLINE'], ['GIFTCARD']];

describe('programme pages from stored cards', () => {
  it('equal the pages from rows for every sort, filter, size and page of every partition', () => {
    let pages = 0;
    for (const scope of DEMO_SCOPES) {
      for (const sort of ['MOSTPOPULAR', 'ATOZ', 'ZTOA', 'LATEST', 'DECIDED'] as const) {
        for (const types of TYPES) {
          for (const active of [undefined, [true, false], [true], [false]]) pages += expectEveryPage(scope, { sort, types, active }, 25);
          for (const approvals of [['PENDING'], ['APPROVED'], ['DECLINED'], ['PENDING', 'APPROVED', 'DECLINED']]) {
            pages += expectEveryPage(scope, { sort, types, approvals }, 25);
          }
        }
        for (const size of [1, 7, 100]) pages += expectEveryPage(scope, { sort }, size);
      }
    }
    expect(pages).toBeGreaterThan(5_000);
  });

  it('equal them for searches, categories, one retailer and the declined list', () => {
    for (const scope of DEMO_SCOPES) {
      for (const search of ['a', 'o', 'no such shop']) expectEveryPage(scope, { sort: 'ATOZ', search, types: ['PAYMENT'] }, 7);
      for (const category of ['Groceries', 'Travel', 'Fashion']) expectEveryPage(scope, { sort: 'LATEST', category }, 7);
      const retailers = sqlite.prepare('SELECT DISTINCT retailer_id FROM programme_offers WHERE publisher_id = ? AND env = ? LIMIT 3')
        .pluck().all(scope.publisherId, scope.env) as string[];
      for (const retailerId of retailers) expectEveryPage(scope, { retailerId, sort: 'LATEST' }, 2);
      expectEveryPage(scope, { approvals: ['DECLINED'], sort: 'DECIDED' }, 7);
    }
  });

  it('are what the routes answer, live and sandbox', async () => {
    const token = await signIn(app, 'alex.morgan@northwind.example.com');
    const cases: [string, ListFilters, number, number][] = [
      ['/activated-offer?page=1&size=25&sort=ZTOA&type=PAYMENT,ONLINE&status=false', { sort: 'ZTOA', types: ['PAYMENT', 'ONLINE'], active: [false] }, 1, 25],
      ['/activated-offer?page=0&size=25&sort=MOSTPOPULAR&offerApproval=APPROVED', { sort: 'MOSTPOPULAR', approvals: ['APPROVED'] }, 0, 25],
      ['/activated-offer/declined?page=0&size=25', { approvals: ['DECLINED'], sort: 'DECIDED' }, 0, 25],
    ];
    for (const [path, f, page, size] of cases) {
      for (const env of ['live', 'sandbox'] as const) {
        const res = await app.inject({ method: 'GET', url: `${env === 'live' ? LIVE_PREFIX : SANDBOX_PREFIX}${path}`, headers: bearer(token) });
        expect(res.statusCode, res.body).toBe(200);
        expect(res.body).toBe(fromRows({ publisherId: 'pub_northwind', env }, f, page, size));
      }
    }
  });

  it('follow every kind of write to the rows they show', () => {
    const scope = DEMO_SCOPES[0];
    const rows = listRows(sqlite, scope, { sort: 'ATOZ' }, 0, 6).rows as Row[];
    const [a, b, c, d, e] = rows;
    const check = () => {
      expectCardsAsRebuilt();
      for (const sort of ['ATOZ', 'LATEST', 'MOSTPOPULAR'] as const) expectEveryPage(scope, { sort }, 25);
      expectEveryPage(scope, { sort: 'MOSTPOPULAR', approvals: ['APPROVED'] }, 25);
    };
    // Retailer: texts JSON escapes, categories with escapes, a logo; its popularity (not on the card) moves the order.
    sqlite.prepare('UPDATE retailers SET name = ?, website = ?, logo = ?, categories = ?, popularity = popularity + 1000 WHERE id = ?')
      .run('A "quoted" \\ back\u0001slash\n€ 😀 \u2028', 'x.example/é', 'data:x\u0000', '["Café", "Line\\nbreak", "\\u0041"]', a!.retailerId);
    check();
    // Programme row: approval, availability, reason, dates, split, terms.
    sqlite.prepare(`UPDATE programme_offers SET offer_approval = 'DECLINED', declined_reason = ?, active = 0, decided_on = 1700000000001,
      decision_due_on = NULL, split_end_user = 70, split_client = 30, cashback_earnings = (SELECT cashback_rules FROM offers WHERE id = offer_id)
      WHERE id = ?`).run('Not "now"\t', b!.id);
    check();
    // Offer: cap, supplier, type, currency (so the headline label's symbol), withdrawn.
    sqlite.prepare(`UPDATE offers SET spending_capped = 1, spending_cap_amount = 12345, supplier = ?, offer_type = 'ONLINE', currency = 'EUR',
      removed_on = 1700000000002 WHERE id = ?`).run('Sup\u00a3plier', c!.offerId);
    check();
    // Tiers: chosen, renamed, reordered, dropped.
    const tiers = sqlite.prepare('SELECT id FROM customer_tiers WHERE publisher_id = ? AND env = ? ORDER BY created_on LIMIT 2')
      .pluck().all(scope.publisherId, scope.env) as string[];
    expect(tiers.length).toBe(2);
    for (const tier of tiers) sqlite.prepare('INSERT OR IGNORE INTO programme_offer_tiers (programme_offer_id, tier_id) VALUES (?, ?)').run(d!.id, tier);
    check();
    sqlite.prepare('UPDATE customer_tiers SET name = ? WHERE id = ?').run('Gold "plus"', tiers[0]);
    sqlite.prepare('UPDATE customer_tiers SET created_on = 1 WHERE id = ?').run(tiers[1]);
    check();
    sqlite.prepare('DELETE FROM programme_offer_tiers WHERE programme_offer_id = ? AND tier_id = ?').run(d!.id, tiers[0]);
    check();
    // A row leaves the programme; its card goes with it.
    sqlite.prepare('DELETE FROM programme_offers WHERE id = ?').run(e!.id);
    expect(sqlite.prepare('SELECT COUNT(*) FROM programme_cards WHERE id = ?').pluck().get(e!.id)).toBe(0);
    check();
  });

  it('write a spending cap as toMajor does, for any whole number of minor units', () => {
    const scope = DEMO_SCOPES[2];
    const [row] = listRows(sqlite, scope, { sort: 'LATEST' }, 0, 1).rows as Row[];
    const caps = [0, 1, 5, 10, 50, 99, 100, 101, 110, 1999, 2500, 12345, -1, -5, -150, -100, 999_999_999_999_999, -999_999_999_999_999, 123_456_789_012_345];
    for (const cap of caps) {
      sqlite.prepare('UPDATE offers SET spending_capped = 1, spending_cap_amount = ? WHERE id = ?').run(cap, row!.offerId);
      const text = fromCards(scope, { sort: 'LATEST' }, 0, 1);
      expect(text, String(cap)).not.toBeNull();
      expect(serialize(text), String(cap)).toBe(fromRows(scope, { sort: 'LATEST' }, 0, 1));
    }
  });

  it('leave to the rows a value SQL would not write as JavaScript does, with the same answer as before', () => {
    const scope = DEMO_SCOPES[3];
    const [row] = listRows(sqlite, scope, { sort: 'LATEST' }, 0, 1).rows as Row[];
    const head = () => sqlite.prepare('SELECT head FROM programme_cards WHERE id = ?').pluck().get(row!.id);
    expect(head()).not.toBeNull();
    // A split stored as a real number: no card text, and the page from rows (which fits the contract) as before.
    sqlite.prepare('UPDATE programme_offers SET split_end_user = 62.5, split_client = 37.5 WHERE id = ?').run(row!.id);
    expect(head()).toBeNull();
    expect(fromCards(scope, { sort: 'LATEST' }, 0, 1)).toBeNull();
    const res = listRows(sqlite, scope, { sort: 'LATEST' }, 0, 1);
    expect(serialize(pageOfObjects(res.rows as Row[], res.total))).toContain('"endUser":62.5');
    sqlite.prepare('UPDATE programme_offers SET split_end_user = 50, split_client = 50 WHERE id = ?').run(row!.id);
    expect(head()).not.toBeNull();
    // Values the contract refuses: no card text, so the page goes the rows' way and is refused as before.
    const spoil: [string, unknown[]][] = [
      ["UPDATE programme_offers SET offer_approval = 'MAYBE' WHERE id = ?", [row!.id]],
      ["UPDATE programme_offers SET customer_tier_type = 'OTHER' WHERE id = ?", [row!.id]],
      ["UPDATE programme_offers SET declined_reason = x'35' WHERE id = ?", [row!.id]],
      ["UPDATE offers SET offer_type = 'CASH' WHERE id = ?", [row!.offerId]],
      ["UPDATE retailers SET categories = '[\"ok\", 1]' WHERE id = ?", [row!.retailerId]],
      ["UPDATE retailers SET categories = '[\"\\ud800\"]' WHERE id = ?", [row!.retailerId]],
      ['UPDATE offers SET spending_cap_amount = 10.5 WHERE id = ?', [row!.offerId]],
    ];
    for (const [sql, args] of spoil) {
      const saved = {
        po: sqlite.prepare('SELECT offer_approval, customer_tier_type, declined_reason FROM programme_offers WHERE id = ?').get(row!.id),
        o: sqlite.prepare('SELECT offer_type, spending_cap_amount FROM offers WHERE id = ?').get(row!.offerId),
        r: sqlite.prepare('SELECT categories FROM retailers WHERE id = ?').get(row!.retailerId),
      };
      sqlite.prepare(sql).run(...args);
      expect(head(), sql).toBeNull();
      expect(fromCards(scope, { sort: 'LATEST' }, 0, 1), sql).toBeNull();
      sqlite.prepare('UPDATE programme_offers SET offer_approval = @offer_approval, customer_tier_type = @customer_tier_type, declined_reason = @declined_reason WHERE id = @id')
        .run({ ...(saved.po as object), id: row!.id });
      sqlite.prepare('UPDATE offers SET offer_type = @offer_type, spending_cap_amount = @spending_cap_amount WHERE id = @id').run({ ...(saved.o as object), id: row!.offerId });
      sqlite.prepare('UPDATE retailers SET categories = @categories WHERE id = @id').run({ ...(saved.r as object), id: row!.retailerId });
      expect(head(), sql).not.toBeNull();
    }
    expectCardsAsRebuilt();
  });
});
