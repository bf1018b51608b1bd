import { addUploadToSpendRollup, withSpendRollupDeferred } from '@cashloop/db';
import { withListPostsDeferred } from '@cashloop/db/list-posts';
import type { Scope } from '../world/app-deps';
import type Database from 'better-sqlite3';
import { scoped } from '../lib/scoped-params';

type Sqlite = Database.Database;

/**
 * Minor units as pounds in JSON, byte for byte as JSON.stringify(toMajor(n)) writes them (2.88, 3): an integer
 * when whole, else a real. Migration 0029 uses the same expression on payloads stored before (decision 0043).
 */
const POUNDS = (minor: string) => `CASE WHEN CAST(${minor} AS INTEGER) % 100 = 0 THEN CAST(${minor} AS INTEGER) / 100 ELSE CAST(${minor} AS INTEGER) / 100.0 END`;

/**
 * The final copy of an upload from its staging tables (`t`: the file's rows, an attached database's table, `t_m` its offer matches,
 * `t_c` its cashback with ids and due times decided while reading) into the world, as set-based
 * statements: one INSERT … SELECT per table instead of a statement per row, and the per-row triggers
 * of the counters and the spend rollup standing aside (migrations 0004, 0008, 0010) while their totals
 * are added once for the whole file. The caller holds the one transaction (all or nothing).
 *
 * The result is the same as createCashback and recordEvents row by row: CREATED cashback with every
 * column as they write it, and a CASHBACK_CREATED event per cashback in file order whose payload is
 * byte for byte what JSON.stringify makes of the same object (cashbackEventData: amounts in pounds).
 */
export function copyStaged(sqlite: Sqlite, t: string, scope: Scope, uploadId: string, now: number): { newEndUsers: number } {
  // The lists' fence posts take the file's rows once, after its inserts and index rebuilds (migration 0027).
  return withListPostsDeferred(sqlite, uploadId, () => copyRows(sqlite, t, scope, uploadId, now));
}

