import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';
import { LIVE_PREFIX, SANDBOX_PREFIX, type ApiEnv } from '@cashloop/shared';
import { bearer, signIn } from './helpers';
import { withoutDriverText } from '../src/lib/json-rows';
import { pageOfRowsText } from '../src/lib/json-text-values';

/** A page as the repositories read it: its rows, or their JSON text as the driver wrote it (lib/page-rows.ts). */
export interface PageRead<R> {
  rows?: R[];
  text?: string;
  total: number;
}

/** The ids of a page's rows in their order, from its rows or from the driver's text. */
export function idsOf(page: PageRead<{ id: string }>): string[] {
  return page.rows ? page.rows.map((r) => r.id) : (JSON.parse(`[${page.text!}]`) as { id: string }[]).map((r) => r.id);
}

/** The page's rows, read with the driver's text withheld (what the JavaScript writers and the objects take). */
export function rowsOf<R>(read: () => PageRead<R>): { rows: R[]; total: number } {
  const { rows, total } = withoutDriverText(read);
  if (rows === undefined) throw new Error('a page read without the driver has rows');
  return { rows, total };
}

/** A page of a list as the repositories take it. */
export interface PageRange {
  limit: number;
  offset: number;
}

/** The first, second, middle, last and past-the-end pages of a list of `total` rows at `size`. */
export function pagesOf(total: number, size: number): number[] {
  const last = Math.max(0, Math.ceil(total / size) - 1);
  return [...new Set([0, 1, Math.floor(last / 2), last, last + 1])];
}

/**
 * A list's pages answered as JSON text (lib/json-text-values.ts `pageText`) against the answer built from objects,
 * both through the route's serializer (with its cross-check, which also holds the text to zod's bytes): each page
 * written as text, byte for byte the objects' answer. Answers how many pages were compared.
 */
export function expectTextPages<R>(options: {
  read: (page: PageRange) => PageRead<R>;
  size: number;
  what: string;
  asText: (rows: R[], total: number) => unknown;
  asObjects: (rows: R[], total: number) => unknown;
  serialize: (data: unknown) => string;
  /** Values the driver's template does not take may be on these pages (then the JavaScript writers answer them). */
  driverMayDecline?: boolean;
}): number {
  const { read, size, what, asText, asObjects, serialize, driverMayDecline = false } = options;
  let compared = 0;
  for (const p of pagesOf(read({ limit: size, offset: 0 }).total, size)) {
    const page = { limit: size, offset: p * size };
    const { rows, total } = rowsOf(() => read(page));
    const expected = serialize(asObjects(rows, total));
    const text = asText(rows, total);
    expect(text, `${what} page ${p}`).not.toBeNull();
    expect(serialize(text), `${what} page ${p}`).toBe(expected);
    // The driver writes every page that has rows (decision 0029), byte for byte the same answer.
    const driver = read(page);
    if (rows.length > 0 && !driverMayDecline) expect(driver.text, `${what} page ${p}: written by the driver`).toBeDefined();
    if (driver.text !== undefined) {
      expect(serialize(pageOfRowsText(driver.text, driver.total)), `${what} page ${p}: the driver's text`).toBe(expected);
    }
    compared++;
  }
  return compared;
}

/**
 * Pages with one row spoilt each way in turn (a value the contract's check would not pass): not written as text, and,
 * as before, refused by the serializer when answered from objects.
 */
export function expectSpoiltPagesLeftToObjects<R>(options: {
  rows: R[];
  total: number;
  at: number;
  spoilt: ((row: R) => R)[];
  asText: (rows: R[], total: number) => unknown;
  asObjects: (rows: R[], total: number) => unknown;
  serialize: (data: unknown) => string;
}): void {
  const { rows, total, at, spoilt, asText, asObjects, serialize } = options;
  for (const spoil of spoilt) {
    const bad = rows.map((r, i) => (i === at ? spoil(r) : r));
    expect(asText(bad, total)).toBeNull();
    expect(() => serialize(asObjects(bad, total))).toThrow();
  }
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
      const { rows, total } = rowsOf(read);
      expect(res.body).toBe(serialize(asObjects(rows, total)));
    }
  }
}
