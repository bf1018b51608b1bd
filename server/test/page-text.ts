import { expect } from 'vitest';

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
  read: (page: PageRange) => { rows: R[]; total: number };
  size: number;
  what: string;
  asText: (rows: R[], total: number) => unknown;
  asObjects: (rows: R[], total: number) => unknown;
  serialize: (data: unknown) => string;
}): number {
  const { read, size, what, asText, asObjects, serialize } = options;
  let compared = 0;
  for (const p of pagesOf(read({ limit: size, offset: 0 }).total, size)) {
    const { rows, total } = read({ limit: size, offset: p * size });
    const text = asText(rows, total);
    expect(text, `${what} page ${p}`).not.toBeNull();
    expect(serialize(text), `${what} page ${p}`).toBe(serialize(asObjects(rows, total)));
    compared++;
  }
  return compared;
}
