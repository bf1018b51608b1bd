import { openDatabaseImage } from '@cashloop/db';
import type Database from 'better-sqlite3';
import type { Scope } from '../lib/context';
import { catchUpTrigger, isLifted, withSortPragmas, type AppendTally, type SchemaEntry } from './bulk-load';
import { readBulkWorld } from './bulk-targets';
import { seedBulkTransactions } from './bulk-transactions';

/**
 * The `transactions` table of the large world built on a second thread, in a database file of its own
 * (the "side" file), then copied whole into the world. A copy between two tables of the same shape is
 * SQLite's transfer optimisation (`INSERT INTO t SELECT * FROM side.t` into an empty table with the same
 * indexes): records and index entries are copied in order, with their rowids, nothing sorted again —
 * about a tenth of what inserting the rows and sorting the indexes costs.
 */

/** What the thread building the side file is given. */
export interface SideTransactionsJob {
  /** The world right after the demo part (serialized): the bulk rows are drawn from what it holds. */
  image: Uint8Array;
  /** The side file: empty, attached to the world's connection as SIDE_SCHEMA before its transaction. */
  file: string;
  seed: number;
  now: number;
  scope: Scope;
  count: number;
  /** The indexes of `transactions`, as the world's schema has them (dropped there meanwhile). */
  indexes: SchemaEntry[];
}

/** The side file's name on the world's connection. */
export const SIDE_SCHEMA = 'bulk_side';

const inSchema = (sql: string, schema: string) => sql.replace(/^CREATE (UNIQUE )?(TABLE|INDEX) /, (head) => `${head}${schema}.`);

/**
 * Runs on the second thread: the demo's transactions and then the bulk ones, in the order (and with the
 * rowids) the world would give them, with every index built, committed into the side file.
 */
export function buildSideTransactions(job: SideTransactionsJob): void {
  const { sqlite } = openDatabaseImage(Buffer.from(job.image.buffer, job.image.byteOffset, job.image.byteLength));
  try {
    sqlite.pragma('foreign_keys = OFF');
    sqlite.prepare('ATTACH ? AS side').run(job.file);
    // Nothing to recover from: a failure discards the file. The cache holds the table until the commit.
    sqlite.pragma('side.journal_mode = OFF');
    sqlite.pragma('side.synchronous = OFF');
    sqlite.pragma('side.cache_size = -4000000');
    const table = sqlite.prepare("SELECT sql FROM sqlite_master WHERE type = 'table' AND name = 'transactions'").pluck().get() as string;
    const world = readBulkWorld(sqlite, job.scope, job.now);
    sqlite.transaction(() => {
      sqlite.exec(inSchema(table, 'side'));
      sqlite.exec('INSERT INTO side.transactions SELECT * FROM main.transactions');
      // From here `transactions` names the side table: the bulk writer's statements land there.
      sqlite.exec('DROP TABLE main.transactions');
      seedBulkTransactions({ sqlite, seed: job.seed, now: job.now }, job.scope, world, job.count, new Set(['transactions']));
      // No sort helper threads: the world's thread keeps the other core busy meanwhile.
      withSortPragmas(sqlite, () => {
        for (const index of job.indexes) sqlite.exec(inSchema(index.sql, 'side'));
      }, 0);
    })();
  } finally {
    sqlite.close();
  }
}

/**
 * Runs on the world's connection once the side file is committed: its `transactions` replaces the
 * world's (the demo's rows, then the bulk rows), indexes and all. Triggers stand aside for the copy (the
 * transfer needs a table without them); the lifted counters are then applied for the rows past
 * `demoLastRowid` (from `tally`, the bulk rows' own counts, where given), as withTriggersLifted would have, and the spend rollup's, deferred for the whole
 * seeding, is rebuilt by seedWorld. Any other insert trigger fails the seeding rather than be skipped.
 */
export function adoptSideTransactions(sqlite: Database.Database, indexes: readonly SchemaEntry[], demoLastRowid: number, tally?: AppendTally): void {
  // The side file was written by another connection since it was attached: reading its schema table
  // makes this connection load its schema again.
  sqlite.prepare(`SELECT COUNT(*) FROM ${SIDE_SCHEMA}.sqlite_master`).pluck().get();
  const triggers = sqlite
    .prepare("SELECT type, name, tbl_name, sql FROM main.sqlite_master WHERE type = 'trigger' AND tbl_name = 'transactions' ORDER BY rowid")
    .all() as SchemaEntry[];
  const unowed = triggers.filter((t) => /\bINSERT\s+ON\b/i.test(t.sql) && !isLifted(t.name) && !t.sql.includes('spend_rollup_deferrals'));
  if (unowed.length > 0) throw new Error(`insert triggers on transactions with no bulk catch-up (factories/bulk-load.ts): ${unowed.map((t) => t.name).join(', ')}`);
  for (const t of triggers) sqlite.exec(`DROP TRIGGER main."${t.name}"`);
  sqlite.exec('DELETE FROM main.transactions');
  for (const index of indexes) sqlite.exec(index.sql);
  sqlite.exec(`INSERT INTO main.transactions SELECT * FROM ${SIDE_SCHEMA}.transactions`);
  for (const t of triggers) {
    sqlite.exec(t.sql);
    catchUpTrigger(sqlite, t.name, demoLastRowid, tally);
  }
}
