import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';
import { migrateDatabase, openDatabase, openDatabaseImage } from '@cashloop/db';
import type { WriteGate } from '../mock/write-gate';
import { removeOldFile, replaceWorldFile, syncFile } from './world-file';
import { openWorldImage, type WorldImage } from './world-image';

type Opened = ReturnType<typeof openDatabase>;
export type Sqlite = Opened['sqlite'];
export type Db = Opened['db'];

/** How often a world with a file checks whether it has changes to write back. */
const FLUSH_EVERY_MS = 2_000;
/**
 * A write-back copies the whole image (SQLite's backup has no notion of changed pages), so under steady
 * writes it would run back to back: ~8 % of the server's CPU in a soak of the demo world, and for the
 * `large` world a 1.3 GB file rewritten without pause. The next write waits at least this many times the
 * last one's duration, which bounds the background copying to about 1/(1 + this) of the time.
 */
const FLUSH_SPACING = 20;

/**
 * Owns one world's SQLite connection. Every world runs in memory, so a reset or a snapshot restore is a
 * copy of an image, not a rewrite of a file (docs/decisions/0007-worlds-in-memory.md). The default world
 * keeps its file as a durable copy: loaded at start-up, written back in the background (SQLite's online
 * backup, a few pages per tick) a moment after it changes, spaced out by how long a write takes
 * (FLUSH_SPACING), and written at once on close.
 */
