import type { OfferType } from '@cashloop/shared';
import type { Scope } from '../../world/app-deps';
import type { Sqlite } from '../../world/data-store';
import { newestFirst, pageWindow, type PageWindow } from '../../lib/page-window';
import { RETAILER_IN_CATEGORY, RETAILER_NAMED } from '../../lib/retailer-search-page';
import { allRows } from '../../lib/rows';
import { prepared } from '../../lib/statements';
import { RETAILER_COLUMNS, type CatalogueSort, type RetailerFilter, type RetailerRow } from './catalogue.repo';

/**
 * Catalogue pages from the keys migration 0013 maintains (decision 0014, third pass): a page walks the
 * list's order along a retailers index, each retailer tested by its type bits in the index (and the
 * partition's own part, if any), and reads the retailer rows it answers; the total of an unsearched list is a
 * few lookups. The page's offers and channels are read after it, for its retailers only (catalogue.service.ts).
 */

/** catalogue_type_bits: the bit of each type. */
const TYPE_BIT: Record<OfferType, number> = { PAYMENT: 1, ONLINE: 2, GIFTCARD: 4, CLICK_TO_ACTIVATE: 8 };
/** No type filter: any visible offer, of whatever type is stored (16 stands for a type outside the four). */
const ANY_TYPE = 31;

export const typeMask = (types: readonly OfferType[] | null): number =>
  types && types.length > 0 ? types.reduce((mask, t) => mask | TYPE_BIT[t], 0) : ANY_TYPE;

/**
 * Retailers (along `index` when given): the order indexes carry each retailer's type bits (`catalogue_types`,
 * migration 0020), so a walk tests a retailer without seeking its row of catalogue_cards.
 */
const from = (index?: string) => `FROM retailers r${index ? ` INDEXED BY ${index}` : ''}`;
/**
 * The catalogue's visibility (catalogue.repo VISIBLE_RETAILER) and "has a visible offer of these types",
 * the platform's or the partition's own (a list evaluated once per statement: few retailers have a part).
 * Parameters are positional, `listedArgs` in order: named ones cost ~2 µs more a statement (decision 0035).
 */
const LISTED = `(r.owner_publisher_id IS NULL OR (r.owner_publisher_id = ? AND r.env = ?))
  AND ((r.catalogue_types & ?) <> 0 OR r.id IN (
    SELECT retailer_id FROM catalogue_scope_parts WHERE publisher_id = ? AND env = ? AND (types & ?) <> 0))`;
const listedArgs = (scope: Scope, mask: number): unknown[] => [scope.publisherId, scope.env, mask, scope.publisherId, scope.env, mask];
/** Each order and its reverse (for pages read from the far end), along the index migration 0013 adds for it. */
function orderOf(sort: CatalogueSort, scope: Scope): { index: string; forward: string; backward: string } {
  if (sort === 'MOSTPOPULAR') {
    const [count, index] = scope.env === 'sandbox'
      ? ['r.sandbox_transaction_count', 'retailers_sandbox_popular_idx']
      : ['r.live_transaction_count', 'retailers_live_popular_idx'];
    return {
      index,
      forward: `${count} DESC, r.name COLLATE NOCASE ASC, r.id ASC`,
      backward: `${count} ASC, r.name COLLATE NOCASE DESC, r.id DESC`,
    };
  }
  const atoz = 'r.name COLLATE NOCASE ASC, r.id ASC';
  const ztoa = 'r.name COLLATE NOCASE DESC, r.id DESC';
  return { index: 'retailers_name_nocase_idx', forward: sort === 'ATOZ' ? atoz : ztoa, backward: sort === 'ATOZ' ? ztoa : atoz };
}

/** Retailers listed for the partition and mask, without search: the platform's count plus the partition's own. */
const TOTAL = `SELECT
  (SELECT n FROM catalogue_type_counts WHERE mask = ?)
  + (SELECT COUNT(*) FROM catalogue_scope_parts p CROSS JOIN catalogue_cards c ON c.retailer_id = p.retailer_id
     WHERE p.publisher_id = ? AND p.env = ? AND (p.types & ?) <> 0
       AND c.owner_publisher_id IS NULL AND (c.types & ?) = 0)
  + (SELECT COUNT(*) FROM catalogue_cards c
     LEFT JOIN catalogue_scope_parts p ON p.publisher_id = ? AND p.env = ? AND p.retailer_id = c.retailer_id
     WHERE c.owner_publisher_id = ? AND c.owner_env = ? AND ((c.types | IFNULL(p.types, 0)) & ?) <> 0)`;
const totalArgs = (scope: Scope, mask: number): unknown[] => {
  const { publisherId, env } = scope;
  return [mask, publisherId, env, mask, mask, publisherId, env, publisherId, env, mask];
};

/**
 * A searched list's total, counted along retailers_name_nocase_idx: it holds the name, the visibility and the retailer's
 * type bits, so only a category reads the table (the planner's multi-index OR over retailers_owner_idx read every row).
 */
const searchedTotal = (sqlite: Sqlite, where: string, args: unknown[]) =>
  prepared(sqlite, `SELECT COUNT(*) FROM retailers r INDEXED BY retailers_name_nocase_idx WHERE ${where}`).pluck().get(args) as number;

/** A page of the catalogue (list or search) as retailer rows, in the list's order, and the list's total. */
export function cataloguePage(sqlite: Sqlite, scope: Scope, f: RetailerFilter): { rows: RetailerRow[]; total: number } {
  const mask = typeMask(f.types);
  let where = LISTED;
  const args = listedArgs(scope, mask);
  if (f.search !== '') {
    where += ` AND ${RETAILER_NAMED}`;
    args.push(f.search);
  }
  if (f.category !== '') {
    where += ` AND ${RETAILER_IN_CATEGORY}`;
    args.push(f.category);
  }
  const searched = f.search !== '' || f.category !== '';
  if (searched && f.page === 0) {
    // A first page is read forward whatever the total. Walked first, one that is not full is the whole list: its
    // length is the total, and the count is not run.
    const rows = retailersAlong(sqlite, scope, f.sort, where, args, { fromOldest: false, limit: f.size, offset: 0 });
    return { rows, total: rows.length < f.size ? rows.length : searchedTotal(sqlite, where, args) };
  }
  const total = searched ? searchedTotal(sqlite, where, args) : (prepared(sqlite, TOTAL).pluck().get(totalArgs(scope, mask)) as number);
  const window = pageWindow(total, { limit: f.size, offset: f.page * f.size });
  if (!window) return { rows: [], total };
  return { rows: newestFirst(window, retailersAlong(sqlite, scope, f.sort, where, args, window)), total };
}

/**
 * The retailers of a window of the list's walk along its order's index, in the walk's order. The row's other columns
 * are read after OFFSET's skip, so skipped retailers are never read.
 */
function retailersAlong(sqlite: Sqlite, scope: Scope, sort: CatalogueSort, where: string, args: unknown[], window: PageWindow): RetailerRow[] {
  const order = orderOf(sort, scope);
  return allRows<RetailerRow>(prepared(sqlite,
    `SELECT ${RETAILER_COLUMNS} ${from(order.index)} WHERE ${where}
     ORDER BY ${window.fromOldest ? order.backward : order.forward} LIMIT +? OFFSET +?`,
  ), ...args, window.limit, window.offset);
}
