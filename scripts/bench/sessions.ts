// Issue 44, items 3 and 4: sessions with 16 live (create, reset, snapshot restore, memory, failure bundle),
// then sessions with a new seed and a new date, which each seed a template of their own.
import { latency, median } from '../lib/load';
import type { RunningServer } from '../lib/spawn-server';
import { send } from './http';
import { type Figure, MB, mb, msText } from './table';

const LIVE = 16;
const DAY_MS = 86_400_000;

const create = (server: RunningServer, body?: unknown) => send<{ id: string }>(server, 'POST', '/__mock/sessions', { body });
const end = (server: RunningServer, id: string) => send(server, 'DELETE', `/__mock/sessions/${id}`);
const p50p99 = (times: number[]) => {
  const l = latency(times);
  return `p50 ${msText(l.p50)}, p99 ${msText(l.p99)} (n=${l.n})`;
};

/**
 * On a server with no session live. `creates`: sessions made and ended while 16 stay live; `repeats`: resets
 * and restores.
 */
export async function sessionFigures(server: RunningServer, imageBytes: number, o: { creates: number; repeats: number }): Promise<Figure[]> {
  // A server started on an existing file seeds the day's template at its first session: not in the figures.
  await end(server, (await create(server)).body.id);
  const rssBefore = server.rssBytes();
  const live: string[] = [];
  for (let i = 0; i < LIVE; i++) live.push((await create(server)).body.id);
  const rssGrowth = (server.rssBytes() - rssBefore) / LIVE;
  const listed = await send<{ sessions: { approxMemoryBytes: number }[] }>(server, 'GET', '/__mock/sessions');
  const approx = median(listed.body.sessions.map((s) => s.approxMemoryBytes));

  const creates: number[] = [];
  for (let i = 0; i < o.creates; i++) {
    const made = await create(server);
    creates.push(made.ms);
    await end(server, made.body.id);
  }
  const c = latency(creates);

  const session = live[0]!;
  const resets: number[] = [];
  for (let i = 0; i < o.repeats; i++) resets.push((await send(server, 'POST', '/__mock/reset', { session })).ms);
  await send(server, 'POST', '/__mock/snapshots', { session, body: { name: 'bench' } });
  const restores: number[] = [];
  for (let i = 0; i < o.repeats; i++) restores.push((await send(server, 'POST', '/__mock/snapshots/bench/restore', { session })).ms);

  // The bundle a failed test leaves: this session has been reset and restored, so its journal holds those calls.
  const started = performance.now();
  const res = await fetch(`${server.base}/__mock/sessions/${session}/bundle`);
  if (!res.ok) throw new Error(`GET /__mock/sessions/${session}/bundle: ${res.status} ${await res.text()}`);
  const bundleBytes = (await res.arrayBuffer()).byteLength;
  const bundleMs = performance.now() - started;
  for (const id of live) await end(server, id);

  // Each seeds a template of its own (in the server's seeding thread) before the session copies it.
  const now = Date.now();
  const newSeed = await create(server, { seed: 43 });
  await end(server, newSeed.body.id);
  const newDate = await create(server, { now: now - 40 * DAY_MS });
  await end(server, newDate.body.id);

  const budget = 1.3 * imageBytes;
  const worstNew = Math.max(newSeed.ms, newDate.ms);
  return [
    { figure: 'a session with a new seed / a new date', target: '≤ 3 s', measured: `${msText(newSeed.ms)} / ${msText(newDate.ms)}`, met: worstNew <= 3000 },
    { figure: `session create with ${LIVE} live, p50`, target: '≤ 15 ms', measured: `${msText(c.p50)} (n=${c.n})`, met: c.p50 <= 15 },
    { figure: `session create with ${LIVE} live, p99`, target: '≤ 60 ms', measured: `${msText(c.p99)} (n=${c.n})`, met: c.p99 <= 60 },
    { figure: `reset in a session (\`POST /__mock/reset\`), ${LIVE} live`, target: '≤ 30 ms', measured: p50p99(resets), met: latency(resets).p99 <= 30 },
    { figure: `snapshot restore in a session, ${LIVE} live`, target: '≤ 30 ms', measured: p50p99(restores), met: latency(restores).p99 <= 30 },
    { figure: 'memory per live session: `approxMemoryBytes` (median of 16)', target: `≤ 1.3 × image (${mb(budget)})`, measured: `${mb(approx)} (×${(approx / imageBytes).toFixed(2)})`, met: approx <= budget },
    { figure: `memory per live session: server RSS growth / ${LIVE}`, target: `≤ 1.3 × image (${mb(budget)})`, measured: `${mb(rssGrowth)} (×${(rssGrowth / imageBytes).toFixed(2)})`, met: rssGrowth <= budget },
    { figure: 'failure bundle of a demo session', target: '≤ 5 MB', measured: `${mb(bundleBytes)} (in ${msText(bundleMs)})`, met: bundleBytes <= 5 * MB },
  ];
}
