// Webhook delivery under load (issue 8): 10,000 deliveries to 10 webhooks, received by a local receiver
// within 10 s, while GET /user at 4 concurrent keeps its p99 ≤ 50 ms. 1,000 sandbox cashback status
// updates each record a domain event that fans out to the 10 webhooks while they are paused; activating
// them starts the 10,000 signed POSTs, which are timed. A bare
// Fastify hello-JSON is measured at the same concurrency in the same run, and figures carry the ratio.
//
//   tsx bench-webhooks.ts [domain events = 1000]
import { Worker } from 'node:worker_threads';
import { HELLO_PATH, startBareFastify } from './lib/bare-fastify';
import { API, signIn } from './lib/api';
import { call, closeAgents, loadNow, machineNote, pct } from './lib/load';
import { seededFile } from './lib/seeded-file';
import { startServer } from './lib/spawn-server';

const WEBHOOKS = Number(process.argv[3] ?? 10);
const EVENTS = Number(process.argv[2] ?? 1050);
const EXPECTED = WEBHOOKS * EVENTS;
const API_CONCURRENCY = 4;
const WRITE_CONCURRENCY = 8;
const SANDBOX = `/sandbox${API}`;
const STATUSES = ['VERIFIED', 'DECLINED'] as const;

/** GET `path` from `workers` loops until `done()`; answers sorted latencies. */
async function loadUntil(base: string, path: string, headers: Record<string, string>, done: () => boolean, min = 500): Promise<number[]> {
  const ms: number[] = [];
  await Promise.all(Array.from({ length: API_CONCURRENCY }, async () => {
    while (!done() || ms.length < min) {
      const r = await call(base, path, { headers, concurrency: API_CONCURRENCY });
      if (r.status !== 200) throw new Error(`${path}: ${r.status}`);
      ms.push(r.ms);
    }
  }));
  return ms.sort((a, b) => a - b);
}

// The receiver runs in a worker thread: on the load generator's event loop it would delay the very
// responses whose latency is measured.
const RECEIVER = `
const { createServer } = require('node:http');
const { parentPort } = require('node:worker_threads');
let received = 0;
const server = createServer((req, res) => {
  req.resume();
  req.on('end', () => { received++; res.writeHead(204).end(); parentPort.postMessage({ received, at: performance.now() + performance.timeOrigin }); });
});
server.listen(0, '127.0.0.1', () => parentPort.postMessage({ port: server.address().port }));
`;
let received = 0;
let lastAt = 0;
const receiver = new Worker(RECEIVER, { eval: true });
const port = await new Promise<number>((resolve) => {
  receiver.on('message', (m: { port?: number; received?: number; at?: number }) => {
    if (m.port !== undefined) resolve(m.port);
    else {
      received = m.received!;
      lastAt = m.at! - performance.timeOrigin;
    }
  });
});
const receiverUrl = `127.0.0.1:${port}/hooks`;

const world = seededFile('cashloop-bench-webhooks-');
const bare = await startBareFastify();
const server = await startServer(world.file);
try {
  console.log(machineNote());
  const headers = { authorization: `Bearer ${await signIn(server.base)}` };
  const post = async (path: string, body: unknown) => {
    const r = await call(server.base, path, { method: 'POST', headers, body, concurrency: WRITE_CONCURRENCY });
    if (r.status !== 200) throw new Error(`${path}: ${r.status} ${r.body.slice(0, 200)}`);
    return JSON.parse(r.body) as Record<string, unknown>;
  };
  const scope = ['CASHBACK_CREATED', 'CASHBACK_BEING_VERIFIED', 'CASHBACK_VERIFIED', 'CASHBACK_DECLINED', 'CASHBACK_RECEIVED', 'CASHBACK_PAID_TO_PUBLISHER'];
  const hooks: string[] = [];
  for (let i = 0; i < WEBHOOKS; i++) hooks.push((await post(`${SANDBOX}/webhook`, { url: `${receiverUrl}/${i}`, scope })).id as string);
  const page = JSON.parse((await call(server.base, `${SANDBOX}/cashback-ledger?size=200&page=0`, { headers })).body) as { content: Array<{ id: string }> };
  const ids = page.content.map((c) => c.id);
  if (ids.length === 0) throw new Error('no sandbox cashback to update');

  // Baselines at the same concurrency, quiet machine.
  const bareQuiet = await loadUntil(bare.base, HELLO_PATH, {}, () => true, 2000);
  const apiQuiet = await loadUntil(server.base, `${API}/user`, headers, () => true, 2000);

  // Paused webhooks keep what fans out to them: the events are made first (unmeasured), then sent at once.
  for (const id of hooks) await post(`${SANDBOX}/webhook/${id}/deactivate`, {});
  const made = performance.now();
  let next = 0;
  await Promise.all(Array.from({ length: WRITE_CONCURRENCY }, async () => {
    // Cycling two statuses over the same cashback: every update is a real transition with its event.
    for (let n = next++; n < EVENTS; n = next++) await post(`${SANDBOX}/cashback-ledger/cashback/${ids[n % ids.length]}`, { status: STATUSES[Math.floor(n / ids.length) % 2] });
  }));
  const writesMs = performance.now() - made;
  let expected = 0;
  for (const id of hooks) expected += (JSON.parse((await call(server.base, `${SANDBOX}/webhook/${id}?size=1`, { headers })).body) as { webhookEvents: { totalElements: number } }).webhookEvents.totalElements;

  const started = performance.now();
  const deadline = started + 60_000;
  const apiBusy = loadUntil(server.base, `${API}/user`, headers, () => received >= expected || performance.now() > deadline);
  for (const id of hooks) await post(`${SANDBOX}/webhook/${id}/activate`, {});
  const busy = await apiBusy;
  const deliveredMs = lastAt - started;

  const line = (name: string, ms: number[], ref: number[]) =>
    `  ${name.padEnd(34)} p50 ${pct(ms, 50).toFixed(2)} ms  p99 ${pct(ms, 99).toFixed(2)} ms  (×${(pct(ms, 50) / pct(ref, 50)).toFixed(1)} / ×${(pct(ms, 99) / pct(ref, 99)).toFixed(1)} bare)  n=${ms.length}`;
  console.log(`\n${EVENTS} cashback updates (${(writesMs / 1000).toFixed(1)} s, unmeasured) fanned out to ${WEBHOOKS} paused webhooks: ${expected} deliveries waiting`);
  console.log(`  activated: received ${received} of ${expected}, the last ${(deliveredMs / 1000).toFixed(2)} s after activation (target ≤ 10 s); ${(received / (deliveredMs / 1000)).toFixed(0)} deliveries/s`);
  console.log(`GET latency at ${API_CONCURRENCY} concurrent (ratios to bare Fastify hello-JSON, quiet):`);
  console.log(line('bare Fastify hello-JSON, quiet', bareQuiet, bareQuiet));
  console.log(line('GET /user, quiet', apiQuiet, bareQuiet));
  console.log(line('GET /user, during delivery', busy, bareQuiet));
  console.log(`  target: p99 during delivery ≤ 50 ms → ${pct(busy, 99) <= 50 ? 'met' : 'NOT met'}; load ${loadNow()}`);
} finally {
  await server.stop();
  await bare.stop();
  await receiver.terminate();
  world.cleanup();
  closeAgents();
}
