import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LIVE_PREFIX, SANDBOX_PREFIX, type OfferType } from '@cashloop/shared';
import { bearer, createTestApp, DEMO_SCOPES, signIn } from '../../../test/helpers';
import { pagesOf } from '../../../test/list-pages';
import { asciiLower } from '../../../test/retailer-search-pages';
import type { CatalogueSort } from './catalogue.repo';
import { cataloguePage } from './catalogue-page.repo';

/**
 * The catalogue's retailer search (decision 0035: positional parameters, counted along retailers_name_nocase_idx, a
 * first page that is not full taken as the whole list) against a reference: retailers with a visible offer of the
 * types, found as the list found them before migration 0013, in each order by a plain statement, filtered by name
 * and category and paged in JavaScript. Every page, the one past the end included: the same retailers, order, total.
 */
let app: FastifyInstance;
let token: string;
beforeAll(async () => {
  app = await createTestApp();
  token = await signIn(app, 'alex.morgan@northwind.example.com');
  // Names a pattern would match unescaped: '_' and '%' are literal in a search.
  const rename = app.deps.data.sqlite.prepare('UPDATE retailers SET name = ? WHERE id = (SELECT retailer_id FROM catalogue_cards WHERE types <> 0 ORDER BY retailer_id LIMIT 1 OFFSET ?)');
  ['Half_Price 100% Outlet', 'Halfxprice 1000 Outlet'].forEach((name, i) => rename.run(name, i));
});
afterAll(async () => {
  await app.close();
});

const sqlite = () => app.deps.data.sqlite;
type Scope = { publisherId: string; env: 'live' | 'sandbox' };
interface Listed { id: string; name: string; categories: string }

const ORDER: Record<CatalogueSort, (env: string) => string> = {
  MOSTPOPULAR: (env) => `r.${env}_transaction_count DESC, r.name COLLATE NOCASE ASC, r.id ASC`,
  ATOZ: () => 'r.name COLLATE NOCASE ASC, r.id ASC',
  ZTOA: () => 'r.name COLLATE NOCASE DESC, r.id DESC',
};

/** Visible retailers with a visible offer of the types, in the order, as the catalogue found them before 0013. */
const listed = (scope: Scope, types: OfferType[] | null, sort: CatalogueSort) =>
  sqlite()
    .prepare(
      `SELECT r.id, r.name, r.categories FROM retailers r
       WHERE (r.owner_publisher_id IS NULL OR (r.owner_publisher_id = @publisherId AND r.env = @env))
         AND EXISTS (SELECT 1 FROM offers o WHERE o.retailer_id = r.id AND o.hidden = 0 AND o.removed_on IS NULL
           AND (o.owner_publisher_id IS NULL OR (o.owner_publisher_id = @publisherId AND o.env = @env))
           AND (@types IS NULL OR o.offer_type IN (SELECT value FROM json_each(@types))))
       ORDER BY ${ORDER[sort](scope.env)}`,
    )
    .all({ ...scope, types: types ? JSON.stringify(types) : null }) as Listed[];

/** Those whose name contains the search and that are in the category, both ASCII case folded. */
const expected = (all: Listed[], search: string, category: string) =>
  all
    .filter((r) => asciiLower(r.name).includes(asciiLower(search)))
    .filter((r) => category === '' || (JSON.parse(r.categories) as string[]).some((c) => asciiLower(c) === asciiLower(category)))
    .map((r) => r.id);

const SEARCHES = ['', 'co', 'a', 'st', 'in', 'ST', 'f_p', '0%', '_', 'zzqx'];
const TYPES: (OfferType[] | null)[] = [null, ['PAYMENT'], ['ONLINE', 'GIFTCARD']];

describe('catalogue retailer search', () => {
  it('answers every page of every search, category, type filter, sort and partition as the reference', () => {
    let pages = 0;
    for (const scope of DEMO_SCOPES) {
      for (const sort of ['MOSTPOPULAR', 'ATOZ', 'ZTOA'] as const) {
        for (const types of TYPES) {
          const all = listed(scope, types, sort);
          for (const search of SEARCHES) {
            for (const category of ['', 'groceries', 'Clothing']) {
              const ids = expected(all, search, category);
              for (const size of [7, 25]) {
                for (const page of pagesOf(ids.length, size)) {
                  const { rows, total } = cataloguePage(sqlite(), scope, { types, search, category, sort, page, size });
                  const at = JSON.stringify({ scope, sort, types, search, category, page, size });
                  expect([rows.map((r) => r.id), total], at).toEqual([ids.slice(page * size, (page + 1) * size), ids.length]);
                  pages++;
                }
              }
            }
          }
        }
      }
    }
    expect(pages).toBeGreaterThan(3_000);
  });

  it('takes % and _ literally, and a first page that is not full is the whole list', () => {
    const scope = { publisherId: 'pub_northwind', env: 'live' } as const;
    const all = listed(scope, null, 'ATOZ');
    expect([expected(all, 'f_p', '').length, expected(all, '0%', '').length]).toEqual([1, 1]);
    const few = expected(all, 'st', '');
    expect(few.length).toBeGreaterThan(1);
    for (const size of [few.length, few.length + 1]) {
      expect(cataloguePage(sqlite(), scope, { types: null, search: 'st', category: '', sort: 'ATOZ', page: 0, size }).total).toBe(few.length);
    }
  });

  it('is what the search route answers, past the end too', async () => {
    for (const [prefix, env] of [[LIVE_PREFIX, 'live'], [SANDBOX_PREFIX, 'sandbox']] as const) {
      const all = listed({ publisherId: 'pub_northwind', env }, null, 'MOSTPOPULAR');
      for (const [search, page, size] of [['a', 0, 25], ['a', 1, 25], ['st', 0, 25], ['in', 3, 25], ['zzqx', 0, 50]] as const) {
        const res = await app.inject({
          method: 'GET',
          url: `${prefix}/catalogue/retailer-search?search=${encodeURIComponent(search)}&page=${page}&size=${size}`,
          headers: bearer(token),
        });
        expect(res.statusCode, res.body).toBe(200);
        const body = res.json() as { content: { id: string }[]; totalElements: number };
        const ids = expected(all, search, '');
        expect([body.content.map((r) => r.id), body.totalElements]).toEqual([ids.slice(page * size, (page + 1) * size), ids.length]);
      }
    }
  });
});
