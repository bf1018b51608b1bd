import { copyFileSync, existsSync, mkdirSync, mkdtempSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { migrateDatabase, openDatabase } from '@cashloop/db';
import { seedWorld } from '@cashloop/seeds';

/** Where seeded `large` worlds are kept between runs (seeding one takes tens of seconds and 1.3 GB). */
const KEEP_DIR = join(tmpdir(), 'cashloop-large-worlds');

/**
 * A `large`-scenario database file (seed 42, `bulk` bulk transactions) in a temp folder of its own, and
 * the function that removes it. The seeded file is kept in KEEP_DIR and copied for each run, since the
 * server writes its default world back (the clock's catch-up moves cashback on); `reseed` (or a missing
 * file) seeds it again, dated relative to now.
 */
export function seededLargeFile(prefix: string, bulk: number, reseed = false): { file: string; seededNow: boolean; seedMs: number; cleanup: () => void } {
  mkdirSync(KEEP_DIR, { recursive: true });
  const kept = join(KEEP_DIR, `large-42-${bulk}.sqlite`);
  let seedMs = 0;
  const seededNow = reseed || !existsSync(kept);
  if (seededNow) {
    const started = performance.now();
    const { sqlite, db } = openDatabase(':memory:');
    migrateDatabase(db);
    seedWorld(sqlite, { scenario: 'large', seed: 42, now: Date.now(), largeBulkCount: bulk });
    const image = sqlite.serialize();
    sqlite.close();
    seedMs = performance.now() - started;
    writeFileSync(`${kept}.writing`, image);
    renameSync(`${kept}.writing`, kept);
  }
  const dir = mkdtempSync(join(tmpdir(), prefix));
  const file = join(dir, 'world.sqlite');
  copyFileSync(kept, file);
  return { file, seededNow, seedMs, cleanup: () => rmSync(dir, { recursive: true, force: true }) };
}
