import { rebuildSpendRollup, recordEvents, withSpendRollupDeferred } from '@cashloop/db';
import type { SpendDayTotals } from '@cashloop/db/spend-rollup';
import type { ScenarioName } from '@cashloop/shared/common/enums';
import type Database from 'better-sqlite3';
import { demoAccounts } from './demo-accounts';
import { createContext } from './lib/context';
import { phase } from './lib/phases';
import { seedDemo } from './scenarios/demo';
import { seedEmpty } from './scenarios/empty';
import { countEndUserRows } from '@cashloop/db/end-user-counts';
import { fillListPosts } from '@cashloop/db/list-posts';
import { BULK_TABLES, openSideFile, seedLarge, type SideFile } from './scenarios/large';
import { withIndexesBuiltAfter } from './factories/bulk-load';

export { demoAccounts, findDemoAccount, type DemoAccount } from './demo-accounts';

export interface SeedOptions {
  scenario: ScenarioName;
  seed: number;
  /** The clock's now (epoch ms); everything is dated relative to it. */
  now: number;
  /** `large` only: bulk transactions (and cashback) to add; 1,000,000 unless given (tests use fewer). */
  largeBulkCount?: number;
  /**
   * `large` only: 2 builds its transactions on a second thread, 1 (the default) seeds on this one alone; the
   * rows are the same. Two cost ~10 s more CPU at 1M (the side thread's own draws and module load, the copy of
   * its table) and have not yet been measured on a quiet box with both cores free, so they are opt-in
   * (docs/decisions/0016-large-scenario.md, fifth section).
   */
  largeThreads?: 1 | 2;
}

export interface SeedSummary {
  scenario: ScenarioName;
  seed: number;
  now: number;
  /** Row count of every table after seeding. */
  counts: Record<string, number>;
}

/**
 * Fills an already-migrated, empty database. Same seed and now give a byte-identical database.
 * Runs in one transaction (or inside the caller's) with foreign keys checked once at the end:
 * rows are written in bulk, not in dependency order.
 */
export function seedWorld(sqlite: Database.Database, options: SeedOptions): SeedSummary {
  // foreign_keys cannot change inside a transaction; a caller's transaction gets deferred checks.
  const nested = sqlite.inTransaction;
  const fkWasOn = sqlite.pragma('foreign_keys', { simple: true }) === 1;
  if (!nested) sqlite.pragma('foreign_keys = OFF');
  // The large world's transactions are built on a second thread into a file attached here, before the
  // transaction (scenarios/large.ts); inside a caller's transaction it is seeded on this thread alone.
  const side: SideFile | null = options.scenario === 'large' && !nested && options.largeThreads === 2 ? openSideFile(sqlite) : null;
  const body = () => {
    if (nested) sqlite.pragma('defer_foreign_keys = ON');
    const ctx = createContext(sqlite, options.seed, options.now);
    // The spend rollup is filled once, set-based, after every row is written (@cashloop/db spend-rollup.ts);
    // the large world's bulk purchases come summed by their generator instead of grouped again.
    let spendTotals: SpendDayTotals | undefined;
    let eventsRecorded = false;
    const recordSeededEvents = () => {
      eventsRecorded = true;
      // Chronological, so domain_events.seq (the webhook cursor) follows time; sort is stable.
      phase('events', () => {
        ctx.events.sort((a, b) => a.createdOn - b.createdOn);
        // The large world's events go in without their two indexes, built by one sort each after (−0.6 s of
        // CPU, docs/decisions/0016, sixth section); the demo world keeps inserting through them, so its image stays as it was.
        if (options.scenario === 'large') withIndexesBuiltAfter(sqlite, ['domain_events'], () => recordEvents(sqlite, ctx.events));
        else recordEvents(sqlite, ctx.events);
        // Seeded webhooks listen from the end of the seeded history: it is never replayed to their urls.
        sqlite.prepare('UPDATE webhooks SET cursor_seq = (SELECT COALESCE(MAX(seq), 0) FROM domain_events)').run();
      });
    };
    withSpendRollupDeferred(sqlite, 'seed', () => {
      if (options.scenario === 'demo') phase('demo part', () => seedDemo(ctx, demoAccounts));
      // On two threads the events are recorded while this one waits for the other (scenarios/large.ts).
      else if (options.scenario === 'large') spendTotals = seedLarge(ctx, demoAccounts, options.largeBulkCount, side, recordSeededEvents).spendTotals;
      else seedEmpty(ctx, demoAccounts);
    });
    phase('spend rollup', () => rebuildSpendRollup(sqlite, spendTotals));
    if (!eventsRecorded) recordSeededEvents();
    // Every scenario gets the lists' fence posts (migration 0015, decision 0018), so deep pages read one way
    // in every world; the triggers found none while the rows went in.
    phase('fence posts', () => fillListPosts(sqlite));
    // Each end user's counts of their rows (migration 0022): the rows went in out of dependency order.
    phase('end user counts', () => countEndUserRows(sqlite));
    const broken = phase('foreign keys', () => foreignKeyProblems(sqlite, options.scenario === 'large' ? BULK_TABLES : []));
    if (broken.length > 0) throw new Error(`seeding broke ${broken.length} foreign keys: ${JSON.stringify(broken.slice(0, 3))}`);
  };
  try {
    // Inside a caller's transaction no savepoint: its sub-journal would copy every page written.
    if (nested) body();
    else sqlite.transaction(body)();
  } finally {
    side?.close();
    if (!nested && fkWasOn) sqlite.pragma('foreign_keys = ON');
  }
  return { ...options, counts: phase('row counts', () => countRows(sqlite)) };
}

/**
 * Rows whose foreign keys point nowhere, in every table but `skip`. The large scenario checks its bulk
 * tables before the bulk load (seedLarge): the bulk rows only point at rows read back from the same
 * transaction, and checking a million rows' six keys each cost seconds of the 30 s seeding budget.
 */
export function foreignKeyProblems(sqlite: Database.Database, skip: readonly string[]): unknown[] {
  if (skip.length === 0) return sqlite.pragma('foreign_key_check') as unknown[];
  const tables = sqlite
    .prepare("SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%' ORDER BY name")
    .pluck()
    .all() as string[];
  return tables.filter((t) => !skip.includes(t)).flatMap((t) => sqlite.pragma(`foreign_key_check("${t}")`) as unknown[]);
}

export function countRows(sqlite: Database.Database): Record<string, number> {
  const tables = sqlite
    .prepare("SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%' AND name NOT LIKE '__drizzle%' ORDER BY name")
    .pluck()
    .all() as string[];
  return Object.fromEntries(tables.map((t) => [t, sqlite.prepare(`SELECT COUNT(*) FROM "${t}"`).pluck().get() as number]));
}
