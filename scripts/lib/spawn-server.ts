import { type ChildProcess, spawn } from 'node:child_process';
import { createServer } from 'node:net';
import { fileURLToPath } from 'node:url';

const serverDir = fileURLToPath(new URL('../../server/', import.meta.url));

export function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const srv = createServer().listen(0, () => {
      const { port } = srv.address() as { port: number };
      srv.close(() => resolve(port));
    });
  });
}

export interface RunningServer {
  port: number;
  base: string;
  child: ChildProcess;
  /** ms from spawn to the first 200 on /healthz. */
  startupMs: number;
  stop: () => Promise<void>;
}

/** Starts the real server as its own process (as `pnpm start` does) and waits for /healthz. */
export async function startServer(databaseFile: string, extraEnv: Record<string, string> = {}): Promise<RunningServer> {
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  const started = performance.now();
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/server.ts'], {
    cwd: serverDir,
    env: { ...process.env, PORT: String(port), DATABASE_FILE: databaseFile, LOG_LEVEL: 'silent', CLIENT_DIST: '/nonexistent', ...extraEnv },
    stdio: 'ignore',
  });
  const stop = async () => {
    if (child.exitCode !== null) return;
    child.kill('SIGTERM');
    await new Promise((r) => child.once('exit', r));
  };
  for (;;) {
    try {
      const res = await fetch(`${base}/healthz`);
      if (res.ok) return { port, base, child, startupMs: performance.now() - started, stop };
    } catch {
      /* not listening yet */
    }
    if (performance.now() - started > 60_000) {
      await stop();
      throw new Error('server did not become healthy in 60 s');
    }
    await new Promise((r) => setTimeout(r, 10));
  }
}
