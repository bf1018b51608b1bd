/**
 * How the journal keeps a live call's URL and query: as the JSON text of `[url, query]`, when JSON brings the
 * query back equal (journal.ts keeps that text as bytes).
 */

/**
 * Whether JSON text brings `value` back equal, key for key: strings, booleans, finite numbers other than -0, null,
 * arrays without holes and plain objects of those (a query as Fastify's schema coerced it). Anything else (a Date,
 * undefined, NaN, a class instance) is kept by reference instead.
 */
export function survivesJson(value: unknown, depth = 0): boolean {
  if (value === null || typeof value === 'string' || typeof value === 'boolean') return true;
  if (typeof value === 'number') return Number.isFinite(value) && !Object.is(value, -0);
  if (typeof value !== 'object' || depth > 8) return false;
  if (Array.isArray(value)) {
    for (let i = 0; i < value.length; i++) if (!(i in value) || !survivesJson(value[i], depth + 1)) return false;
    return true;
  }
  const proto = Object.getPrototypeOf(value);
  if (proto !== Object.prototype && proto !== null) return false;
  for (const key of Object.keys(value)) {
    if (key === '__proto__' || !survivesJson((value as Record<string, unknown>)[key], depth + 1)) return false;
  }
  return true;
}

/** The text a call's URL and query are kept as. */
export const callJson = (url: string, query: unknown) => JSON.stringify(query === undefined ? [url] : [url, query]);
