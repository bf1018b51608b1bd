/** Usage: tsx seeds/src/cli/seed.ts [file] [--scenario demo|empty|large] [--seed 42] [--now <ms>] */
import { migrateDatabase, openDatabase } from '@cashloop/db';
import { scenarios, type ScenarioName } from '@cashloop/shared/common/enums';
import { existsSync, rmSync } from 'node:fs';
import { seedWorld } from '../index';

function arg(name: string): string | undefined {
  const i = process.argv.indexOf(`--${name}`);
  return i >= 0 ? process.argv[i + 1] : undefined;
}

const positional = process.argv.slice(2).filter((a, i, all) => !a.startsWith('--') && !all[i - 1]?.startsWith('--'));
const file = positional[0] ?? 'cashloop.db';
const scenario = (arg('scenario') ?? 'demo') as ScenarioName;
if (!scenarios.includes(scenario)) throw new Error(`unknown scenario ${scenario}; use one of ${scenarios.join(', ')}`);
const seed = Number(arg('seed') ?? 42);
// A CLI run is the one place the wall clock is allowed: it is the clock's starting point.
const now = Number(arg('now') ?? Date.now());

for (const suffix of ['', '-wal', '-shm']) if (existsSync(file + suffix)) rmSync(file + suffix);
const t0 = performance.now();
const { sqlite, db } = openDatabase(file);
migrateDatabase(db);
const t1 = performance.now();
const summary = seedWorld(sqlite, { scenario, seed, now });
const t2 = performance.now();
sqlite.pragma('wal_checkpoint(TRUNCATE)');
sqlite.close();
const total = Object.values(summary.counts).reduce((a, b) => a + b, 0);
console.log(`seeded ${file}: scenario=${scenario} seed=${seed} now=${new Date(now).toISOString()}`);
console.log(`migrate ${(t1 - t0).toFixed(0)} ms, seed ${(t2 - t1).toFixed(0)} ms, ${total} rows`);
for (const [table, n] of Object.entries(summary.counts)) console.log(`  ${table.padEnd(28)} ${n}`);
