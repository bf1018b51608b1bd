import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ApiEnv } from '@cashloop/shared';
import { paged } from '@cashloop/shared/common/paging';
import { bankConnectionSchema } from '@cashloop/shared/contracts/bank-connections';
import { createTestApp, DEMO_SCOPES } from '../../../test/helpers';
import { expectRouteAnswers, expectSpoiltPagesLeftToObjects, expectTextPages, idsOf, pagesOf, rowsOf, type PageRead } from '../../../test/page-text';
import { compiledSerializerCompiler } from '../../lib/response-serializer';
import { connectionPageText } from './bank-connection-page-text';
import { listConnections, listUserConnections, userConnectionCount, type BankConnectionRow, type Page } from './bank-connections.repo';
import { pageOfObjects } from './bank-connections.service';

/**
 * The bank connections' pages (decision 0034): in the list's order on every page, ties on created_on broken by id,
 * whichever end a page is read from; written by the driver's template, by the JavaScript writer and from objects, byte
 * for byte the same answer; and left to the objects (so to zod) when a value would not pass the contract.
 */
let app: FastifyInstance;
beforeAll(async () => {
  app = await createTestApp();
});
afterAll(async () => {
  await app.close();
});

const route = { schema: paged(bankConnectionSchema), method: 'GET', url: '/account-requisition', httpStatus: '200' };
// The cross-check also holds each text answer to zod's bytes for it.
const serialize = compiledSerializerCompiler({ crossCheck: true })(route as never) as (data: unknown) => string;
const sqlite = () => app.deps.data.sqlite;
type Scope = { publisherId: string; env: ApiEnv };
type Read = (page: Page) => PageRead<BankConnectionRow>;

const byScope = (scope: Scope): Read => (page) => listConnections(sqlite(), scope, page);
const byUser = (scope: Scope, user: string): Read => (page) => listUserConnections(sqlite(), scope, user, userConnectionCount(sqlite(), scope, user)!, page);
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
const expectSameAnswers = (read: Read, size: number, what: string) =>
  expectTextPages({ read, size, what, asText: connectionPageText, asObjects: pageOfObjects, serialize });

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

  it('equal the answers built from objects for every publisher, partition and end user', () => {
    let compared = 0;
    for (const scope of DEMO_SCOPES) {
      for (const size of [1, 25, 100]) compared += expectSameAnswers(byScope(scope), size, `${scope.publisherId} ${scope.env}`);
      for (const user of usersOf(scope)) compared += expectSameAnswers(byUser(scope, user), 1, user);
    }
    expect(compared).toBeGreaterThan(60);
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
          [`/account-requisition/user/${user}?page=0&size=25`, () => byUser(scope, user)({ limit: 25, offset: 0 })],
        ];
      },
    });
  });

  it('are left to the objects (and so to zod) when a value would not pass the contract', () => {
    const { rows, total } = rowsOf(() => listConnections(sqlite(), DEMO_SCOPES[0], { limit: 3, offset: 0 }));
    const spoilt: ((r: BankConnectionRow) => BankConnectionRow)[] = [
      (r) => ({ ...r, created: 1.5 }),
      (r) => ({ ...r, lastAccessed: Number.NaN }),
      (r) => ({ ...r, lastAccessed: 2 ** 53 }),
      (r) => ({ ...r, accountLogo: null as never }),
      (r) => ({ ...r, accountName: 5 as never }),
    ];
    expectSpoiltPagesLeftToObjects({ rows, total, at: 1, spoilt, asText: connectionPageText, asObjects: pageOfObjects, serialize });
  });

  it('equal them with texts JSON escapes, and stay with the objects for a stored value the contract refuses', () => {
    const scope = DEMO_SCOPES[0];
    const [a, b, c] = expectedIds(scope);
    const update = sqlite().prepare('UPDATE bank_connections SET bank_name = ?, bank_logo = ?, account_id = ? WHERE id = ?');
    update.run('A "quoted" \\ back\u0001slash\n€ 😀 \u2028\u007f', 'data:x/y;\t"', '', a);
    update.run('\\ ü 😀 \u2029', '\u0000\r\n\b\f', 'acc "x"', b);
    expect(expectSameAnswers(byScope(scope), 25, 'odd texts')).toBeGreaterThan(0);
    // A fractional time: the driver and the JavaScript writer both leave the page to the objects, which zod refuses.
    sqlite().prepare('UPDATE bank_connections SET created_on = created_on + 0.5 WHERE id = ?').run(c);
    const page = listConnections(sqlite(), scope, { limit: 25, offset: 0 });
    expect(page.text).toBeUndefined();
    expect(connectionPageText(page.rows!, page.total)).toBeNull();
    expect(() => serialize(pageOfObjects(page.rows!, page.total))).toThrow();
  });
});
