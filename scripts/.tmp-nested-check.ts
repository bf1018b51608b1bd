import { migrateDatabase, openDatabase } from '@cashloop/db';
import { seedWorld } from '@cashloop/seeds';
for (const nested of [false, true, false]) {
  const { sqlite, db } = openDatabase(':memory:');
  migrateDatabase(db);
  const t = performance.now();
  if (nested) sqlite.transaction(() => seedWorld(sqlite, { scenario: 'demo', seed: 42, now: 1763800000000 }))();
  else seedWorld(sqlite, { scenario: 'demo', seed: 42, now: 1763800000000 });
  console.log(nested ? 'nested' : 'plain', Math.round(performance.now() - t));
}
