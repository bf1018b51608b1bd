import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { migrateDatabase, openDatabase } from '@cashloop/db';
import { seedWorld } from '@cashloop/seeds';

/** A demo-world database file in a temp folder, and the function that removes it. */
export function seededFile(prefix: string, now = Date.now()): { file: string; dir: string; cleanup: () => void } {
  const dir = mkdtempSync(join(tmpdir(), prefix));
  const file = join(dir, 'world.sqlite');
  const { sqlite, db } = openDatabase(file);
  migrateDatabase(db);
  seedWorld(sqlite, { scenario: 'demo', seed: 42, now });
  sqlite.pragma('wal_checkpoint(TRUNCATE)');
  sqlite.close();
  return { file, dir, cleanup: () => rmSync(dir, { recursive: true, force: true }) };
}
