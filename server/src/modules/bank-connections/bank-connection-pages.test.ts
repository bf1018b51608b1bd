import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ApiEnv } from '@cashloop/shared';
import { paged } from '@cashloop/shared/common/paging';
import { bankConnectionSchema } from '@cashloop/shared/contracts/bank-connections';
import { createTestApp, DEMO_SCOPES } from '../../../test/helpers';
import { expectRouteAnswers, idsOf, pagesOf, type PageRead } from '../../../test/list-pages';
import { compiledSerializerCompiler } from '../../lib/response-serializer';
import { listConnections, listUserConnections, userConnectionCount, type BankConnectionRow } from './bank-connections.repo';
import { pageOfObjects } from './bank-connections.service';

/**
 * The bank connections' pages (decision 0034): in the list's order on every page, ties on created_on broken by id,
 * whichever end a page is read from, and what the routes answer.
 */
let app: FastifyInstance;
beforeAll(async () => {
  app = await createTestApp();
});
afterAll(async () => {
  await app.close();
});

const route = { schema: paged(bankConnectionSchema), method: 'GET', url: '/account-requisition', httpStatus: '200' };
// The cross-check holds each answer to zod's bytes for it.
const serialize = compiledSerializerCompiler({ crossCheck: true })(route as never) as (data: unknown) => string;
const sqlite = () => app.deps.data.sqlite;
type Scope = { publisherId: string; env: ApiEnv };
const byUser = (scope: Scope, user: string, page: { limit: number; offset: number }) =>
  listUserConnections(sqlite(), scope, user, userConnectionCount(sqlite(), scope, user)!, page);
/** The scope's connection ids in the list's order, read the plain way. */
const expectedIds = (scope: Scope) =>
  sqlite()
    .prepare('SELECT id FROM bank_connections WHERE publisher_id = ? AND env = ? ORDER BY created_on DESC, id DESC')
    .pluck()
    .all(scope.publisherId, scope.env) as string[];
const usersOf = (scope: Scope) =>
  sqlite()
    .prepare('SELECT end_user_id FROM bank_connections WHERE publisher_id = ? AND env = ? GROUP BY end_user_id ORDER BY COUNT(*) DESC, end_user_id LIMIT 3')
    .pluck()
    .all(scope.publisherId, scope.env) as string[];

describe('bank connection pages', () => {
  it('hold the list in order on the first, middle, last and past-the-end pages, ties on created_on broken by id', () => {
    let ties = 0;
    for (const scope of DEMO_SCOPES) {
      const all = expectedIds(scope);
      ties += sqlite()
        .prepare('SELECT COUNT(*) FROM (SELECT 1 FROM bank_connections WHERE publisher_id = ? AND env = ? GROUP BY created_on HAVING COUNT(*) > 1)')
        .pluck()
        .get(scope.publisherId, scope.env) as number;
      for (const size of [1, 7, 25, 100]) {
        for (const p of pagesOf(all.length, size)) {
          const page = listConnections(sqlite(), scope, { limit: size, offset: p * size });
          expect(page.total, `${scope.publisherId} ${scope.env}`).toBe(all.length);
          expect(idsOf(page), `${scope.publisherId} ${scope.env} size ${size} page ${p}`).toEqual(all.slice(p * size, p * size + size));
        }
      }
    }
    // The order's tie-break is exercised: the demo world has connections made in the same minute.
    expect(ties).toBeGreaterThan(10);
  });

  it('are what the routes answer', async () => {
    await expectRouteAnswers<BankConnectionRow>({
      app,
      asObjects: pageOfObjects,
      serialize,
      cases: (scope) => {
        const total = expectedIds(scope).length;
        const user = usersOf(scope)[0]!;
        return [
          ...pagesOf(total, 25).map((p): [string, () => PageRead<BankConnectionRow>] => [
            `/account-requisition?page=${p}&size=25`,
            () => listConnections(sqlite(), scope, { limit: 25, offset: p * 25 }),
          ]),
          [`/account-requisition/user/${user}?page=0&size=25`, () => byUser(scope, user, { limit: 25, offset: 0 })],
        ];
      },
    });
  });
});
