import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LIVE_PREFIX, SANDBOX_PREFIX } from '@cashloop/shared';
import { paged } from '@cashloop/shared/common/paging';
import { audienceRetailerSchema } from '@cashloop/shared/contracts/audiences';
import { bearer, createTestApp, DEMO_SCOPES, signIn } from '../../../test/helpers';
import { expectRouteAnswers } from '../../../test/list-pages';
import { asciiLower, expectSearchPages, retailersInOrder, visibleTo, type RetailerFacts } from '../../../test/retailer-search-pages';
import { compiledSerializerCompiler } from '../../lib/response-serializer';
import { searchRetailers, type SearchedRetailerRow } from './audiences.repo';
import { pageOfRetailers } from './audiences.service';

/**
 * The audience builder's retailer search (decision 0035) against a reference: every retailer in the partition's
 * popularity order by a plain statement, filtered and paged in JavaScript. Every page of every search, each
 * publisher and partition, the same rows, order and total.
 */
let app: FastifyInstance;
let token: string;
beforeAll(async () => {
  app = await createTestApp();
  token = await signIn(app, 'alex.morgan@northwind.example.com');
  // Names a LIKE pattern would match unescaped: '_' and '%' are literal in a search, and so is '\'.
  const rename = app.deps.data.sqlite.prepare('UPDATE retailers SET name = ? WHERE id = (SELECT id FROM retailers WHERE owner_publisher_id IS NULL ORDER BY id LIMIT 1 OFFSET ?)');
  ['Half_Price 100% Outlet', 'Halfxprice 1000 Outlet', 'Back\\slash Books'].forEach((name, i) => rename.run(name, i));
});
afterAll(async () => {
  await app.close();
});

const route = { schema: paged(audienceRetailerSchema), method: 'GET', url: '/retailer/search', httpStatus: '200' };
// The cross-check holds each answer to zod's bytes for it.
const serialize = compiledSerializerCompiler({ crossCheck: true })(route as never) as (data: unknown) => string;
const sqlite = () => app.deps.data.sqlite;
type Scope = { publisherId: string; env: 'live' | 'sandbox' };

const SEARCHES = ['', 'co', 'a', 'st', 'in', 'CO.UK', 'f_p', '0%', '_', '%', '\\', 'zzqx'];
const popularity = (env: string) => `r.${env}_transaction_count DESC, r.name COLLATE NOCASE, r.id`;

/** The search's ids: visible retailers whose name or website contains the text (ASCII case folded), most shopped first. */
function expected(all: RetailerFacts[], scope: Scope, search: string): string[] {
  const text = asciiLower(search);
  const matches = (r: RetailerFacts) => asciiLower(r.name).includes(text) || asciiLower(r.website).includes(text);
  return all.filter((r) => visibleTo(scope)(r) && matches(r)).map((r) => r.id);
}

const read = (scope: Scope, search: string) => (page: number, size: number) => searchRetailers(sqlite(), scope, search || undefined, page, size);

describe('audience retailer search', () => {
  it('answers every page of every search as the reference, most shopped first, for every publisher and partition', () => {
    let compared = 0;
    for (const scope of DEMO_SCOPES) {
      const all = retailersInOrder(sqlite(), popularity(scope.env));
      for (const search of SEARCHES) {
        const ids = expected(all, scope, search);
        compared += expectSearchPages<SearchedRetailerRow>({
          read: read(scope, search),
          expected: ids,
          sizes: [1, 25, 50],
          asObjects: pageOfRetailers,
          serialize,
          what: `${JSON.stringify(scope)} '${search}'`,
        });
      }
    }
    expect(compared).toBeGreaterThan(500);
  });

  it('orders by the partition’s own transactions, and takes % _ and \\ literally', () => {
    const northwind = (env: 'live' | 'sandbox') => ({ publisherId: 'pub_northwind', env }) as const;
    const first = (env: 'live' | 'sandbox') => read(northwind(env), '')(0, 25).rows.map((r) => r.id);
    // The two partitions' orders differ on the first page, so the test above tells the two indexes apart.
    expect(first('live')).not.toBe(first('sandbox'));
    const names = (search: string) => expected(retailersInOrder(sqlite(), popularity('live')), northwind('live'), search).length;
    expect([names('f_p'), names('0%'), names('\\')]).toEqual([1, 1, 1]);
  });

  it('answers an empty page for a search that matches nothing and past the end', async () => {
    const get = async (prefix: string, query: string) => {
      const res = await app.inject({ method: 'GET', url: `${prefix}/retailer/search?${query}`, headers: bearer(token) });
      expect(res.statusCode, res.body).toBe(200);
      return res.body;
    };
    expect(await get(LIVE_PREFIX, 'search=zzqx')).toBe('{"content":[],"totalElements":0}');
    const total = expected(retailersInOrder(sqlite(), popularity('sandbox')), { publisherId: 'pub_northwind', env: 'sandbox' }, 'a').length;
    expect(await get(SANDBOX_PREFIX, `search=a&page=${Math.ceil(total / 25)}&size=25`)).toBe(`{"content":[],"totalElements":${total}}`);
  });

  it('is what the route answers', async () => {
    await expectRouteAnswers<SearchedRetailerRow>({
      app,
      asObjects: pageOfRetailers,
      serialize,
      cases: (scope) => [
        ['/retailer/search?search=co&page=1&size=25', () => searchRetailers(sqlite(), scope, 'co', 1, 25)],
        ['/retailer/search?page=0&size=50', () => searchRetailers(sqlite(), scope, undefined, 0, 50)],
        ['/retailer/search?search=%20ST%20&page=0&size=5', () => searchRetailers(sqlite(), scope, 'ST', 0, 5)],
      ],
    });
  });
});
