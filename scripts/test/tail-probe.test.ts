import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';

const probe = fileURLToPath(new URL('../lib/tail-probe.cjs', import.meta.url));
const dir = mkdtempSync(path.join(tmpdir(), 'cashloop-tail-probe-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

// A server that answers 200 calls, one of them after a 60 ms block of the loop, then lets the probe write.
const SERVER = `
const http = require('node:http');
const server = http.createServer((req, res) => {
  if (req.url.startsWith('/block')) { const until = Date.now() + 60; while (Date.now() < until); }
  res.end(JSON.stringify(Array.from({ length: 200 }, (_, i) => ({ i }))));
}).listen(0, async () => {
  const base = 'http://127.0.0.1:' + server.address().port;
  for (let i = 0; i < 200; i++) await (await fetch(base + (i === 100 ? '/block?x=1' : '/list?page=' + i))).text();
  setTimeout(() => process.exit(0), 1300);
});`;

describe('the tail probe (BENCH_TAIL_PROBE)', () => {
  it('logs answers, GC, turns and each long turn with the paths answered in it, once a second', async () => {
    const file = path.join(dir, 'probe.jsonl');
    const child = spawn(process.execPath, ['--require', probe, '-e', SERVER], { env: { ...process.env, TAIL_PROBE_FILE: file }, stdio: 'inherit' });
    expect(await new Promise((resolve) => child.on('exit', resolve))).toBe(0);
    const lines = readFileSync(file, 'utf8').trim().split('\n').map((l) => JSON.parse(l));
    expect(lines.reduce((n, l) => n + l.answers, 0)).toBe(200);
    for (const l of lines) {
      expect(l).toMatchObject({ gcMinorN: expect.any(Number), gcMajorMs: expect.any(Number), oldMB: expect.any(Number), turnP99Ms: expect.anything() });
    }
    // The main thread is told apart from V8's and libuv's threads.
    expect(lines.some((l) => l.threadsMs.main > 0)).toBe(true);
    const long = lines.flatMap((l) => l.long).find((t) => t.paths.includes('/block×1'));
    expect(long).toBeDefined();
    expect(long.ms).toBeGreaterThanOrEqual(55);
    expect(long.cpuMs).toBeGreaterThan(40); // the block was work, not the core taken away
    expect(long.monoToUs - long.monoFromUs).toBeGreaterThanOrEqual(55_000);
  }, 20_000);
});
