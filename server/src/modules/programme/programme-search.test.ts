import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LIVE_PREFIX, SANDBOX_PREFIX } from '@cashloop/shared';
import { bearer, createTestApp, DEMO_SCOPES, signIn } from '../../../test/helpers';
import { pagesOf } from '../../../test/list-pages';
import { asciiLower } from '../../../test/retailer-search-pages';
import { listRows, type ListFilters } from './programme.repo';

/**
 * Programme lists without a maintained count (a retailer search, a category, one retailer; decision 0035: read whole
 * as ids, then the page's rows) against a reference: the programme's rows joined as before the list keys, in each
 * order by a plain statement, filtered and paged in JavaScript. Every page, the one past the end included, of every
 * sort, filter and partition: the same offers in the same order, and the same total.
 */
let app: FastifyInstance;
let token: string;
beforeAll(async () => {
  app = await createTestApp();
  token = await signIn(app, 'alex.morgan@northwind.example.com');
  // Names a LIKE pattern would match unescaped: '_' and '%' are literal in a search.
  const rename = app.deps.data.sqlite.prepare(
    `UPDATE retailers SET name = ? WHERE id = (SELECT retailer_id FROM programme_offers WHERE publisher_id = 'pub_northwind' AND env = 'live'
       GROUP BY retailer_id ORDER BY retailer_id LIMIT 1 OFFSET ?)`,
  );
  ['Half_Price 100% Outlet', 'Halfxprice 1000 Outlet'].forEach((name, i) => rename.run(name, i));
});
afterAll(async () => {
  await app.close();
});

const sqlite = () => app.deps.data.sqlite;
type Scope = { publisherId: string; env: 'live' | 'sandbox' };
type Sort = ListFilters['sort'];
interface Offer { id: string; name: string; categories: string; type: string; active: number; approval: string; retailerId: string }

const ORDER: Record<Sort, string> = {
  MOSTPOPULAR: 'r.popularity DESC, r.name COLLATE NOCASE ASC, po.id ASC',
  ATOZ: 'r.name COLLATE NOCASE ASC, po.id ASC',
  ZTOA: 'r.name COLLATE NOCASE DESC, po.id DESC',
  LATEST: 'po.created_on DESC, po.id DESC',
  DECIDED: 'po.decided_on DESC, po.id DESC',
};

/** The scope's programme offers in `sort`'s order, read as the lists read them before migration 0013. */
const offersInOrder = (scope: Scope, sort: Sort) =>
  sqlite()
    .prepare(
      `SELECT po.id, r.name, r.categories, o.offer_type AS type, po.active, po.offer_approval AS approval, po.retailer_id AS retailerId
       FROM programme_offers po JOIN offers o ON o.id = po.offer_id JOIN retailers r ON r.id = po.retailer_id
       WHERE po.publisher_id = ? AND po.env = ? ORDER BY ${ORDER[sort]}`,
    )
    .all(scope.publisherId, scope.env) as Offer[];

/** What the list answers of `offers` under `f`: the retailer's name containing the search (ASCII case folded), the filters. */
const expected = (offers: Offer[], f: ListFilters) =>
  offers
    .filter((o) => !f.search || asciiLower(o.name).includes(asciiLower(f.search)))
    .filter((o) => !f.category || (JSON.parse(o.categories) as string[]).includes(f.category))
    .filter((o) => !f.retailerId || o.retailerId === f.retailerId)
    .filter((o) => !f.types?.length || f.types.includes(o.type))
    .filter((o) => !f.active?.length || f.active.includes(o.active === 1))
    .filter((o) => !f.approvals?.length || f.approvals.includes(o.approval))
    .map((o) => o.id);

function expectEveryPage(scope: Scope, f: ListFilters, offers: Offer[], size: number): number {
  const ids = expected(offers, f);
  for (const page of pagesOf(ids.length, size)) {
    const { rows, total } = listRows(sqlite(), scope, f, page, size);
    const at = JSON.stringify({ scope, f, page, size });
    expect([rows.map((r) => r.id), total], at).toEqual([ids.slice(page * size, (page + 1) * size), ids.length]);
  }
  return pagesOf(ids.length, size).length;
}

const SEARCHES = ['co', 'a', 'st', 'in', 'ST', 'f_p', '0%', '_', 'zzqx'];
const SORTS: Sort[] = ['MOSTPOPULAR', 'ATOZ', 'ZTOA', 'LATEST', 'DECIDED'];

describe('programme lists without a maintained count', () => {
  it('answer every page of every search, sort, filter and partition as the reference', () => {
    let pages = 0;
    for (const scope of DEMO_SCOPES) {
      for (const sort of SORTS) {
        const offers = offersInOrder(scope, sort);
        const category = offers.length > 0 ? (JSON.parse(offers[0]!.categories) as string[])[0]! : 'Groceries';
        for (const search of SEARCHES) {
          const filters: Omit<ListFilters, 'sort'>[] = [
            { search },
            { search, types: ['PAYMENT'] },
            { search, active: [true] },
            { search, approvals: ['PENDING', 'APPROVED'] },
            { search, category },
          ];
          for (const f of filters) for (const size of [7, 25]) pages += expectEveryPage(scope, { ...f, sort }, offers, size);
        }
        pages += expectEveryPage(scope, { sort, category }, offers, 10);
        for (const { retailerId } of offers.slice(0, 3)) pages += expectEveryPage(scope, { sort, retailerId }, offers, 2);
      }
    }
    expect(pages).toBeGreaterThan(5_000);
  });

  it('takes % and _ literally, and a first page that is not full is the whole list', () => {
    const scope = { publisherId: 'pub_northwind', env: 'live' } as const;
    const offers = offersInOrder(scope, 'MOSTPOPULAR');
    expect([expected(offers, { sort: 'ATOZ', search: 'f_p' }).length, expected(offers, { sort: 'ATOZ', search: '0%' }).length]).not.toContain(0);
    const few = expected(offers, { sort: 'MOSTPOPULAR', search: 'st' });
    expect(few.length).toBeGreaterThan(0);
    expect(listRows(sqlite(), scope, { sort: 'MOSTPOPULAR', search: 'st' }, 0, few.length + 1).total).toBe(few.length);
  });

  it('is what the retailer search route answers, past the end too', async () => {
    for (const [prefix, env] of [[LIVE_PREFIX, 'live'], [SANDBOX_PREFIX, 'sandbox']] as const) {
      const offers = offersInOrder({ publisherId: 'pub_northwind', env }, 'MOSTPOPULAR');
      for (const [search, page, size] of [['a', 0, 25], ['a', 1, 25], ['st', 0, 25], ['in', 3, 25], ['zzqx', 0, 50]] as const) {
        const res = await app.inject({
          method: 'GET',
          url: `${prefix}/activated-offer/retailer-search?search=${encodeURIComponent(search)}&page=${page}&size=${size}`,
          headers: bearer(token),
        });
        expect(res.statusCode, res.body).toBe(200);
        const body = res.json() as { content: { id: string }[]; totalElements: number };
        const ids = expected(offers, { sort: 'MOSTPOPULAR', search });
        expect([body.content.map((o) => o.id), body.totalElements]).toEqual([ids.slice(page * size, (page + 1) * size), ids.length]);
      }
    }
  });
});
