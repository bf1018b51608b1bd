// One seeding of the demo world, as the server seeds a new database (server/src/world/world-templates.ts
// seedImage): migrate, seed and compact in memory, then take the image a session copies. Run in a process of
// its own by seed.ts, so each seeding is a cold one, as `pnpm start`'s is. Prints {"ms","imageBytes"}.
import { seedImage } from '@cashloop/server/world/world-templates';

// Loaded before the clock starts, as seedImage loads them on first use.
await import('@cashloop/seeds');
const started = performance.now();
const image = await seedImage('demo', 42, Date.now());
const ms = performance.now() - started;
console.log(JSON.stringify({ ms, imageBytes: image.length }));
