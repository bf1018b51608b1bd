import { expect } from 'vitest';
import type { Sqlite } from '../src/world/data-store';
import { pagesOf, type PageRead } from './list-pages';

/** SQLite's case folding without ICU (LIKE, lower(), NOCASE): ASCII letters only. */
export const asciiLower = (s: string): string => s.replace(/[A-Z]/g, (c) => c.toLowerCase());

/** A retailer as the references filter it. */
export interface RetailerFacts {
  id: string;
  name: string;
  website: string;
  categories: string;
  owner: string | null;
  env: string | null;
}

/** Every retailer in `order` (an ORDER BY of `retailers r`), by a plain statement: the references page it in JavaScript. */
export function retailersInOrder(sqlite: Sqlite, order: string): RetailerFacts[] {
  return sqlite
    .prepare(`SELECT r.id, r.name, r.website, r.categories, r.owner_publisher_id AS owner, r.env FROM retailers r ORDER BY ${order}`)
    .all() as RetailerFacts[];
}

/** The platform's retailers and the scope's own. */
export const visibleTo = (scope: { publisherId: string; env: string }) => (r: RetailerFacts) =>
  r.owner === null || (r.owner === scope.publisherId && r.env === scope.env);

/**
 * Every page of a retailer search at each size, the page past the end included, against the reference's ids: the
 * same rows in the same order and the same total, answered through the route's serializer. Answers how many pages
 * were compared.
 */
export function expectSearchPages<R extends { id: string }>(options: {
  read: (page: number, size: number) => PageRead<R>;
  expected: readonly string[];
  sizes: readonly number[];
  asObjects: (rows: R[], total: number) => unknown;
  serialize: (data: unknown) => string;
  what: string;
}): number {
  const { read, expected, sizes, asObjects, serialize, what } = options;
  let compared = 0;
  for (const size of sizes) {
    for (const p of pagesOf(expected.length, size)) {
      const at = `${what}, page ${p} of ${size}`;
      const want = expected.slice(p * size, (p + 1) * size);
      const { rows, total } = read(p, size);
      expect([rows.map((r) => r.id), total], at).toEqual([want, expected.length]);
      expect(() => serialize(asObjects(rows, total)), at).not.toThrow();
      compared++;
    }
  }
  return compared;
}
