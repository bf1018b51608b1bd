// Start-up to a 200 on /healthz with an existing database (process spawn included). Target: < 2 s.
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { migrateDatabase, openDatabase } from '@cashloop/db';
import { seedWorld } from '@cashloop/seeds';

const serverDir = fileURLToPath(new URL('../server/', import.meta.url));
const runs = Number(process.argv[2] ?? 5);

function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const srv = createServer().listen(0, () => {
      const { port } = srv.address() as { port: number };
      srv.close(() => resolve(port));
    });
  });
}

async function timeStartup(file: string): Promise<number> {
  const port = await freePort();
  const started = performance.now();
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/server.ts'], {
    cwd: serverDir,
    env: { ...process.env, PORT: String(port), DATABASE_FILE: file, LOG_LEVEL: 'silent', CLIENT_DIST: '/nonexistent' },
    stdio: 'ignore',
  });
  try {
    for (;;) {
      try {
        const res = await fetch(`http://127.0.0.1:${port}/healthz`);
        if (res.ok) return performance.now() - started;
      } catch {
        /* not listening yet */
      }
      if (performance.now() - started > 30_000) throw new Error('server did not become healthy in 30 s');
      await new Promise((r) => setTimeout(r, 10));
    }
  } finally {
    child.kill('SIGTERM');
    await new Promise((r) => child.once('exit', r));
  }
}

const dir = mkdtempSync(join(tmpdir(), 'cashloop-bench-start-'));
try {
  const file = join(dir, 'existing.sqlite');
  const { sqlite, db } = openDatabase(file);
  migrateDatabase(db);
  sqlite.transaction(() => seedWorld(sqlite, { scenario: 'demo', seed: 42, now: Date.now() }))();
  sqlite.close();
  const times: number[] = [];
  for (let i = 0; i < runs; i++) {
    times.push(await timeStartup(file));
    console.log(`run ${i + 1}: ${times[i]!.toFixed(0)} ms`);
  }
  const sorted = [...times].sort((a, b) => a - b);
  console.log(`start-up to /healthz: best ${sorted[0]!.toFixed(0)} ms, median ${sorted[Math.floor(runs / 2)]!.toFixed(0)} ms (target < 2000 ms)`);
} finally {
  rmSync(dir, { recursive: true, force: true });
}
