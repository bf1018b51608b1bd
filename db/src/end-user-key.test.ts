import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { migrate } from 'drizzle-orm/better-sqlite3/migrator';
import { afterAll, describe, expect, it } from 'vitest';
import { migrateDatabase, migrationsFolder, openDatabase } from './database';
import { endUserCountsDrift } from './end-user-counts-test-support';
import { tierMemberCountsDrift } from './tier-member-counts-test-support';

/**
 * Migration 0028 (decision 0041) on a world written before it: an end user is keyed by publisher, partition and id,
 * every row that names one keeps its rowid and finds them in its own scope, and the same id can then be another
 * publisher's or partition's end user, with counts and cascades kept per end user.
 */
const dir = mkdtempSync(join(tmpdir(), 'cashloop-0028-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

function migrationsBefore(tag: string): string {
  const before = join(dir, 'migrations');
  cpSync(migrationsFolder, before, { recursive: true });
  const journal = JSON.parse(readFileSync(join(before, 'meta/_journal.json'), 'utf8')) as { entries: { tag: string }[] };
  const at = journal.entries.findIndex((e) => e.tag === tag);
  expect(at).toBeGreaterThan(0);
  writeFileSync(join(before, 'meta/_journal.json'), JSON.stringify({ ...journal, entries: journal.entries.slice(0, at) }));
  return before;
}

describe('migration 0028: end users keyed by publisher, partition and id', () => {
  it("keeps a world's rows and counts, and lets another scope hold the same id", () => {
    const { sqlite, db } = openDatabase(':memory:');
    migrate(db, { migrationsFolder: migrationsBefore('0028_end_user_ids_per_scope') });
    sqlite.exec(`
      INSERT INTO publishers (id, company_name, publisher_status, created_on) VALUES ('pub_a', 'A', 'IN_CONTRACT', 0), ('pub_b', 'B', 'IN_CONTRACT', 0);
      INSERT INTO end_users (id, publisher_id, env, created_on, last_active_on) VALUES ('eu_x', 'pub_a', 'live', 1, 1), ('eu_y', 'pub_a', 'sandbox', 1, 1);
      INSERT INTO customer_tiers (id, publisher_id, env, name, description, created_on) VALUES ('tier_a', 'pub_a', 'live', 'Gold', '', 0), ('tier_b', 'pub_b', 'live', 'Gold', '', 0);
      INSERT INTO end_user_tiers (end_user_id, tier_id, added_on) VALUES ('eu_x', 'tier_a', 5);
      INSERT INTO bank_connections (id, publisher_id, env, account_id, end_user_id, bank_name, bank_logo, is_active, created_on, last_accessed_on, expires_on)
        VALUES ('req_1', 'pub_a', 'live', 'acc', 'eu_x', 'Bank', 'data:,', 1, 1, 1, 2);
      INSERT INTO transactions (id, publisher_id, env, internal_transaction_id, transaction_type, end_user_id, booking_time, amount, currency, description, labels, created_on)
        VALUES ('txn_1', 'pub_a', 'live', 'r1', 'DEBIT', 'eu_x', 10, -100, 'GBP', 'SHOP', '[]', 10),
               ('txn_2', 'pub_a', 'live', 'r2', 'DEBIT', 'eu_x', 11, -100, 'GBP', 'SHOP', '[]', 11);
      DELETE FROM transactions WHERE id = 'txn_1';`);
    const rowids = sqlite.prepare("SELECT rowid FROM transactions WHERE id = 'txn_2'").pluck().get();
    migrateDatabase(db);

    expect(sqlite.pragma('foreign_key_check')).toEqual([]);
    expect(sqlite.pragma('foreign_keys', { simple: true })).toBe(1);
    expect(sqlite.prepare("SELECT rowid FROM transactions WHERE id = 'txn_2'").pluck().get()).toBe(rowids);
    expect(sqlite.prepare('SELECT publisher_id, env, end_user_id, tier_id, added_on FROM end_user_tiers').raw().all()).toEqual([['pub_a', 'live', 'eu_x', 'tier_a', 5]]);
    expect(sqlite.prepare("SELECT transaction_count FROM end_users WHERE id = 'eu_x'").pluck().get()).toBe(1);

    // The same id at another publisher: its own end user, its own tier, its own counts.
    sqlite.exec(`
      INSERT INTO end_users (id, publisher_id, env, created_on, last_active_on) VALUES ('eu_x', 'pub_b', 'live', 2, 2);
      INSERT INTO end_user_tiers (publisher_id, env, end_user_id, tier_id, added_on) VALUES ('pub_b', 'live', 'eu_x', 'tier_b', 6);
      INSERT INTO transactions (id, publisher_id, env, internal_transaction_id, transaction_type, end_user_id, booking_time, amount, currency, description, labels, created_on)
        VALUES ('txn_3', 'pub_b', 'live', 'r1', 'DEBIT', 'eu_x', 12, -100, 'GBP', 'SHOP', '[]', 12);`);
    const counts = () => sqlite.prepare("SELECT publisher_id, transaction_count FROM end_users WHERE id = 'eu_x' ORDER BY 1").raw().all();
    expect(counts()).toEqual([['pub_a', 1], ['pub_b', 1]]);
    // A row must name an end user of its own scope.
    expect(() => sqlite.prepare("INSERT INTO bank_connections (id, publisher_id, env, account_id, end_user_id, bank_name, bank_logo, is_active, created_on, last_accessed_on, expires_on) VALUES ('req_2', 'pub_b', 'sandbox', 'acc', 'eu_x', 'Bank', 'data:,', 1, 1, 1, 2)").run()).toThrow(/FOREIGN KEY/);
    // Removing one publisher's end user takes only their rows.
    sqlite.prepare("DELETE FROM end_users WHERE id = 'eu_x' AND publisher_id = 'pub_b'").run();
    expect(sqlite.prepare("SELECT id FROM transactions ORDER BY id").pluck().all()).toEqual(['txn_2']);
    expect(sqlite.prepare('SELECT tier_id FROM end_user_tiers').pluck().all()).toEqual(['tier_a']);
    expect(sqlite.prepare('SELECT id FROM bank_connections').pluck().all()).toEqual(['req_1']);
    expect(endUserCountsDrift(sqlite)).toEqual([]);
    expect(tierMemberCountsDrift(sqlite)).toEqual([]);
    sqlite.close();
  });
});
