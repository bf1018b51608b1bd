import { existsSync, mkdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';
import { migrateDatabase, openDatabase, openDatabaseImage } from '@cashloop/db';
import type { WriteGate } from './write-gate';

type Opened = ReturnType<typeof openDatabase>;
export type Sqlite = Opened['sqlite'];
export type Db = Opened['db'];
/** A whole database as bytes (`sqlite.serialize()`): what templates, snapshots and bundles hold. */
export type WorldImage = Buffer;

/**
 * Owns one world's SQLite connection (docs/decisions/0037-stock-driver-and-wal-default-world.md). The default
 * world is its file, in WAL mode: a write is in the file when it is acknowledged, so it survives the server
 * being killed. Sessions and tests live in memory, opened from an image (a template or a snapshot), so a
 * reset or a restore is a copy of bytes, not a rewrite of a file.
 */
export class DataStore {
  private opened: Opened;
  /**
   * Closed (non-null) while an upload's final copy runs in a worker: writes wait in it and reads go on
   * (mock/write-gate.ts). Null otherwise: the one check a request pays.
   */
  gate: WriteGate | null = null;
  /** Requests that may write being answered now; a closing gate waits for them. */
  writesInFlight = 0;
  /**
   * Bumped by a reset, a restore or a reopen (`replaceWith`), not by an upload's commit swapped in
   * (`swapInCommitted`): whoever started work on the world tells "the world was replaced" by it.
   */
  era = 0;
  /** Connections other work still reads (a running upload's engine) and how many hold each. */
  private readonly readers = new Map<Sqlite, number>();

  private constructor(
    opened: Opened,
    /** The world's file (the default world), or null for a world that lives only in memory. */
    readonly file: string | null,
  ) {
    this.opened = opened;
  }

  /**
   * Opens the default world: an existing file is migrated and used in place; a missing one is written from
   * `seed()` (which answers the seeded image) first. With `persist` false an existing file is only read, into
   * memory (the tests' template, which many test files open at once), and answered as `image`.
   */
  static open(file: string, seed: () => Buffer, persist = true): { store: DataStore; seeded: boolean; image?: Buffer } {
    if (file === ':memory:') return { store: DataStore.fromImage(seed()), seeded: true };
    if (!persist && existsSync(file)) {
      const image = readFileSync(file);
      const store = DataStore.fromImage(image);
      migrateDatabase(store.db);
      return { store, seeded: false, image };
    }
    let seeded = false;
    if (!existsSync(file)) {
      mkdirSync(dirname(file), { recursive: true });
      writeImageFile(file, seed());
      seeded = true;
    }
    const opened = openDatabase(file);
    migrateDatabase(opened.db);
    return { store: new DataStore(opened, persist ? file : null), seeded };
  }

  /** A world in memory only, from an image (a template or a snapshot). */
  static fromImage(image: WorldImage): DataStore {
    return new DataStore(openDatabaseImage(image), null);
  }

  get sqlite(): Sqlite {
    return this.opened.sqlite;
  }

  get db(): Db {
    return this.opened.db;
  }

  /** Bytes of the database image: the bulk of a world's memory. */
  get sizeBytes(): number {
    const pages = this.sqlite.pragma('page_count', { simple: true }) as number;
    const pageSize = this.sqlite.pragma('page_size', { simple: true }) as number;
    return pages * pageSize;
  }

  /** A copy of the whole database as it is now. */
  image(): WorldImage {
    return this.sqlite.serialize();
  }

  /** Puts the world back to an image; the old connection (and every cache keyed by it) is dropped. */
  replaceWith(image: WorldImage): void {
    this.retire(this.opened.sqlite);
    if (this.file) {
      writeImageFile(this.file, image);
      this.opened = openDatabase(this.file);
    } else {
      this.opened = openDatabaseImage(image);
    }
    this.era++;
  }

  /**
   * Makes `next` the world's connection: a database that holds everything this one does and an upload's rows
   * (the final copy made off the main thread while nothing wrote to this one), so the same world and `era`
   * stays. The old connection is closed at once unless a running upload still reads it (then at `release`).
   */
  swapInCommitted(next: Opened): void {
    this.retire(this.opened.sqlite);
    this.opened = next;
  }

  /** The connection now, kept open for the caller until `release` even if another is swapped in. */
  retain(): Sqlite {
    const sqlite = this.sqlite;
    this.readers.set(sqlite, (this.readers.get(sqlite) ?? 0) + 1);
    return sqlite;
  }

  release(sqlite: Sqlite): void {
    const left = (this.readers.get(sqlite) ?? 1) - 1;
    if (left > 0) {
      this.readers.set(sqlite, left);
      return;
    }
    this.readers.delete(sqlite);
    if (sqlite !== this.sqlite && sqlite.open) sqlite.close();
  }

  private retire(sqlite: Sqlite): void {
    if (!this.readers.has(sqlite) && sqlite.open) sqlite.close();
  }

  close(): void {
    for (const sqlite of this.readers.keys()) if (sqlite.open) sqlite.close();
    this.readers.clear();
    if (this.sqlite.open) this.sqlite.close();
  }
}

/**
 * Writes an image as the database file `file`, in place of whatever was there: beside it first, then renamed,
 * so the name always holds a whole database. The old file's write-ahead log goes with it.
 */
function writeImageFile(file: string, image: WorldImage): void {
  const temporary = `${file}.writing`;
  writeFileSync(temporary, image);
  for (const suffix of ['-wal', '-shm']) rmSync(file + suffix, { force: true });
  renameSync(temporary, file);
}

/**
 * After a write that failed for want of room: SQLite rolled it back, but an in-memory database never gives
 * back what it grew to (up to its 1 GiB cap), so the world is reopened from its own image, which holds only
 * the pages in use. Skipped for a world in a file, and while an upload of the world runs (that would cut it off).
 */
export function releaseWorldMemory(data: DataStore, uploadsRunning: boolean): boolean {
  if (data.file || uploadsRunning || !data.sqlite.open) return false;
  data.replaceWith(data.image());
  return true;
}
