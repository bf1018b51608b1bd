import { availableParallelism, loadavg } from 'node:os';
import type Database from 'better-sqlite3';
import { phase } from '../lib/phases';

/**
 * Bulk loading the way SQLite is fastest at it: the secondary indexes of the loaded tables are dropped,
 * the rows appended, and each index built again by one sort (CREATE INDEX) from its own stored SQL, so
 * the schema ends exactly as migrated (whatever indexes the migrations left: none is named here).
 *
 * The per-row insert triggers that keep counters (retailer transaction counts, migration 0002/0004; list
 * totals, migration 0005) would upsert a row per inserted row; they are lifted for the load and their
 * effect applied once, set-based, over the rows the load appended (rowids past the table's last one), or
 * from the counts the loader kept of them (AppendTally), which reads nothing back. A trigger not listed here stays and fires per row, so a new trigger can never be skipped silently.
 * Everything runs inside the seeding transaction: a failure leaves no half-built schema behind.
 * Measured on the 2-core box: docs/decisions/0016-large-scenario.md.
 */
type Catchup = (sqlite: Database.Database, afterRowid: number) => void;

/**
 * What a loader counted of the rows it appended, all in one partition: the lifted counters are then brought
 * up to date from these figures instead of reading a million rows back (three table scans, ~2 s of CPU at
 * 1M; docs/decisions/0016). Counted while the rows were drawn, so they are the rows' own counts.
 */
export interface AppendTally {
  publisherId: string;
  env: 'live' | 'sandbox';
  /** Transactions appended. */
  transactions: number;
  /** Transactions appended per retailer (none without one). */
  transactionsByRetailer: ReadonlyMap<string, number>;
  /** Cashback appended per status. */
  cashbackByStatus: ReadonlyMap<string, number>;
}
type TallyCatchup = (sqlite: Database.Database, tally: AppendTally, afterRowid: number) => void;

/** Upserts scope_row_counts rows in the order the set-based catch-up's GROUP BY would (BINARY order of status). */
const addScopeCounts = (sqlite: Database.Database, tally: AppendTally, entity: string, counts: [string, number][]) => {
  const upsert = sqlite.prepare(
    `INSERT INTO scope_row_counts (publisher_id, env, entity, status, n) VALUES (?, ?, ?, ?, ?) ON CONFLICT DO UPDATE SET n = n + excluded.n`,
  );
  for (const [status, n] of counts.sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))) if (n > 0) upsert.run(tally.publisherId, tally.env, entity, status, n);
};

/**
 * The fence posts' insert triggers (migration 0015) move the count of the block a new row falls in, and do
 * nothing in a scope without posts. Posts come from a fill after the seeding (db/src/list-posts.ts), so a
 * seeding's bulk load finds none and owes nothing; a load into a world that has posts would leave them
 * short, so it fails rather than skip them (fill the posts again after such a load instead).
 */
const noPostsOwed = (posts: string): Catchup & TallyCatchup => (sqlite) => {
  if (sqlite.prepare(`SELECT EXISTS (SELECT 1 FROM ${posts})`).pluck().get() === 1) {
    throw new Error(`${posts} has fence posts: a bulk load with its trigger lifted would leave them short`);
  }
};

/** The cashback day rollup (migration 0018) of the rows past `afterRowid`, as the migration's backfill computes it. */
const addCashbackDays: Catchup = (sqlite, afterRowid) => {
  sqlite.prepare(
    `INSERT INTO cashback_rollup_retailer_day (publisher_id, env, retailer_id, day, n, volume)
     SELECT publisher_id, env, retailer_id, created_on - ((created_on % 86400000) + 86400000) % 86400000, COUNT(*), SUM(end_user_cashback_receivable)
     FROM cashback WHERE rowid > ? AND retailer_id IS NOT NULL AND status NOT IN ('DECLINED', 'DISQUALIFIED')
     GROUP BY 1, 2, 3, 4
     ON CONFLICT DO UPDATE SET n = n + excluded.n, volume = volume + excluded.volume`,
  ).run(afterRowid);
};

/** Nothing owed: the trigger does nothing while it is lifted (see `onlyWhile`). */
const nothingOwed: Catchup & TallyCatchup = () => undefined;

/**
 * `onlyWhile`: the trigger is lifted only while this holds when the load starts (else it stays and fires per
 * row). The spend rollup's insert trigger does nothing while a writer holds a deferral (migration 0008's guard;
 * that writer adds the rows set-based after, as the seeding's rebuild does), yet SQLite still runs its WHEN and
 * the deferral lookup for every inserted row: 1M times in the large seeding (docs/decisions/0016, sixth section).
 */