function copyRows(sqlite: Sqlite, t: string, scope: Scope, uploadId: string, now: number): { newEndUsers: number } {
  const args = scoped(scope, { uploadId, now });
  const staged = (suffix: string) => sqlite.prepare(`SELECT COUNT(*) FROM ${t}${suffix}`).pluck().get() as number;
  // End users first met are created (first seen at their earliest booking); known ones' last activity moves on. An end
  // user is their id in the caller's publisher and partition (decision 0041): another scope's same id is another user.
  // `t` may name an attached database's table (schema.table); the end users' table is the connection's own.
  const u = `temp.${t.replace(/\W/g, '_')}_u`;
  sqlite.exec(`DROP TABLE IF EXISTS ${u}; CREATE TEMP TABLE ${u.slice(5)} (id TEXT PRIMARY KEY, first INTEGER, last INTEGER) WITHOUT ROWID;
    INSERT INTO ${u} SELECT end_user_id, MIN(booking), MAX(booking) FROM ${t} GROUP BY end_user_id;`);
  const { changes: newEndUsers } = sqlite
    .prepare(
      `INSERT INTO end_users (id, publisher_id, env, created_on, last_active_on)
       SELECT u.id, @publisherId, @env, u.first, u.last FROM ${u} u
       WHERE NOT EXISTS (SELECT 1 FROM end_users e WHERE e.publisher_id = @publisherId AND e.env = @env AND e.id = u.id)`,
    )
    .run(args);
  sqlite
    .prepare(
      `UPDATE end_users SET last_active_on = u.last FROM ${u} u
       WHERE end_users.publisher_id = @publisherId AND end_users.env = @env AND end_users.id = u.id AND u.last > end_users.last_active_on`,
    )
    .run(scope);

  // While these rows exist the per-row triggers stand aside; nobody else can see them (one transaction).
  sqlite.prepare('INSERT INTO retailer_count_deferrals (id) VALUES (?)').run(uploadId);
  sqlite.prepare('INSERT INTO scope_row_count_deferrals (id) VALUES (?)').run(uploadId);
  const { changes: transactions } = withSpendRollupDeferred(sqlite, uploadId, () => withIndexesRebuiltIfLarge(sqlite, 'transactions', staged(''), () =>
    sqlite
      .prepare(
        `INSERT INTO transactions (id, publisher_id, env, internal_transaction_id, transaction_type, end_user_id, bank_connection_id,
           booking_time, amount, currency, description, mid, retailer_id, channel_id, merchant_name, merchant_logo, merchant_website,
           labels, confidence, category, upload_id, created_on)
         SELECT s.id, @publisherId, @env, s.ref, s.type, s.end_user_id,
           CASE WHEN s.account_id IS NULL THEN NULL ELSE (SELECT b.id FROM bank_connections b
             WHERE b.publisher_id = @publisherId AND b.env = @env AND b.end_user_id = s.end_user_id AND b.account_id = s.account_id
             ORDER BY b.created_on DESC LIMIT 1) END,
           s.booking, s.amount, s.currency, s.description, s.mid, s.retailer_id, s.channel_id, s.merchant_name, NULL, s.merchant_website,
           s.labels, s.confidence, s.category, @uploadId, @now
         FROM ${t} s ORDER BY s.rowid`,
      )
      .run(args),
  ));
  addUploadToSpendRollup(sqlite, uploadId);
  sqlite.prepare('DELETE FROM retailer_count_deferrals WHERE id = ?').run(uploadId);
  // The retailers' counters (catalogue MOSTPOPULAR) move once per retailer.
  sqlite
    .prepare(
      `UPDATE retailers SET live_transaction_count = live_transaction_count + c.n * (@env = 'live'),
         sandbox_transaction_count = sandbox_transaction_count + c.n * (@env = 'sandbox')
       FROM (SELECT retailer_id, COUNT(*) AS n FROM ${t} WHERE retailer_id IS NOT NULL GROUP BY retailer_id) c
       WHERE retailers.id = c.retailer_id`,
    )
    .run({ env: scope.env });
  withIndexesRebuiltIfLarge(sqlite, 'transaction_offer_matches', staged('_m'), () =>
    sqlite
      .prepare(
        `INSERT INTO transaction_offer_matches (transaction_id, programme_offer_id, offer_id, matched_on)
         SELECT transaction_id, programme_offer_id, offer_id, @now FROM ${t}_m ORDER BY rowid`,
      )
      .run({ now }),
  );

  // CREATED cashback in file order, every column as createCashback writes it.
  const { changes: cashback } = withIndexesRebuiltIfLarge(sqlite, 'cashback', staged('_c'), () => sqlite
    .prepare(
      `INSERT INTO cashback (id, publisher_id, env, transaction_id, transaction_amount, programme_offer_id, offer_id, retailer_id,
         end_user_id, status, end_user_cashback_receivable, publisher_cashback_receivable, currency, declined_reason,
         generation, support_ticket_id, created_on, being_verified_on, verified_on, received_on, paid_on, declined_on,
         disqualified_on, next_transition_on, payout_id, updated_on)
       SELECT c.id, @publisherId, @env, c.transaction_id, c.amount, c.programme_offer_id, c.offer_id, c.retailer_id,
         c.end_user_id, 'CREATED', c.end_user, c.client, c.currency, NULL, 'ORIGINAL', NULL, @now, NULL, NULL, NULL, NULL, NULL,
         NULL, c.next_on, NULL, @now
       FROM ${t}_c c ORDER BY c.rowid`,
    )
    .run(args));
  // Their CASHBACK_CREATED events (recordEvents' id shape: 'evt_' and 10 random bytes in hex).
  withIndexesRebuiltIfLarge(sqlite, 'domain_events', cashback, () => sqlite
    .prepare(
      `INSERT INTO domain_events (id, publisher_id, env, type, entity_type, entity_id, payload, created_on)
       SELECT 'evt_' || lower(hex(randomblob(10))), @publisherId, @env, 'CASHBACK_CREATED', 'cashback', c.id,
         json_object('id', c.id, 'endUserId', c.end_user_id, 'transactionId', c.transaction_id, 'programOfferId', c.programme_offer_id,
           'endUserCashbackReceivable', ${POUNDS('c.end_user')}, 'publisherCashbackReceivable', ${POUNDS('c.client')}, 'currency', c.currency),
         @now
       FROM ${t}_c c ORDER BY c.rowid`,
    )
    .run(args));

  // The scope counts (migration 0005) the insert triggers would have kept, once for the file.
  sqlite.prepare('DELETE FROM scope_row_count_deferrals WHERE id = ?').run(uploadId);
  const count = sqlite.prepare(
    `INSERT INTO scope_row_counts (publisher_id, env, entity, status, n) VALUES (@publisherId, @env, @entity, @status, @n)
     ON CONFLICT DO UPDATE SET n = n + excluded.n`,
  );
  if (transactions > 0) count.run(scoped(scope, { entity: 'transactions', status: '', n: transactions }));
  if (cashback > 0) count.run(scoped(scope, { entity: 'cashback', status: 'CREATED', n: cashback }));
  // And each end user's counts (migration 0022), once per end user of the file.
  sqlite.prepare(
    `UPDATE end_users SET transaction_count = transaction_count + c.n
     FROM (SELECT end_user_id AS id, COUNT(*) AS n FROM ${t} GROUP BY end_user_id) c
     WHERE end_users.publisher_id = @publisherId AND end_users.env = @env AND end_users.id = c.id`,
  ).run(scope);
  sqlite.prepare(
    `UPDATE end_users SET cashback_count = cashback_count + c.n
     FROM (SELECT end_user_id AS id, COUNT(*) AS n FROM ${t}_c GROUP BY end_user_id) c
     WHERE end_users.publisher_id = @publisherId AND end_users.env = @env AND end_users.id = c.id`,
  ).run(scope);
  sqlite.exec(`DROP TABLE ${u}`);
  return { newEndUsers };
}

