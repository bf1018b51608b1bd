import { createRequire } from "node:module"; const require = createRequire(import.meta.url);
// Temporary: old-space growth per answer for ledger pages of different sizes (not committed).
import { API, signIn } from './lib/api';
import { concurrentGet } from './lib/load';
import { seededLargeFile } from './lib/seeded-large-file';
import { startServer } from './lib/spawn-server';
const world = seededLargeFile('cashloop-bench-large-', 1_000_000, false);
const server = await startServer(world.file, { ANSWER_CACHE: process.env.AC ?? 'off', SCENARIO: 'large' });
const token = await signIn(server.base);
const headers = { authorization: `Bearer ${token}` };
await new Promise((r) => setTimeout(r, 15000));
for (const size of (process.env.SIZES ?? '25,5,25,5').split(',').map(Number)) {
  const paths = Array.from({ length: 20 }, (_, p) => `${API}/cashback-ledger?size=${size}&page=${p}`);
  const t = await concurrentGet(server.base, paths, { concurrency: 50, requests: 20000, headers });
  console.log(new Date().toISOString().slice(11, 19), 'size', size, JSON.stringify(t).slice(0, 200));
}
await server.stop();
