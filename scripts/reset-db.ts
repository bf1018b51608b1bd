// Rebuilds the local database file from a scenario: `pnpm reset [demo|empty|large] [seed]`.
import { mkdirSync, rmSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { migrateDatabase, openDatabase } from '@cashloop/db';
import { seedWorld } from '@cashloop/seeds';

const scenario = (process.argv[2] ?? 'demo') as 'demo' | 'empty' | 'large';
const seed = Number(process.argv[3] ?? 42);
const root = fileURLToPath(new URL('../', import.meta.url));
const file = resolve(root, process.env.DATABASE_FILE ?? '.data/cashloop.sqlite');
for (const suffix of ['', '-wal', '-shm']) rmSync(file + suffix, { force: true });
mkdirSync(dirname(file), { recursive: true });
const started = performance.now();
const { sqlite, db } = openDatabase(file);
migrateDatabase(db);
sqlite.transaction(() => seedWorld(sqlite, { scenario, seed, now: Date.now() }))();
sqlite.close();
console.log(`${file}: ${scenario} world (seed ${seed}) in ${((performance.now() - started) / 1000).toFixed(1)} s`);
