import type { Scope } from '../app-context';
import type { Sqlite } from '../plugins/data-store';
import type { RowTemplate } from './json-rows';
import { readPageRows, type PageRows } from './page-rows';
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
  /** Rows that open with a text (`{"id":`) and nest no object. */
  template: RowTemplate;
}

/**
 * A page of visible retailers and their total. The catalogue is bounded (158 retailers in the demo and the `large`
 * world), so the count reads all of it the cheapest way; the page walks an index in the answer's order and stops
 * once it has the page, where the planner chose a multi-index OR over retailers_owner_idx and sorted every match.
 * A first page is read before the count: when it is not full it is the whole list, and its rows are the total.
 * Past the end no page is read. Rows are written by the driver's template when it can (decision 0029).
 */
export function retailerSearchPage<R>(sqlite: Sqlite, scope: Scope, s: RetailerSearch, page: number, size: number): PageRows<R> & { total: number } {
  const where = s.where === '' ? VISIBLE : `${VISIBLE} AND ${s.where}`;
  const args = [scope.publisherId, scope.env, ...s.args];
  const count = () => prepared(sqlite, `SELECT COUNT(*) FROM retailers r ${s.countFrom} WHERE ${where}`).pluck().get(args) as number;
  const read = (offset: number) =>
    readPageRows<R>(
      prepared(sqlite, `SELECT ${s.columns} FROM retailers r INDEXED BY ${s.index} WHERE ${where} ORDER BY ${s.order} LIMIT +? OFFSET +?`),
      s.template,
      false,
      [...args, size, offset],
    );
  if (page === 0) {
    const first = read(0);
    const rows = first.text === undefined ? first.rows.length : rowsIn(first.text, s.template);
    return { ...first, total: rows < size ? rows : count() };
  }
  const total = count();
  return page * size >= total ? { rows: [], total } : { ...read(page * size), total };
}

/**
 * The rows the driver wrote: each opens with the template's first text (`{"id":`), which no JSON string can hold (its
 * quotes are escaped) and, as these rows nest no object, nothing else in a row does.
 */
function rowsIn(text: string, template: RowTemplate): number {
  const open = template.parts[0];
  if (typeof open !== 'string' || open === '') throw new Error('a retailer search row opens with text');
  let n = 0;
  for (let at = text.indexOf(open); at !== -1; at = text.indexOf(open, at + open.length)) n++;
  return n;
}
