import Database from 'better-sqlite3';
import { sql } from 'drizzle-orm';
import { drizzle, type BetterSQLite3Database } from 'drizzle-orm/better-sqlite3';
import { migrate } from 'drizzle-orm/better-sqlite3/migrator';
import { fileURLToPath } from 'node:url';
/**
 * Drizzle without the schema: nothing uses its relational queries (`db.query.*`), and handing it the schema
 * rebuilt their config of every table on each new connection (~0.2 ms and its garbage per session, reset
 * and restore). Queries name their tables from the schema module as before.
 */
export type Db = BetterSQLite3Database;
export type Sqlite = Database.Database;

/** The generated SQL, resolved from this file so it works from any working directory. */
export const migrationsFolder = fileURLToPath(new URL('../migrations', import.meta.url));

/** Opens (or creates) a database file, or ':memory:', with the pragmas the whole app relies on. */
export function openDatabase(file: string): { sqlite: Sqlite; db: Db } {
  const sqlite = new Database(file);
  // WAL lets readers run during writes; in-memory databases ignore it harmlessly.
  sqlite.pragma('journal_mode = WAL');
  sqlite.pragma('foreign_keys = ON');
  sqlite.pragma('busy_timeout = 5000');
  // NORMAL is durable enough under WAL for a mock and much faster than FULL.
  sqlite.pragma('synchronous = NORMAL');
  const db = drizzle(sqlite);
  return { sqlite, db };
}

/**
 * An in-memory database holding a copy of a serialized image (sqlite.serialize()): the driver's own
 * deserialize. An image of a WAL-mode file is marked, in place, as a rollback-journal database (header bytes
 * 18-19): SQLite cannot open a deserialized database in WAL mode. The image itself is copied, so it can be
 * opened again and again. It may grow to SQLite's cap for such databases (1 GiB, SQLITE_MEMDB_DEFAULT_MAXSIZE).
 */
export function openDatabaseImage(image: Buffer): { sqlite: Sqlite; db: Db } {
  if (image[18] === 2 || image[19] === 2) {
    image[18] = 1;
    image[19] = 1;
  }
  return asWorld(new Database(image));
}

/** What every in-memory world's connection gets: foreign keys on, and drizzle over it. */
function asWorld(sqlite: Sqlite): { sqlite: Sqlite; db: Db } {
  sqlite.pragma('foreign_keys = ON');
  return { sqlite, db: drizzle(sqlite) };
}

/**
 * Applies the migrations with foreign keys off, as SQLite's table rebuild needs (migration 0028: dropping the old parent
 * table would otherwise cascade into its children). The pragma cannot change inside the migrator's transaction, so it is
 * set around it; db/src/end-user-key.test.ts checks that a migrated world's keys all hold.
 */
export function migrateDatabase(db: Db): void {
  const enforced = db.get<{ foreign_keys: number }>(sql`PRAGMA foreign_keys`).foreign_keys === 1;
  db.run(sql`PRAGMA foreign_keys = OFF`);
  try {
    migrate(db, { migrationsFolder });
  } finally {
    if (enforced) db.run(sql`PRAGMA foreign_keys = ON`);
  }
}

/** The most an in-memory (deserialized) database may hold: SQLite's default SQLITE_MEMDB_DEFAULT_MAXSIZE. */
export const MEMORY_WORLD_MAX_BYTES = 1_073_741_824;