const LIFTED_TRIGGERS: Record<string, { table: string; catchup: Catchup; fromTally: TallyCatchup; onlyWhile?: (sqlite: Database.Database) => boolean }> = {
  transactions_spend_rollup_insert: {
    table: 'transactions',
    catchup: nothingOwed,
    fromTally: nothingOwed,
    onlyWhile: (sqlite) => sqlite.prepare('SELECT EXISTS (SELECT 1 FROM spend_rollup_deferrals)').pluck().get() === 1,
  },
  // Migration 0022's counts of each end user's rows: seedWorld counts them all once its rows are in (countEndUserRows),
  // since the seeding writes rows out of dependency order (an end user may come after their transactions).
  end_user_transactions_insert: { table: 'transactions', catchup: nothingOwed, fromTally: nothingOwed },
  end_user_cashback_insert: { table: 'cashback', catchup: nothingOwed, fromTally: nothingOwed },
  transactions_list_posts_insert: { table: 'transactions', catchup: noPostsOwed('transaction_list_posts'), fromTally: noPostsOwed('transaction_list_posts') },
  cashback_list_posts_insert: { table: 'cashback', catchup: noPostsOwed('cashback_list_posts'), fromTally: noPostsOwed('cashback_list_posts') },
  transactions_count_retailer_insert: {
    table: 'transactions',
    fromTally: (sqlite, tally) => {
      const column = tally.env === 'live' ? 'live_transaction_count' : 'sandbox_transaction_count';
      const add = sqlite.prepare(`UPDATE retailers SET ${column} = ${column} + ? WHERE id = ?`);
      for (const [id, n] of tally.transactionsByRetailer) add.run(n, id);
    },
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
    fromTally: (sqlite, tally) => addScopeCounts(sqlite, tally, 'transactions', [['', tally.transactions]]),
    catchup: (sqlite, after) =>
      sqlite.prepare(
        `INSERT INTO scope_row_counts (publisher_id, env, entity, status, n)
         SELECT publisher_id, env, 'transactions', '', COUNT(*) FROM transactions WHERE rowid > ? GROUP BY publisher_id, env
         ON CONFLICT DO UPDATE SET n = n + excluded.n`,
      ).run(after),
  },
  // Migration 0018's cashback day rollup: the tally has no days or amounts, so both read the appended rows back
  // (one pass over them grouped per scope, retailer and day; a trigger per row was one upsert each).
  cashback_rollup_insert: { table: 'cashback', catchup: addCashbackDays, fromTally: (sqlite, _tally, after) => addCashbackDays(sqlite, after) },
  cashback_scope_count_insert: {
    table: 'cashback',
    fromTally: (sqlite, tally) => addScopeCounts(sqlite, tally, 'cashback', [...tally.cashbackByStatus]),
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

/** Builds indexes from their stored SQL, each by one sort (withSortPragmas; `threads` as there). */
export function buildIndexes(sqlite: Database.Database, indexes: readonly SchemaEntry[], threads?: number): void {
  withSortPragmas(sqlite, () => {
    for (const s of indexes) phase(`index ${s.name}`, () => sqlite.exec(s.sql));
  }, threads);
}

/**
 * Runs `load` with the counter triggers of `tables` lifted (LIFTED_TRIGGERS), then puts them back and
 * applies each once, set-based, over the rows the load appended, or from the counts the load kept
 * (`tallyOf` its result) where it kept them.
 */
export function withTriggersLifted<T>(sqlite: Database.Database, tables: readonly string[], load: () => T, tallyOf?: (result: T) => AppendTally): T {
  const lifted = Object.keys(LIFTED_TRIGGERS).filter((name) => {
    const { table, onlyWhile } = LIFTED_TRIGGERS[name]!;
    return tables.includes(table) && (!onlyWhile || onlyWhile(sqlite));
  });
  const triggers = lifted.length === 0 ? [] : (sqlite
    .prepare(`SELECT type, name, tbl_name, sql FROM sqlite_master WHERE type = 'trigger' AND name IN (${lifted.map(() => '?').join(', ')}) ORDER BY rowid`)
    .all(...lifted) as SchemaEntry[]);
  // Where each table with a lifted trigger ends now: the load appends after it.
  const lastRowid = new Map(triggers.map((t) => [t.tbl_name, lastRowidOf(sqlite, t.tbl_name)]));
  for (const s of triggers) sqlite.exec(`DROP TRIGGER "${s.name}"`);
  const result = load();
  const tally = tallyOf?.(result);
  for (const s of triggers) {
    sqlite.exec(s.sql);
    catchUpTrigger(sqlite, s.name, lastRowid.get(s.tbl_name)!, tally);
  }
  return result;
}

export const lastRowidOf = (sqlite: Database.Database, table: string) =>
  sqlite.prepare(`SELECT COALESCE(MAX(rowid), 0) FROM "${table}"`).pluck().get() as number;

export const isLifted = (trigger: string) => trigger in LIFTED_TRIGGERS;

/**
 * Applies a lifted trigger's effect for the rows past `afterRowid` (from `tally` where given: those rows'
 * own counts); a trigger that is not lifted has none owed.
 */
export function catchUpTrigger(sqlite: Database.Database, name: string, afterRowid: number, tally?: AppendTally): void {
  const lifted = LIFTED_TRIGGERS[name];
  if (!lifted) return;
  if (tally) lifted.fromTally(sqlite, tally, afterRowid);
  else lifted.catchup(sqlite, afterRowid);
}

/**
 * Helper threads for the index sorts: two where a core is idle, none on a busy machine. They overlap
 * sorting with reading the table, but cost a fifth more CPU (16-17 s against 13.6-14 s for the 18 bulk
 * indexes at 1M, docs/decisions/0016): with no idle core that is only more work competing for the same ones.
 * The 1-minute load average counts this thread too (well under 1 after the ~20 s before the builds).
 */
export function sortThreads(): number {
  return loadavg()[0]! < availableParallelism() - 1 ? 2 : 0;
}

/**
 * Index sorts in runs: SQLite sorts a few megabytes at a time (cache_size) and merges the runs from
 * temporary files, which costs a tenth less CPU than one sort of a million records in memory (their
 * list is chased all over the heap; measured in docs/decisions/0016), and lets it use helper threads
 * (`threads`, sortThreads unless given: none where two seeding threads already keep both cores busy). In-memory
 * temp storage would turn both off, and the main database's own pages (in memory) ignore cache_size, so
 * nothing else changes.
 */
export function withSortPragmas<T>(sqlite: Database.Database, run: () => T, threads = sortThreads()): T {
  const cacheSize = sqlite.pragma('main.cache_size', { simple: true }) as number;
  const tempStore = sqlite.pragma('temp_store', { simple: true }) as number;
  const before = sqlite.pragma('threads', { simple: true }) as number;
  // Left alone where temporary files already go to files (FILE, or the default of a build with TEMP_STORE 0 or 1, as
  // better-sqlite3's stock build): any change fails inside a transaction once the temp schema is open, which an
  // ALTER TABLE … DROP COLUMN in a migration does.
  const onFile = tempStore === 1 || (tempStore === 0 && compiledTempStore(sqlite) <= 1);
  sqlite.pragma('main.cache_size = -2000');
  if (!onFile) sqlite.pragma('temp_store = FILE');
  sqlite.pragma(`threads = ${threads}`);
  try {
    return run();
  } finally {
    sqlite.pragma(`main.cache_size = ${cacheSize}`);
    if (!onFile) sqlite.pragma(`temp_store = ${tempStore}`);
    sqlite.pragma(`threads = ${before}`);
  }
}

/** The build's SQLITE_TEMP_STORE (1, SQLite's default, where the build does not say). */
function compiledTempStore(sqlite: Database.Database): number {
  const options = sqlite.pragma('compile_options', { simple: false }) as { compile_options: string }[];
  const found = options.map((o) => /^TEMP_STORE=(\d)$/.exec(o.compile_options)).find((m) => m !== null);
  return found ? Number(found[1]) : 1;
}

/**
 * Indexes of `tables` dropped while `load` runs and built again after it, each by one sort in memory (no
 * trigger lifted; not withSortPragmas: for a few hundred thousand rows one in-memory sort is as cheap, and
 * temp_store cannot change once a temp table was used in the transaction, as the spend rollup's are).
 */
export function withIndexesBuiltAfter<T>(sqlite: Database.Database, tables: readonly string[], load: () => T): T {
  const indexes = dropIndexes(sqlite, tables);
  const result = load();
  for (const s of indexes) phase(`index ${s.name}`, () => sqlite.exec(s.sql));
  return result;
}

/** Indexes dropped and counter triggers lifted while `load` appends rows to `tables`; everything rebuilt after. */
export function withBulkLoad<T>(sqlite: Database.Database, tables: readonly string[], load: () => T): T {
  const indexes = dropIndexes(sqlite, tables);
  const result = withTriggersLifted(sqlite, tables, load);
  buildIndexes(sqlite, indexes);
  return result;
}
