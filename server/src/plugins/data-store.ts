import { existsSync, mkdirSync } from 'node:fs';
import { dirname } from 'node:path';
import { migrateDatabase, openDatabase } from '@cashloop/db';
import { seedWorld } from '@cashloop/seeds';
import type { ScenarioName } from '@cashloop/shared';

type Opened = ReturnType<typeof openDatabase>;
export type Sqlite = Opened['sqlite'];
export type Db = Opened['db'];

/**
 * Owns the SQLite connection. A missing file is created, migrated and seeded; an existing one is only
 * migrated, so start-up on an existing database stays fast.
 */
export class DataStore {
  private opened: Opened;

  private constructor(
    readonly file: string,
    opened: Opened,
  ) {
    this.opened = opened;
  }

  static open(file: string, seedIfNew: { scenario: ScenarioName; seed: number; now: number }): DataStore {
    const isNew = file === ':memory:' || !existsSync(file);
    if (file !== ':memory:') mkdirSync(dirname(file), { recursive: true });
    const opened = openDatabase(file);
    migrateDatabase(opened.db);
    const store = new DataStore(file, opened);
    if (isNew) store.seed(seedIfNew.scenario, seedIfNew.seed, seedIfNew.now);
    return store;
  }

  get sqlite(): Sqlite {
    return this.opened.sqlite;
  }

  get db(): Db {
    return this.opened.db;
  }

  /** Empties every table and seeds again, in one transaction, so a failed reset leaves the old world. */
  reseed(scenario: ScenarioName, seed: number, now: number): void {
    const sqlite = this.sqlite;
    const tables = sqlite
      .prepare("SELECT name FROM sqlite_master WHERE type='table' AND name NOT LIKE 'sqlite_%' AND name NOT LIKE '__drizzle%'")
      .all() as { name: string }[];
    sqlite.pragma('foreign_keys = OFF');
    try {
      sqlite.transaction(() => {
        for (const { name } of tables) sqlite.prepare(`DELETE FROM "${name}"`).run();
        seedWorld(sqlite, { scenario, seed, now });
      })();
    } finally {
      sqlite.pragma('foreign_keys = ON');
    }
    this.checkpoint();
  }

  // seedWorld is its own transaction and turns foreign keys off first: an outer transaction would
  // make that pragma a no-op and fail its bulk, out-of-order inserts.
  private seed(scenario: ScenarioName, seed: number, now: number): void {
    seedWorld(this.sqlite, { scenario, seed, now });
    this.checkpoint();
  }

  /** Folds the seeding's write-ahead log (~100 MB) into the file, so it is not left beside it. */
  private checkpoint(): void {
    this.sqlite.pragma('wal_checkpoint(TRUNCATE)');
  }

  close(): void {
    this.sqlite.close();
  }
}
