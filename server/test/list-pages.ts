import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';
import { LIVE_PREFIX, SANDBOX_PREFIX, type ApiEnv } from '@cashloop/shared';
import { bearer, signIn } from './helpers';

/** A page as the repositories read it: its rows and the list's total. */
export interface PageRead<R> {
  rows: R[];
  total: number;
}

/** The ids of a page's rows in their order. */
export const idsOf = (page: PageRead<{ id: string }>): string[] => page.rows.map((r) => r.id);

/** The first, second, middle, last and past-the-end pages of a list of `total` rows at `size`. */
export function pagesOf(total: number, size: number): number[] {
  const last = Math.max(0, Math.ceil(total / size) - 1);
  return [...new Set([0, 1, Math.floor(last / 2), last, last + 1])];
}

/** Each route's answer, in both partitions of the demo's main publisher, byte for byte the objects' answer of the rows it reads. */
export async function expectRouteAnswers<R>(options: {
  app: FastifyInstance;
  cases: (scope: { publisherId: string; env: ApiEnv }) => [string, () => PageRead<R>][];
  asObjects: (rows: R[], total: number) => unknown;
  serialize: (data: unknown) => string;
}): Promise<void> {
  const { app, cases, asObjects, serialize } = options;
  const token = await signIn(app, 'alex.morgan@northwind.example.com');
  for (const env of ['live', 'sandbox'] as const) {
    const prefix = env === 'live' ? LIVE_PREFIX : SANDBOX_PREFIX;
    for (const [path, read] of cases({ publisherId: 'pub_northwind', env })) {
      const res = await app.inject({ method: 'GET', url: `${prefix}${path}`, headers: bearer(token) });
      expect(res.statusCode, res.body).toBe(200);
      const { rows, total } = read();
      expect(res.body).toBe(serialize(asObjects(rows, total)));
    }
  }
}
