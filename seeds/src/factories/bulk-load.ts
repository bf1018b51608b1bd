import type Database from 'better-sqlite3';

/**
 * Bulk loading the way SQLite is fastest at it: the secondary indexes of the loaded tables are dropped,
 * the rows appended, and each index built again by one sort (CREATE INDEX) from its own stored SQL, so
 * the schema ends exactly as migrated (whatever indexes the migrations left: none is named here).
 *
 * The per-row insert triggers that keep counters (retailer transaction counts, migration 0002/0004; list
 * totals, migration 0005) would upsert a row per inserted row; they are lifted for the load and their
 * effect applied once, set-based, over the rows the load appended (rowids past the table's last one).
 * A trigger not listed here stays and fires per row, so a new trigger can never be skipped silently.
 * Everything runs inside the seeding transaction: a failure leaves no half-built schema behind.
 * Measured on the 2-core box: docs/decisions/0016-large-scenario.md.
 */
type Catchup = (sqlite: Database.Database, afterRowid: number) => void;

const LIFTED_TRIGGERS: Record<string, { table: string; catchup: Catchup }> = {
  transactions_count_retailer_insert: {
    table: 'transactions',
    catchup: (sqlite, after) =>
      sqlite.prepare(
        `UPDATE retailers SET live_transaction_count = live_transaction_count + t.live, sandbox_transaction_count = sandbox_transaction_count + t.sandbox
         FROM (SELECT retailer_id AS id, SUM(env = 'live') AS live, SUM(env = 'sandbox') AS sandbox
               FROM transactions WHERE rowid > ? AND retailer_id IS NOT NULL GROUP BY retailer_id) AS t
         WHERE retailers.id = t.id`,
      ).run(after),
  },
  transactions_scope_count_insert: {
    table: 'transactions',
    catchup: (sqlite, after) =>
      sqlite.prepare(
        `INSERT INTO scope_row_counts (publisher_id, env, entity, status, n)
         SELECT publisher_id, env, 'transactions', '', COUNT(*) FROM transactions WHERE rowid > ? GROUP BY publisher_id, env
         ON CONFLICT DO UPDATE SET n = n + excluded.n`,
      ).run(after),
  },
  cashback_scope_count_insert: {
    table: 'cashback',
    catchup: (sqlite, after) =>
      sqlite.prepare(
        `INSERT INTO scope_row_counts (publisher_id, env, entity, status, n)
         SELECT publisher_id, env, 'cashback', status, COUNT(*) FROM cashback WHERE rowid > ? GROUP BY publisher_id, env, status
         ON CONFLICT DO UPDATE SET n = n + excluded.n`,
      ).run(after),
  },
};

export function withBulkLoad<T>(sqlite: Database.Database, tables: readonly string[], load: () => T): T {
  const marks = tables.map(() => '?').join(', ');
  const lifted = Object.keys(LIFTED_TRIGGERS).filter((name) => tables.includes(LIFTED_TRIGGERS[name]!.table));
  const schema = sqlite
    .prepare(
      `SELECT type, name, sql FROM sqlite_master
       WHERE sql IS NOT NULL AND ((type = 'index' AND tbl_name IN (${marks})) OR (type = 'trigger' AND name IN (${lifted.map(() => '?').join(', ') || 'NULL'})))
       ORDER BY rowid`,
    )
    .all(...tables, ...lifted) as { type: 'index' | 'trigger'; name: string; sql: string }[];
  // Where each table with a lifted trigger ends now: the load appends after it.
  const lastRowid = new Map<string, number>();
  for (const s of schema) {
    const table = s.type === 'trigger' ? LIFTED_TRIGGERS[s.name]!.table : null;
    if (table && !lastRowid.has(table)) lastRowid.set(table, sqlite.prepare(`SELECT COALESCE(MAX(rowid), 0) FROM "${table}"`).pluck().get() as number);
  }
  for (const s of schema) sqlite.exec(`DROP ${s.type.toUpperCase()} "${s.name}"`);
  // The index sorts stay in memory (the default cache would spill them to temporary files), and SQLite's
  // sorter may use a second thread for them.
  const cacheSize = sqlite.pragma('cache_size', { simple: true }) as number;
  const tempStore = sqlite.pragma('temp_store', { simple: true }) as number;
  const threads = sqlite.pragma('threads', { simple: true }) as number;
  sqlite.pragma('cache_size = -400000');
  sqlite.pragma('temp_store = MEMORY');
  sqlite.pragma('threads = 2');
  try {
    const result = load();
    for (const s of schema) {
      sqlite.exec(s.sql);
      if (s.type === 'trigger') {
        const { table, catchup } = LIFTED_TRIGGERS[s.name]!;
        catchup(sqlite, lastRowid.get(table)!);
      }
    }
    return result;
  } finally {
    sqlite.pragma(`cache_size = ${cacheSize}`);
    sqlite.pragma(`temp_store = ${tempStore}`);
    sqlite.pragma(`threads = ${threads}`);
  }
}
