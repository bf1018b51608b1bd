import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../../test/helpers';
import { scopeCount } from './scope-counts';

let app: FastifyInstance;
beforeAll(async () => {
  app = await createTestApp();
});
afterAll(async () => {
  await app.close();
});

/** Every maintained count against a fresh COUNT(*) over the rows: the rows that differ. */
function drift() {
  const sqlite = app.deps.data.sqlite;
  const cashback = sqlite
    .prepare(
      `SELECT publisher_id, env, status, COUNT(*) AS real,
         (SELECT n FROM scope_row_counts s WHERE s.publisher_id = c.publisher_id AND s.env = c.env AND s.entity = 'cashback' AND s.status = c.status) AS kept
       FROM cashback c GROUP BY publisher_id, env, status`,
    )
    .all() as { real: number; kept: number | null }[];
  const transactions = sqlite
    .prepare(
      `SELECT publisher_id, env, COUNT(*) AS real,
         (SELECT n FROM scope_row_counts s WHERE s.publisher_id = t.publisher_id AND s.env = t.env AND s.entity = 'transactions') AS kept
       FROM transactions t GROUP BY publisher_id, env`,
    )
    .all() as { real: number; kept: number | null }[];
  const orphans = sqlite.prepare(
    `SELECT COUNT(*) FROM scope_row_counts s WHERE n <> 0 AND NOT EXISTS (
       SELECT 1 FROM cashback c WHERE s.entity = 'cashback' AND c.publisher_id = s.publisher_id AND c.env = s.env AND c.status = s.status)
     AND NOT EXISTS (SELECT 1 FROM transactions t WHERE s.entity = 'transactions' AND t.publisher_id = s.publisher_id AND t.env = s.env)`,
  ).pluck().get() as number;
  return { rows: [...cashback, ...transactions].filter((r) => r.real !== r.kept), orphans, checked: cashback.length + transactions.length };
}

describe('maintained row counts', () => {
  it('equal a fresh count over the seeded world', () => {
    const d = drift();
    expect(d.checked).toBeGreaterThan(10);
    expect(d.rows).toEqual([]);
    expect(d.orphans).toBe(0);
  });

  it('follow inserts, status changes and deletes, cascades included', () => {
    const sqlite = app.deps.data.sqlite;
    const cb = sqlite.prepare("SELECT id, publisher_id AS publisherId, env FROM cashback WHERE status = 'VERIFIED' LIMIT 1").get() as { id: string; publisherId: string; env: 'live' | 'sandbox' };
    const scope = { publisherId: cb.publisherId, env: cb.env };
    const verified = scopeCount(sqlite, scope, 'cashback', ['VERIFIED']);
    const declined = scopeCount(sqlite, scope, 'cashback', ['DECLINED']);
    sqlite.prepare("UPDATE cashback SET status = 'DECLINED' WHERE id = ?").run(cb.id);
    expect(scopeCount(sqlite, scope, 'cashback', ['VERIFIED'])).toBe(verified - 1);
    expect(scopeCount(sqlite, scope, 'cashback', ['DECLINED'])).toBe(declined + 1);
    expect(scopeCount(sqlite, scope, 'cashback', ['VERIFIED', 'DECLINED'])).toBe(verified + declined);

    const txn = sqlite.prepare('SELECT id FROM transactions WHERE publisher_id = ? AND env = ? LIMIT 1').pluck().get(scope.publisherId, scope.env) as string;
    const before = scopeCount(sqlite, scope, 'transactions');
    sqlite.prepare('DELETE FROM transactions WHERE id = ?').run(txn);
    expect(scopeCount(sqlite, scope, 'transactions')).toBe(before - 1);
    sqlite.prepare('DELETE FROM cashback WHERE id = ?').run(cb.id);
    expect(drift().rows).toEqual([]);
  });
});
