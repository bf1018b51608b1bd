// One seeding of the demo world, as the server seeds a new database (server/src/mock/world-templates.ts
// seedImage): migrate and seed in memory, then take the image a session copies. Run in a process of its own
// by seed.ts, so each seeding is a cold one, as `pnpm start`'s is. Prints {"ms","imageBytes"}.
import { migrateDatabase, openDatabase } from '@cashloop/db';
import { seedWorld } from '@cashloop/seeds';

const started = performance.now();
const { sqlite, db } = openDatabase(':memory:');
migrateDatabase(db);
seedWorld(sqlite, { scenario: 'demo', seed: 42, now: Date.now() });
const image = sqlite.serialize();
const ms = performance.now() - started;
sqlite.close();
console.log(JSON.stringify({ ms, imageBytes: image.length }));