export class DataStore {
  private opened: Opened;
  private flushTimer: NodeJS.Timeout | null = null;
  /** Connections replaced while a background write was copying them; closed when it ends. */
  private retired: Sqlite[] = [];
  /** total_changes() when the file was last written, and whether the connection was swapped since. */
  private savedChanges = 0;
  private swapped = false;
  /** Not before this (ms since the epoch, wall time): see FLUSH_SPACING. */
  private nextFlushAt = 0;
  /** The write-back under way (null when none), and whether a swap asked it to stop at its next step. */
  private flushRun: Promise<void> | null = null;
  private stopFlush = false;
  /** Its copy of the connection, while SQLite's backup still reads it (settled when it has let go). */
  private copyRun: Promise<unknown> | null = null;
  /**
   * Closed (non-null) while an upload's final copy runs in a worker on a copy of this world: writes wait in
   * it and reads go on (mock/write-gate.ts, decision 0013). Null otherwise: the one check a request pays.
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
    /** The durable copy, or null for a world that lives only in memory (sessions, tests). */
    readonly file: string | null,
  ) {
    this.opened = opened;
    this.savedChanges = this.changes();
    if (file) {
      this.flushTimer = setInterval(() => void this.flush(), FLUSH_EVERY_MS);
      this.flushTimer.unref();
    }
  }

  /**
   * Opens the default world: an existing file is migrated and loaded into memory; a missing one is
   * seeded by `seed` (which answers the image) and written.
   */
  /** `image` is what was read or seeded, for a caller that keeps it as a template. */
  static open(file: string, seed: () => Buffer, persist = true): { store: DataStore; seeded: boolean; image?: Buffer } {
    if (file === ':memory:') return { store: DataStore.fromImage(seed()), seeded: true };
    if (!persist && existsSync(file)) {
      // Read, never opened: nothing is written to a file others may be reading (the tests' template).
      const image = readFileSync(file);
      const store = DataStore.fromImage(image);
      migrateDatabase(store.db);
      return { store, seeded: false, image };
    }
    mkdirSync(dirname(file), { recursive: true });
    if (!existsSync(file)) {
      const store = new DataStore(openDatabaseImage(seed()), persist ? file : null);
      store.swapped = true;
      return { store, seeded: true };
    }
    // A write-ahead log left beside the file (an older server, a crash) is folded in first; otherwise the
    // file is read as it is, which is much faster than serializing it through SQLite.
    if (existsSync(`${file}-wal`)) {
      const onDisk = openDatabase(file);
      try {
        onDisk.sqlite.pragma('wal_checkpoint(TRUNCATE)');
      } finally {
        onDisk.sqlite.close();
      }
    }
    const store = new DataStore(openDatabaseImage(readFileSync(file)), persist ? file : null);
    const before = store.changes();
    migrateDatabase(store.db);
    // A migration applied in memory must reach the file too.
    if (store.changes() !== before) store.swapped = true;
    return { store, seeded: false };
  }

  /** A world in memory only, from an image (a template or a snapshot). */
  static fromImage(image: WorldImage): DataStore {
    return new DataStore(openWorldImage(image), null);
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
  image(): Buffer {
    return this.sqlite.serialize();
  }

  /** Puts the world back to an image; the old connection (and every cache keyed by it) is dropped. */
  replaceWith(image: WorldImage): void {
    const previous = this.opened;
    // Closing first lets the copy reuse the old world's memory (and halves the peak); nothing runs in between.
    if (!this.copyRun) previous.sqlite.close();
    else this.retired.push(previous.sqlite);
    this.opened = openWorldImage(image);
    this.swapped = true;
    this.era++;
  }

  /**
   * Makes `next` the world's connection: a database that holds everything this one does and an upload's rows
   * (the final copy made off the main thread on a copy of it, while nothing wrote to it), so the same world
   * and `era` stays. Nothing is copied: `next` is already open (a shared in-memory database the worker
   * wrote). The old connection is closed at once when nothing else reads it; one a running upload or a
   * write-back still reads is closed when they let go of it. `sameContent`: `next` holds exactly what this one
   * does (the world parked in a file for a commit), so the file on disk is as up to date as before.
   */
  swapInCommitted(next: Opened, sameContent = false): void {
    const dirty = this.dirty;
    const previous = this.opened.sqlite;
    if (this.copyRun || this.readers.has(previous)) this.retired.push(previous);
    else previous.close();
    this.opened = next;
    this.swapped = sameContent ? dirty : true;
    if (sameContent) this.savedChanges = this.changes();
  }

  /** The connection now, kept open for the caller until `release` even if a commit swaps another in. */
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
    if (sqlite !== this.sqlite && !this.copyRun && sqlite.open) {
      this.retired = this.retired.filter((old) => old !== sqlite);
      sqlite.close();
    }
  }

  changes(): number {
    return this.sqlite.prepare('SELECT total_changes()').pluck().get() as number;
  }

  private get dirty(): boolean {
    return this.swapped || this.changes() !== this.savedChanges;
  }

  /**
   * Writes the world to its file in the background when it changed; later writes are picked up next time. Not
   * while the gate holds writes: an upload's commit will swap another world in, which the next tick writes.
   */
  flush(): Promise<void> {
    if (!this.file || this.flushRun || this.gate || !this.sqlite.open || Date.now() < this.nextFlushAt || !this.dirty) return Promise.resolve();
    this.flushRun = this.writeBack().finally(() => {
      this.flushRun = null;
    });
    return this.flushRun;
  }

  /** Connections swapped out while a write-back copied them, once nothing reads them any more. */
  private closeRetired(): void {
    this.retired = this.retired.filter((old) => {
      if (this.readers.has(old)) return true;
      if (old.open) old.close();
      return false;
    });
  }

  /**
   * Stops a write-back under way (at its next step, a few ms) and waits for it, so that a reset or a
   * restore can close the old connection before copying: the copy then reuses the old world's memory.
   * Copying while a backup still held the old one took fresh memory instead, which on this VM cost up to
   * ~300 ms for the demo world (bench:sessions' default-world resets, decision 0007). The next tick
   * writes the new world.
   */
  async settle(): Promise<void> {
    if (!this.copyRun) return;
    this.stopFlush = true;
    await this.copyRun.catch(() => undefined);
  }

  private async writeBack(): Promise<void> {
    const started = Date.now();
    const source = this.sqlite;
    const changes = this.changes();
    this.swapped = false;
    const temporary = `${this.file}.writing`;
    try {
      rmSync(temporary, { force: true });
      this.copyRun = source
        .backup(temporary, {
          progress: () => {
            if (this.stopFlush) throw new Error('write-back stopped for a swap');
            return 100; // pages per step: better-sqlite3's own rate
          },
        })
        .finally(() => {
          this.copyRun = null;
          this.stopFlush = false;
          this.closeRetired();
        });
      await this.copyRun;
      if (source !== this.sqlite) return; // swapped while copying: the next tick writes the new world
      // SQLite is built not to sync (SQLITE_DEFAULT_SYNCHRONOUS=0, patches/): the backup's last step used to
      // fsync on this thread and hold every request for as long as the disk took (0.3-0.4 s for the demo
      // world, 2.4-3.3 s for `large`; decision 0014, fourth pass). The file is synced on libuv's thread
      // pool instead, before the rename makes it the world's file.
      await syncFile(temporary);
      await removeOldFile(this.file!); // one a crash left between the link and its removal
      if (source !== this.sqlite || !source.open) return; // replaced or closed meanwhile
      replaceWorldFile(this.file!, temporary, true);
      this.savedChanges = changes;
      await removeOldFile(this.file!).catch(() => undefined); // else the next write-back removes it first
    } catch {
      this.swapped = true; // closed, stopped or failed mid-copy: try again on the next tick
    } finally {
      this.nextFlushAt = Date.now() + FLUSH_SPACING * (Date.now() - started);
    }
  }

  close(): void {
    if (this.flushTimer) clearInterval(this.flushTimer);
    if (this.file && this.sqlite.open && this.dirty) {
      const temporary = `${this.file}.closing`;
      writeFileSync(temporary, this.image());
      replaceWorldFile(this.file, temporary);
    }
    for (const old of this.retired.splice(0)) if (old.open) old.close();
    if (this.sqlite.open) this.sqlite.close();
  }
}

/**
 * After a write that failed for want of room: SQLite rolled it back, but an in-memory database never
 * gives back what it grew to (up to the 2 GiB cap), so the world is reopened from its own image, which holds
 * only the pages in use. Skipped while an upload of the world runs, since that would cut it off.
 */
export function releaseWorldMemory(data: DataStore, uploadsRunning: boolean): boolean {
  if (uploadsRunning || !data.sqlite.open) return false;
  data.replaceWith(data.image());
  return true;
}
