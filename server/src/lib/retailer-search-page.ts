import type { Scope } from './scope';
import type { Sqlite } from '@cashloop/db';
import { allRows } from './rows';
import { prepared } from './statements';

/**
 * Retailers the scope can see: the platform's and its own in its partition. Parameters are positional (publisher id,
 * then env): named ones cost ~2 µs more a statement (lib/scope-counts.ts).
 */
const VISIBLE = '(r.owner_publisher_id IS NULL OR (r.owner_publisher_id = ? AND r.env = ?))';

/**
 * The catalogue's and the own offers' search terms on `retailers r`, one positional parameter each: the name holds the
 * text, and one of the categories is the category, both without regard to ASCII case.
 */
export const RETAILER_NAMED = 'instr(lower(r.name), lower(?)) > 0';
export const RETAILER_IN_CATEGORY = 'EXISTS (SELECT 1 FROM json_each(r.categories) j WHERE lower(j.value) = lower(?))';

/** One retailer search: what it matches and how its two statements read `retailers r` (decision 0035). */
export interface RetailerSearch {
  /** Conditions after the visibility check (or ''), and their positional parameters in order. */
  where: string;
  args: readonly unknown[];
  /** How the count reads the table: `NOT INDEXED` (a scan) or `INDEXED BY …`. */
  countFrom: string;
  /** The index the page walks, and `order`, which must be exactly that index's order. */
  index: string;
  order: string;
  columns: string;
}

/**
 * A page of visible retailers and their total. The catalogue is bounded (158 retailers in the demo and the `large`
 * world), so the count reads all of it the cheapest way; the page walks an index in the answer's order and stops
 * once it has the page, where the planner chose a multi-index OR over retailers_owner_idx and sorted every match.
 * A first page is read before the count: when it is not full it is the whole list, and its rows are the total.
 * Past the end no page is read.
 */
export function retailerSearchPage<R>(sqlite: Sqlite, scope: Scope, s: RetailerSearch, page: number, size: number): { rows: R[]; total: number } {
  const where = s.where === '' ? VISIBLE : `${VISIBLE} AND ${s.where}`;
  const args = [scope.publisherId, scope.env, ...s.args];
  const count = () => prepared(sqlite, `SELECT COUNT(*) FROM retailers r ${s.countFrom} WHERE ${where}`).pluck().get(args) as number;
  const read = (offset: number) =>
    allRows<R>(
      prepared(sqlite, `SELECT ${s.columns} FROM retailers r INDEXED BY ${s.index} WHERE ${where} ORDER BY ${s.order} LIMIT +? OFFSET +?`),
      ...args, size, offset,
    );
  if (page === 0) {
    const rows = read(0);
    return { rows, total: rows.length < size ? rows.length : count() };
  }
  const total = count();
  return { rows: page * size >= total ? [] : read(page * size), total };
}
