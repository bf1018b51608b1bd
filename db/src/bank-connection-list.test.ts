import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { migrate } from 'drizzle-orm/better-sqlite3/migrator';
import { afterAll, describe, expect, it } from 'vitest';
import { migrateDatabase, migrationsFolder, openDatabase } from './database';
import { scopeCountsDrift } from './scope-counts-test-support';

/**
 * Migration 0023 (decision 0034) on a world written before it: the bank connections' totals are backfilled into
 * scope_row_counts, kept by its triggers from then on, and the list's order is read off the new scope index.
 */
const dir = mkdtempSync(join(tmpdir(), 'cashloop-0023-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

/** The migrations folder as it was before 0023: the same files, the journal cut before it. */
function migrationsBefore(tag: string): string {
  const before = join(dir, 'migrations');
  cpSync(migrationsFolder, before, { recursive: true });
  const journal = JSON.parse(readFileSync(join(before, 'meta/_journal.json'), 'utf8')) as { entries: { tag: string }[] };
  const at = journal.entries.findIndex((e) => e.tag === tag);
  expect(at).toBeGreaterThan(0);
  writeFileSync(join(before, 'meta/_journal.json'), JSON.stringify({ ...journal, entries: journal.entries.slice(0, at) }));
  return before;
}

describe('migration 0023: the bank connections list', () => {
  it('backfills each scope’s total, keeps it by triggers, and orders the list off its scope index', () => {
    const { sqlite, db } = openDatabase(':memory:');
    migrate(db, { migrationsFolder: migrationsBefore('0023_bank_connection_list') });
    sqlite.pragma('foreign_keys = OFF');
    const insert = sqlite.prepare(
      `INSERT INTO bank_connections (id, publisher_id, env, account_id, end_user_id, bank_name, bank_logo, is_active, created_on, last_accessed_on, expires_on)
       VALUES (?, ?, ?, 'acc', 'eu_1', 'Bank', 'data:,', 1, ?, 1, 2)`,
    );
    // 300 rows over three scopes, ten to a created_on.
    for (let i = 0; i < 300; i++) insert.run(`req_${String(i).padStart(3, '0')}`, i % 3 === 2 ? 'pub_b' : 'pub_a', i % 3 === 1 ? 'sandbox' : 'live', Math.floor(i / 10));
    expect(sqlite.prepare("SELECT COUNT(*) FROM scope_row_counts WHERE entity = 'bank_connections'").pluck().get()).toBe(0);

    migrateDatabase(db);
    const kept = sqlite.prepare("SELECT publisher_id, env, n FROM scope_row_counts WHERE entity = 'bank_connections' AND status = '' ORDER BY 1, 2").raw().all();
    expect(kept).toEqual([['pub_a', 'live', 100], ['pub_a', 'sandbox', 100], ['pub_b', 'live', 100]]);
    insert.run('req_new', 'pub_b', 'sandbox', 5);
    insert.run('req_more', 'pub_a', 'live', 50);
    sqlite.prepare("DELETE FROM bank_connections WHERE id IN ('req_000', 'req_003')").run();
    sqlite.prepare("UPDATE bank_connections SET publisher_id = 'pub_b' WHERE id = 'req_001'").run();
    expect(scopeCountsDrift(sqlite).drift).toEqual([]);

    const page = "SELECT id FROM bank_connections WHERE publisher_id = 'pub_a' AND env = 'live' ORDER BY created_on DESC, id DESC LIMIT 25";
    const plan = sqlite.prepare(`EXPLAIN QUERY PLAN ${page}`).all().map((r) => (r as { detail: string }).detail);
    expect(plan.join(' | ')).toMatch(/bank_connections_scope_created_idx/);
    expect(plan.join(' | ')).not.toMatch(/TEMP B-TREE/);
    const ids = sqlite.prepare(page).pluck().all() as string[];
    expect(ids).toEqual([...ids].sort((a, b) => (a < b ? 1 : -1)));
    sqlite.close();
  });
});
