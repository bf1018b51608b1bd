import { call } from '../lib/load';
import type { RunningServer } from '../lib/spawn-server';

/** One call that must answer 200, timed by the client from request to last byte; answers the parsed body. */
export async function send<T = unknown>(
  server: RunningServer,
  method: string,
  path: string,
  options: { body?: unknown; session?: string; headers?: Record<string, string> } = {},
): Promise<{ ms: number; body: T }> {
  const headers = { ...options.headers, ...(options.session ? { 'x-mock-session': options.session } : {}) };
  const r = await call(server.base, path, { method, headers, body: options.body });
  if (r.status !== 200) throw new Error(`${method} ${path}: ${r.status} ${r.body.slice(0, 300)}`);
  return { ms: r.ms, body: JSON.parse(r.body) as T };
}
