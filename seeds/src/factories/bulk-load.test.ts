import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { migrateDatabase, openDatabase, withSpendRollupDeferred } from '@cashloop/db';
import { fillListPosts } from '@cashloop/db/list-posts';
import type Database from 'better-sqlite3';
import { afterAll, describe, expect, it } from 'vitest';
import { seedWorld } from '../index';
import { BULK_TABLES } from '../scenarios/large';
import { lastRowidOf, withTriggersLifted } from './bulk-load';

const NOW = Date.UTC(2025, 10, 22, 9, 30);
const BULK = 2_000;

function seeded(scenario: 'demo' | 'large' | 'empty', bulk = BULK) {
  const { sqlite, db } = openDatabase(':memory:');
  migrateDatabase(db);
  seedWorld(sqlite, { scenario, seed: 42, now: NOW, largeBulkCount: bulk });
  return sqlite;
}

/** The counters the lifted triggers keep, with their rowids: what a catch-up must leave exactly as the triggers would. */
const counters = (sqlite: Database.Database) => ({
  scopeRowCounts: sqlite.prepare('SELECT rowid, * FROM scope_row_counts ORDER BY rowid').raw().all(),
  retailers: sqlite.prepare('SELECT rowid, id, live_transaction_count, sandbox_transaction_count FROM retailers ORDER BY rowid').raw().all(),
});

describe('bulk load', () => {
  const dir = mkdtempSync(join(tmpdir(), 'cashloop-bulk-load-'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it("counters caught up from the loader's counts equal those caught up by reading the appended rows back", () => {
    // The large world's counters were caught up from the bulk generator's tally.
    const large = seeded('large');
    const file = join(dir, 'large.sqlite');
    writeFileSync(file, large.serialize());
    // The large world without bulk rows (its demo part, at the large scenario's volumes) is the large one before
    // them: append those rows to it, counters lifted and caught up set-based from the rows themselves (no tally).
    const demo = seeded('large', 0);
    demo.pragma('foreign_keys = OFF');
    // As before a seeding's fill: a bulk load owes no fence posts only where there are none yet.
    demo.exec('DELETE FROM transaction_list_posts; DELETE FROM cashback_list_posts');
    demo.prepare('ATTACH ? AS large').run(file);
    demo.transaction(() => {
      withTriggersLifted(demo, BULK_TABLES, () => {
        for (const table of BULK_TABLES) {
          demo.prepare(`INSERT INTO main."${table}" SELECT * FROM large."${table}" WHERE rowid > ? ORDER BY rowid`).run(lastRowidOf(demo, table));
        }
      });
    })();
    expect(demo.prepare('SELECT COUNT(*) FROM cashback').pluck().get()).toBe(large.prepare('SELECT COUNT(*) FROM cashback').pluck().get());
    expect(counters(demo)).toEqual(counters(large));
  }, 120_000);

  it("lifts the spend rollup's insert trigger only while the rollup is deferred (when it would do nothing)", () => {
    const world = seeded('empty');
    // As before a seeding's fill: no fence posts, so their triggers may be lifted too.
    world.exec('DELETE FROM transaction_list_posts; DELETE FROM cashback_list_posts');
    const present = () => world.prepare("SELECT COUNT(*) FROM sqlite_master WHERE name = 'transactions_spend_rollup_insert'").pluck().get() === 1;
    const during: boolean[] = [];
    const load = () => withTriggersLifted(world, ['transactions'], () => void during.push(present()));
    // Not deferred: the trigger would add to the rollup, so it stays and fires per row.
    world.transaction(load)();
    // Deferred (the seeding's rebuild, an upload's set-based add): lifted for the load, and back after it.
    world.transaction(() => withSpendRollupDeferred(world, 'test', load))();
    expect(during).toEqual([true, false]);
    expect(present()).toBe(true);
  });

  it('refuses to lift the fence posts\' triggers where posts exist (they would be left short)', () => {
    // A seeding's loads run before the posts are filled, so they owe them nothing; a world with posts would.
    const demo = seeded('demo');
    fillListPosts(demo);
    const load = (tables: readonly string[]) => demo.transaction(() => withTriggersLifted(demo, tables, () => undefined))();
    expect(() => load(['transactions'])).toThrow(/transaction_list_posts has fence posts/);
    expect(() => load(['cashback'])).toThrow(/cashback_list_posts has fence posts/);
    // Without posts nothing is owed.
    demo.exec('DELETE FROM transaction_list_posts; DELETE FROM cashback_list_posts');
    expect(() => load(BULK_TABLES)).not.toThrow();
  }, 60_000);
});
