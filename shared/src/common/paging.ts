import { z } from 'zod';

/** Zero-based paging as the spec's calls send it. */
export const pageQuery = z.object({
  page: z.coerce.number().int().min(0).default(0),
  size: z.coerce.number().int().min(1).max(500).default(25),
});
export type PageQuery = z.infer<typeof pageQuery>;

export function paged<T extends z.ZodType>(item: T) {
  return z.object({ content: z.array(item), totalElements: z.number().int().min(0) });
}
export type Paged<T> = { content: T[]; totalElements: number };

/**
 * A list in the query string, validated item by item: a comma list ("PAYMENT,ONLINE"), the parameter
 * repeated ("type=PAYMENT&type=ONLINE", which the query parser gives as an array), or both at once.
 */
export function commaList<T extends z.ZodType<unknown, string>>(item: T) {
  return z
    .union([z.string(), z.array(z.string())])
    .transform((v) => [v].flat().flatMap((s) => s.split(',')).map((s) => s.trim()).filter((s) => s.length > 0))
    .pipe(z.array(item));
}

/** A sort order of a list; absent or empty (`sort=`) means the default order. */
export function sortParam<const T extends readonly [string, ...string[]]>(orders: T, fallback: T[number]) {
  type Sent = T[number] | '';
  const sent = [...orders, ''] as unknown as readonly [Sent, ...Sent[]];
  return z
    .enum(sent, { error: `Sort must be one of ${orders.join(', ')}` })
    .optional()
    .transform((v) => (v === undefined || v === '' ? fallback : v) as T[number]);
}

/** "true"/"false" in a query string. */
export const queryBoolean = z.enum(['true', 'false']).transform((v) => v === 'true');