/**
 * Runs `write` (which adds `adding` rows to `table`) with the table's non-unique indexes dropped and then
 * built again from their own stored SQL, when the rows added are at least half the table: SQLite builds
 * an index by one sort far faster than it inserts rows at random places in it (measured on the demo world,
 * 200,000 transactions: 7.0 s with every index kept, 3.1 s dropped and rebuilt; seeds do the same for bulk
 * loads). Smaller uploads into a big table keep the indexes. It all happens inside the caller's one
 * transaction, so no reader ever sees the table without them and a failure restores them. Unique indexes
 * stay: they enforce constraints and may be a foreign key's parent key.
 */
export function withIndexesRebuiltIfLarge<T>(sqlite: Sqlite, table: string, adding: number, write: () => T): T {
  // The largest rowid approximates the row count without reading the table.
  const rows = (sqlite.prepare(`SELECT COALESCE(MAX(rowid), 0) FROM ${table}`).pluck().get() as number) ?? 0;
  if (adding < 1_000 || adding * 2 < rows) return write();
  const indexes = sqlite
    .prepare(
      `SELECT m.name, m.sql FROM sqlite_master m WHERE m.type = 'index' AND m.tbl_name = ? AND m.sql IS NOT NULL
         AND NOT EXISTS (SELECT 1 FROM pragma_index_list(m.tbl_name) l WHERE l.name = m.name AND l."unique" = 1)
       ORDER BY m.rowid`,
    )
    .all(table) as { name: string; sql: string }[];
  for (const index of indexes) sqlite.exec(`DROP INDEX "${index.name}"`);
  const result = write();
  for (const index of indexes) sqlite.exec(index.sql);
  return result;
}
