import type Database from 'better-sqlite3';
import { endUserCount } from '../../lib/end-user-counts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { migrateDatabase, openDatabase, openDatabaseImage } from '@cashloop/db';
import { seedWorld } from '@cashloop/seeds';
import { cashbackStatuses, type CashbackStatus } from '@cashloop/shared';
import { listTransactions, userTransactions } from '../transactions/transactions.repo';
import { pageByUser } from './ledger.repo';
import { pageByStatuses } from './ledger-status-page';
import { idsOf } from '../../../test/list-pages';

/**
 * The `large` scenario's shape (one scope holding most rows, a few statuses holding most cashback) on a
 * small bulk count: every way a page is found (walked, merged, one status's range; from the newest or the
 * oldest end) answers the rows a full read in the list's order gives, at the first, middle and last pages.
 */
const scope = { publisherId: 'pub_northwind', env: 'live' as const };
let sqlite: Database.Database;

beforeAll(() => {
  const opened = openDatabase(':memory:');
  migrateDatabase(opened.db);
  seedWorld(opened.sqlite, { scenario: 'large', seed: 7, now: Date.UTC(2026, 2, 10, 12), largeBulkCount: 6000 });
  sqlite = opened.sqlite;
}, 180_000);
afterAll(() => sqlite.close());

const ids = (sql: string, ...args: unknown[]) => (sqlite.prepare(sql).pluck().all(...args) as string[]);

/** The end user of the scope with the most rows in `table`. */
function userWithMost(table: 'cashback' | 'transactions'): string {
  return sqlite
    .prepare(`SELECT end_user_id FROM ${table} WHERE publisher_id = ? AND env = ? GROUP BY end_user_id ORDER BY COUNT(*) DESC LIMIT 1`)
    .pluck()
    .get(scope.publisherId, scope.env) as string;
}

const pagesOf = (total: number, size: number) => {
  const last = Math.floor((total - 1) / size);
  return [...new Set([0, 1, 2, Math.floor(last / 2), Math.floor(last / 2) + 1, last - 1, last, last + 1])].filter((p) => p >= 0);
};

describe('ledger pages on the large scenario', () => {
  const sets: CashbackStatus[][] = [
    [...cashbackStatuses],
    cashbackStatuses.filter((s) => s !== 'DISQUALIFIED'),
    ['PAID'],
    ['DISQUALIFIED'],
    ['CREATED', 'VERIFIED'],
    ['DECLINED', 'DISQUALIFIED', 'RECEIVED'],
  ];
  it.each(sets.map((s) => [s.join(',')]))('status %s: every page equals the full read', (list) => {
    const statuses = list.split(',') as CashbackStatus[];
    const all = ids(
      `SELECT id FROM cashback WHERE publisher_id = ? AND env = ? AND status IN (SELECT value FROM json_each(?))
       ORDER BY created_on DESC, status DESC, rowid DESC`,
      scope.publisherId, scope.env, JSON.stringify(statuses),
    );
    expect(all.length).toBeGreaterThan(0);
    for (const size of [25, 100]) {
      for (const p of pagesOf(all.length, size)) {
        const page = pageByStatuses(sqlite as never, scope, statuses, { limit: size, offset: p * size });
        expect(page.total).toBe(all.length);
        expect(idsOf(page)).toEqual(all.slice(p * size, p * size + size));
      }
    }
  });

  it("an end user's cashback: every page equals the full read", () => {
    const user = userWithMost('cashback');
    const all = ids('SELECT id FROM cashback WHERE end_user_id = ? ORDER BY created_on DESC, rowid DESC', user);
    const last = Math.floor((all.length - 1) / 3);
    for (let p = 0; p <= last + 1; p++) {
      const page = pageByUser(sqlite as never, scope, user, endUserCount(sqlite as never, scope, user, 'cashback')!, { limit: 3, offset: p * 3 });
      expect(page.total).toBe(all.length);
      expect(idsOf(page)).toEqual(all.slice(p * 3, p * 3 + 3));
    }
  });
});

describe('transaction pages on the large scenario', () => {
  it('every page of the partition equals the full read', () => {
    const all = ids('SELECT id FROM transactions WHERE publisher_id = ? AND env = ? ORDER BY created_on DESC, rowid DESC', scope.publisherId, scope.env);
    for (const p of pagesOf(all.length, 50)) {
      const page = listTransactions(sqlite as never, scope, { limit: 50, offset: p * 50 });
      expect(page.total).toBe(all.length);
      expect(idsOf(page)).toEqual(all.slice(p * 50, p * 50 + 50));
    }
  });

  it("every page of an end user's transactions equals the full read", () => {
    const user = userWithMost('transactions');
    const all = ids('SELECT id FROM transactions WHERE end_user_id = ? ORDER BY booking_time DESC, rowid DESC', user);
    const last = Math.floor((all.length - 1) / 4);
    for (let p = 0; p <= last + 1; p++) {
      const page = userTransactions(sqlite as never, scope, user, endUserCount(sqlite as never, scope, user, 'transactions')!, { limit: 4, offset: p * 4 });
      expect(page.total).toBe(all.length);
      expect(idsOf(page)).toEqual(all.slice(p * 4, p * 4 + 4));
    }
  });
});

/**
 * The SQL texts `read` prepares when it reads a copy of the world: a new connection, so nothing is in its cache of
 * statements yet (lib/statements.ts).
 */
function preparedBy(read: (copy: Database.Database) => void): string[] {
  const copy = openDatabaseImage(sqlite.serialize()).sqlite;
  const texts: string[] = [];
  const prepare = copy.prepare;
  copy.prepare = ((text: string) => {
    texts.push(text);
    return prepare.call(copy, text);
  }) as typeof copy.prepare;
  try {
    read(copy);
  } finally {
    copy.close();
  }
  return texts;
}

describe("an end user's pages skip along the user's index alone (decision 0020)", () => {
  // Skipping whole rows read every skipped row (and, for cashback, its retailer) only to drop it.
  const planOf = (text: string, args: Record<string, unknown>) =>
    (sqlite.prepare(`EXPLAIN QUERY PLAN ${text}`).all(args) as { detail: string }[]).map((r) => r.detail);
  const args = { ...scope, endUserId: 'eu_none', limit: 3, offset: 9 };

  it.each([
    ['cashback', (copy: Database.Database) => pageByUser(copy as never, scope, userWithMost('cashback'), endUserCount(copy as never, scope, userWithMost('cashback'), 'cashback')!, { limit: 3, offset: 9 }), 'cashback_user_idx'],
    ['transactions', (copy: Database.Database) => userTransactions(copy as never, scope, userWithMost('transactions'), endUserCount(copy as never, scope, userWithMost('transactions'), 'transactions')!, { limit: 3, offset: 9 }), 'transactions_user_idx'],
  ] as const)('%s', (_, read, index) => {
    const page = preparedBy(read).find((text) => text.includes('OFFSET'));
    expect(page).toBeDefined();
    const plan = planOf(page!, args);
    expect(plan).toContainEqual(expect.stringContaining(`USING COVERING INDEX ${index}`));
    expect(plan).toContainEqual(expect.stringContaining('INTEGER PRIMARY KEY (rowid=?)'));
  });
});
