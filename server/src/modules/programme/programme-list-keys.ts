import type { Scope } from '../../world/app-deps';
import type { Sqlite } from '../../world/data-store';
import { prepared } from '../../lib/statements';

/**
 * The programme lists' filters and orders over the keys migration 0013 maintains (programme_list_keys, with an
 * index per order, and programme_list_counts for totals): decision 0014, third pass.
 */
export interface ListFilters {
  types?: string[];
  active?: boolean[];
  approvals?: string[];
  search?: string;
  category?: string;
  retailerId?: string;
  sort: 'MOSTPOPULAR' | 'ATOZ' | 'ZTOA' | 'LATEST' | 'DECIDED';
}

/**
 * Each order on the maintained keys (migration 0013) and its reverse, for pages read from the far end, with
 * the index that walks it: a page is index entries skipped and read, never rows sorted.
 */
export const ORDERS: Record<ListFilters['sort'], { index: string; forward: string; backward: string }> = {
  MOSTPOPULAR: {
    index: 'programme_keys_popular_idx',
    forward: 'k.popularity DESC, k.name COLLATE NOCASE ASC, k.id ASC',
    backward: 'k.popularity ASC, k.name COLLATE NOCASE DESC, k.id DESC',
  },
  ATOZ: { index: 'programme_keys_name_idx', forward: 'k.name COLLATE NOCASE ASC, k.id ASC', backward: 'k.name COLLATE NOCASE DESC, k.id DESC' },
  ZTOA: { index: 'programme_keys_name_idx', forward: 'k.name COLLATE NOCASE DESC, k.id DESC', backward: 'k.name COLLATE NOCASE ASC, k.id ASC' },
  LATEST: { index: 'programme_keys_created_idx', forward: 'k.created_on DESC, k.id DESC', backward: 'k.created_on ASC, k.id ASC' },
  DECIDED: { index: 'programme_keys_decided_idx', forward: 'k.decided_on DESC, k.id DESC', backward: 'k.decided_on ASC, k.id ASC' },
};

/** `?, ?, ?` for an IN list. */
export const marks = (n: number) => Array.from({ length: n }, () => '?').join(', ');
/** LIKE pattern that matches `text` literally (with ESCAPE '\'). */
const containing = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** The filters the maintained counts hold (programme_list_counts): type, availability, approval. */
function countedFilters(f: ListFilters): { sql: string; args: unknown[] } {
  const parts: string[] = [];
  const args: unknown[] = [];
  // An empty filter list means "no filter", as the screens send nothing when no chip is chosen.
  if (f.types?.length) {
    parts.push(`offer_type IN (${marks(f.types.length)})`);
    args.push(...f.types);
  }
  if (f.active?.length) {
    parts.push(`active IN (${marks(f.active.length)})`);
    args.push(...f.active.map((a) => (a ? 1 : 0)));
  }
  if (f.approvals?.length) {
    parts.push(`offer_approval IN (${marks(f.approvals.length)})`);
    args.push(...f.approvals);
  }
  return { sql: parts.map((p) => ` AND k.${p}`).join(''), args };
}

/** The rows a list shows, on the keys: listed (offer and retailer there, as the lists join both) and filtered. */
export function whereFor(scope: Scope, f: ListFilters): { sql: string; args: unknown[]; counted: boolean } {
  const counted = countedFilters(f);
  // A search's LIKE stands for `name IS NOT NULL` (no NULL is LIKE anything) and is tested first, as it rules out the
  // most: a searched walk of the keys cost ~20 % less (decision 0035).
  const name = f.search ? "k.name LIKE ? ESCAPE '\\'" : 'k.name IS NOT NULL';
  let sql = `k.publisher_id = ? AND k.env = ? AND ${name} AND k.offer_type IS NOT NULL${counted.sql}`;
  const args: unknown[] = f.search ? [scope.publisherId, scope.env, containing(f.search)] : [scope.publisherId, scope.env];
  args.push(...counted.args);
  if (f.category) {
    sql += ' AND EXISTS (SELECT 1 FROM retailers r, json_each(r.categories) c WHERE r.id = k.retailer_id AND c.value = ?)';
    args.push(f.category);
  }
  if (f.retailerId) {
    sql += ' AND k.retailer_id = ?';
    args.push(f.retailerId);
  }
  return { sql, args, counted: !f.search && !f.category && !f.retailerId };
}

/** The list's total: a sum of maintained counts, or (searched, one retailer) a count along the keys. */
export function totalOf(sqlite: Sqlite, scope: Scope, f: ListFilters, where: ReturnType<typeof whereFor>): number {
  if (!where.counted) return prepared(sqlite, `SELECT COUNT(*) FROM programme_list_keys k WHERE ${where.sql}`).pluck().get(...where.args) as number;
  const counted = countedFilters(f);
  return prepared(sqlite, `SELECT COALESCE(SUM(k.n), 0) FROM programme_list_counts k WHERE k.publisher_id = ? AND k.env = ?${counted.sql}`)
    .pluck().get(scope.publisherId, scope.env, ...counted.args) as number;
}

