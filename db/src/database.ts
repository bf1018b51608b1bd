import Database from 'better-sqlite3';
import { drizzle, type BetterSQLite3Database } from 'drizzle-orm/better-sqlite3';
import { migrate } from 'drizzle-orm/better-sqlite3/migrator';
import { fileURLToPath } from 'node:url';
import * as schema from './schema/index';

export type Schema = typeof schema;
export type Db = BetterSQLite3Database<Schema>;
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
  const db = drizzle(sqlite, { schema });
  return { sqlite, db };
}

/**
 * An in-memory database holding a copy of a serialized image (sqlite.serialize()). An image of a WAL-mode
 * file is marked, in place, as a rollback-journal database (header bytes 18-19): SQLite cannot open a
 * deserialized database in WAL mode. The image itself is copied, so it can be opened again and again.
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
  return { sqlite, db: drizzle(sqlite, { schema }) };
}

/**
 * The URI of an in-memory database that every connection of this process opening it shares (SQLite's memdb
 * VFS: a name starting with '/'), on any thread. It lives while one connection to it stays open. The build
 * interprets URI filenames (SQLITE_USE_URI=1, patches/; decision 0015).
 */
export function sharedMemoryUri(name: string): string {
  return `file:/${encodeURIComponent(name)}?vfs=memdb`;
}

/** Opens a shared in-memory database (sharedMemoryUri) with the pragmas an in-memory world has. */
export function openSharedMemoryDatabase(uri: string): { sqlite: Sqlite; db: Db } {
  return asWorld(new Database(uri));
}

/** A connection of the patched build, which can map an image (patches/, decision 0007, 2026-11-25). */
type MappingSqlite = Sqlite & {
  mapImage?: (path: string, reserveKb: number) => Sqlite;
  mappedRegion?: () => [string, number] | null;
};

/** Whether this build of better-sqlite3 maps database images copy-on-write (the patch; not on Windows). */
export const canMapImages = process.platform !== 'win32' && typeof (Database.prototype as MappingSqlite).mapImage === 'function';

/**
 * An in-memory database whose image is the file at `file`, mapped copy-on-write: opening it copies
 * nothing, its pages are shared with the file's (the page cache) until written, and it may grow in place
 * up to `reserveBytes` (then SQLITE_FULL, as an in-memory database at its cap). The file must never be
 * written in place while mapped; replacing or removing it is fine.
 */
export function openDatabaseMapped(file: string, reserveBytes: number): { sqlite: Sqlite; db: Db } {
  const sqlite = new Database(':memory:') as MappingSqlite;
  try {
    sqlite.mapImage!(file, Math.floor(reserveBytes / 1024));
  } catch (error) {
    sqlite.close();
    throw error;
  }
  return asWorld(sqlite);
}

/** Where a mapped database's image lies in this process's memory (start address, bytes reserved), or null. */
export function mappedRegion(sqlite: Sqlite): { start: bigint; bytes: number } | null {
  const region = (sqlite as MappingSqlite).mappedRegion?.() ?? null;
  return region ? { start: BigInt(`0x${region[0]}`), bytes: region[1] } : null;
}

export function migrateDatabase(db: Db): void {
  migrate(db, { migrationsFolder });
}
