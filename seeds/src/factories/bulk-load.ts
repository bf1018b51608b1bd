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

export interface SchemaEntry {
  type: 'index' | 'trigger';
  name: string;
  tbl_name: string;
  sql: string;
}

/** The indexes of `tables` (not the primary keys' own), in schema order. */
export function indexesOf(sqlite: Database.Database, tables: readonly string[]): SchemaEntry[] {
  return sqlite
    .prepare(`SELECT type, name, tbl_name, sql FROM sqlite_master WHERE type = 'index' AND sql IS NOT NULL AND tbl_name IN (${tables.map(() => '?').join(', ')}) ORDER BY rowid`)
    .all(...tables) as SchemaEntry[];
}

/** Drops the indexes of `tables` and answers them, to be built again (buildIndexes) once the rows are in. */
export function dropIndexes(sqlite: Database.Database, tables: readonly string[]): SchemaEntry[] {
  const indexes = indexesOf(sqlite, tables);
  for (const s of indexes) sqlite.exec(`DROP INDEX "${s.name}"`);
  return indexes;
}

/** Builds indexes from their stored SQL, each by one sort (withSortPragmas). */
export function buildIndexes(sqlite: Database.Database, indexes: readonly SchemaEntry[]): void {
  withSortPragmas(sqlite, () => {
    for (const s of indexes) sqlite.exec(s.sql);
  });
}

/**
 * Runs `load` with the counter triggers of `tables` lifted (LIFTED_TRIGGERS), then puts them back and
 * applies each once, set-based, over the rows the load appended.
 */
export function withTriggersLifted<T>(sqlite: Database.Database, tables: readonly string[], load: () => T): T {
  const lifted = Object.keys(LIFTED_TRIGGERS).filter((name) => tables.includes(LIFTED_TRIGGERS[name]!.table));
  const triggers = lifted.length === 0 ? [] : (sqlite
    .prepare(`SELECT type, name, tbl_name, sql FROM sqlite_master WHERE type = 'trigger' AND name IN (${lifted.map(() => '?').join(', ')}) ORDER BY rowid`)
    .all(...lifted) as SchemaEntry[]);
  // Where each table with a lifted trigger ends now: the load appends after it.
  const lastRowid = new Map(triggers.map((t) => [t.tbl_name, lastRowidOf(sqlite, t.tbl_name)]));
  for (const s of triggers) sqlite.exec(`DROP TRIGGER "${s.name}"`);
  const result = load();
  for (const s of triggers) {
    sqlite.exec(s.sql);
    catchUpTrigger(sqlite, s.name, lastRowid.get(s.tbl_name)!);
  }
  return result;
}

export const lastRowidOf = (sqlite: Database.Database, table: string) =>
  sqlite.prepare(`SELECT COALESCE(MAX(rowid), 0) FROM "${table}"`).pluck().get() as number;

export const isLifted = (trigger: string) => trigger in LIFTED_TRIGGERS;

/** Applies a lifted trigger's effect for the rows past `afterRowid`; a trigger that is not lifted has none owed. */
export function catchUpTrigger(sqlite: Database.Database, name: string, afterRowid: number): void {
  LIFTED_TRIGGERS[name]?.catchup(sqlite, afterRowid);
}

/**
 * Index sorts in runs: SQLite sorts a few megabytes at a time (cache_size) and merges the runs from
 * temporary files, which costs a tenth less CPU than one sort of a million records in memory (their
 * list is chased all over the heap; measured in docs/decisions/0016), and lets it use a second thread.
 * In-memory temp storage would turn both off, and the main database's own pages (in memory) ignore
 * cache_size, so nothing else changes.
 */
export function withSortPragmas<T>(sqlite: Database.Database, run: () => T): T {
  const cacheSize = sqlite.pragma('main.cache_size', { simple: true }) as number;
  const tempStore = sqlite.pragma('temp_store', { simple: true }) as number;
  const threads = sqlite.pragma('threads', { simple: true }) as number;
  sqlite.pragma('main.cache_size = -2000');
  sqlite.pragma('temp_store = FILE');
  sqlite.pragma('threads = 2');
  try {
    return run();
  } finally {
    sqlite.pragma(`main.cache_size = ${cacheSize}`);
    sqlite.pragma(`temp_store = ${tempStore}`);
    sqlite.pragma(`threads = ${threads}`);
  }
}

/** Indexes dropped and counter triggers lifted while `load` appends rows to `tables`; everything rebuilt after. */
export function withBulkLoad<T>(sqlite: Database.Database, tables: readonly string[], load: () => T): T {
  const indexes = dropIndexes(sqlite, tables);
  const result = withTriggersLifted(sqlite, tables, load);
  buildIndexes(sqlite, indexes);
  return result;
}
