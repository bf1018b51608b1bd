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

/** A comma list in the query string ("PAYMENT,ONLINE"), validated item by item. */
export function commaList<T extends z.ZodType<unknown, string>>(item: T) {
  return z
    .string()
    .transform((s) => s.split(',').map((v) => v.trim()).filter((v) => v.length > 0))
    .pipe(z.array(item));
}

/** "true"/"false" in a query string. */
export const queryBoolean = z.enum(['true', 'false']).transform((v) => v === 'true');
