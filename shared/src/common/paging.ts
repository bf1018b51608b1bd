import { z } from 'zod';

/**
 * A whole number in a query string, written in decimal digits: '0x10', '1e3', '1.0', '+5' and '' are refused
 * rather than read as numbers by Number() (issue 46). A number is taken as it is (typed callers).
 */
export function wholeNumber(min: number, max: number) {
  const message = `Use a whole number from ${min} to ${max}, written in digits`;
  return z
    .union([z.number(), z.string().regex(/^[0-9]{1,15}$/, message).transform(Number)])
    .pipe(z.number().int(message).min(min, message).max(max, message));
}

/** Zero-based paging as the spec's calls send it. */
export const pageQuery = z.object({
  page: wholeNumber(0, Number.MAX_SAFE_INTEGER).default(0),
  size: wholeNumber(1, 500).default(25),
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
