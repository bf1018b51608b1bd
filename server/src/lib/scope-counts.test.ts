import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../../test/helpers';
import { scopeCountsDrift } from '@cashloop/db/scope-counts-test-support';
import { scopeCount } from './scope-counts';

let app: FastifyInstance;
beforeAll(async () => {
  app = await createTestApp();
});
afterAll(async () => {
  await app.close();
});

/** Every maintained count against a fresh COUNT(*) over the rows, both ways (@cashloop/db/scope-counts-test-support). */
const drift = () => scopeCountsDrift(app.deps.data.sqlite);

describe('maintained row counts', () => {
  it('equal a fresh count over the seeded world', () => {
    const d = drift();
    expect(d.checked).toBeGreaterThan(10);
    expect(d.drift).toEqual([]);
    // Every entity is kept: transactions, cashback and bank connections (migration 0023).
    const entities = app.deps.data.sqlite.prepare('SELECT DISTINCT entity FROM scope_row_counts ORDER BY 1').pluck().all();
    expect(entities).toEqual(['bank_connections', 'cashback', 'transactions']);
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
    expect(drift().drift).toEqual([]);
  });

  it('follow bank connections inserted, deleted, moved to another scope and removed with their end user', () => {
    const sqlite = app.deps.data.sqlite;
    const here = { publisherId: 'pub_northwind', env: 'live' } as const;
    const there = { publisherId: 'pub_harbour', env: 'sandbox' } as const;
    const count = (scope: typeof here | typeof there) => scopeCount(sqlite, scope, 'bank_connections');
    const rows = (scope: typeof here | typeof there) =>
      sqlite.prepare('SELECT COUNT(*) FROM bank_connections WHERE publisher_id = ? AND env = ?').pluck().get(scope.publisherId, scope.env) as number;
    const [a, b] = [count(here), count(there)];
    expect(a).toBe(rows(here));
    expect(b).toBe(rows(there));

    const user = sqlite.prepare('SELECT id FROM end_users WHERE publisher_id = ? AND env = ? ORDER BY id LIMIT 1').pluck().get(here.publisherId, here.env) as string;
    const connections = sqlite.prepare('SELECT COUNT(*) FROM bank_connections WHERE end_user_id = ? AND publisher_id = ? AND env = ?').pluck().get(user, here.publisherId, here.env) as number;
    // The same id held in Harbour's partitions too (decision 0041), so a connection can be moved there by hand.
    const alsoThere = sqlite.prepare('INSERT INTO end_users (id, publisher_id, env, created_on, last_active_on) VALUES (?, ?, ?, 0, 0)');
    for (const env of ['sandbox', 'live']) alsoThere.run(user, there.publisherId, env);
    const insert = sqlite.prepare(
      `INSERT INTO bank_connections (id, publisher_id, env, account_id, end_user_id, bank_name, bank_logo, is_active, created_on, last_accessed_on, expires_on)
       VALUES (?, ?, ?, 'acc_t', ?, 'Bank', 'data:,', 1, 1, 1, 2)`,
    );
    insert.run('req_count_1', here.publisherId, here.env, user);
    insert.run('req_count_2', here.publisherId, here.env, user);
    expect(count(here)).toBe(a + 2);
    sqlite.prepare('DELETE FROM bank_connections WHERE id = ?').run('req_count_1');
    expect(count(here)).toBe(a + 1);
    // A scope moved by hand: out of one count, into the other; a change to any other column moves nothing.
    sqlite.prepare('UPDATE bank_connections SET publisher_id = ?, env = ? WHERE id = ?').run(there.publisherId, there.env, 'req_count_2');
    expect([count(here), count(there)]).toEqual([a, b + 1]);
    sqlite.prepare("UPDATE bank_connections SET env = 'sandbox', bank_name = 'Moved' WHERE id = ?").run('req_count_2');
    expect([count(here), count(there)]).toEqual([a, b + 1]);
    sqlite.prepare("UPDATE bank_connections SET env = 'live' WHERE id = ?").run('req_count_2');
    expect(count(there)).toBe(b);
    expect(drift().drift).toEqual([]);
    // The end user removed takes their connections (the foreign key's cascade), and their counts with them.
    sqlite.prepare('DELETE FROM end_users WHERE id = ? AND publisher_id = ? AND env = ?').run(user, here.publisherId, here.env);
    expect(count(here)).toBe(a - connections);
    expect(drift().drift).toEqual([]);
  });
});
