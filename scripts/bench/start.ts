// Issue 44, item 3: `pnpm start` to a healthy /healthz, on a new database (seeding included) and on an
// existing one, and the first session a new server makes.
import { rmSync } from 'node:fs';
import { median } from '../lib/load';
import { type RunningServer, startServer } from '../lib/spawn-server';
import { send } from './http';
import { type Figure, medianText } from './table';

/**
 * Starts the server `runs` times on a database file that does not exist yet (so it seeds), and makes the first
 * session as soon as /healthz answers. The last run's file is left in `file`; every server is stopped.
 */
export async function startOnNewDatabase(runs: number, file: string): Promise<{ figures: Figure[] }> {
  const startup: number[] = [];
  const firstSession: number[] = [];
  for (let i = 0; i < runs; i++) {
    for (const suffix of ['', '-wal', '-shm']) rmSync(file + suffix, { force: true });
    const server = await startServer(file);
    try {
      startup.push(server.startupMs);
      const session = await send<{ id: string }>(server, 'POST', '/__mock/sessions');
      firstSession.push(session.ms);
    } finally {
      await server.stop();
    }
  }
  return {
    figures: [
      { figure: '`pnpm start` to a healthy `/healthz`, new database (seeding included)', target: '≤ 5 s', measured: medianText(startup), met: median(startup) <= 5000 },
      { figure: 'first `POST /__mock/sessions` after `/healthz` turns healthy (new database)', target: '≤ 300 ms', measured: medianText(firstSession), met: median(firstSession) <= 300 },
    ],
  };
}

/** Starts the server `runs` times on an existing database file; answers the last server, left running. */
export async function startOnExistingDatabase(file: string, runs: number): Promise<{ figures: Figure[]; server: RunningServer }> {
  const startup: number[] = [];
  let server: RunningServer | undefined;
  for (let i = 0; i < runs; i++) {
    await server?.stop();
    server = await startServer(file);
    startup.push(server.startupMs);
  }
  return {
    server: server!,
    figures: [{ figure: '`pnpm start` to a healthy `/healthz`, existing database', target: '≤ 1.5 s', measured: medianText(startup), met: median(startup) <= 1500 }],
  };
}
