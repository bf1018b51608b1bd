import type { Scope } from '../../world/app-deps';
import { prepared } from '../../lib/statements';
import type { Sqlite } from '../../world/data-store';
import { RETAILER_IN_CATEGORY, RETAILER_NAMED, retailerSearchPage } from '../../lib/retailer-search-page';
import { scoped } from '../../lib/scoped-params';

/** Platform retailers are readable by every publisher; own retailers only by their publisher, in their partition. */
export const VISIBLE_RETAILER = `(r.owner_publisher_id IS NULL OR (r.owner_publisher_id = @publisherId AND r.env = @env))`;

export interface OwnRetailerRow {
  id: string;
  name: string;
  website: string;
  logo: string;
  categories: string;
  monthlyWebVisits: number | null;
  goodForBusiness: number | null;
  luxury: number | null;
  subscription: number | null;
  obCompatible: 'YES' | 'NO' | 'UNKNOWN';
  ownerPublisherId: string | null;
  /** Transactions enriched to the retailer, both partitions (trigger-maintained counters, migration 0002). */
  transactionCount: number;
}

const COLUMNS = `r.id, r.name, r.website, r.logo, r.categories, r.monthly_web_visits AS monthlyWebVisits,
  r.good_for_business AS goodForBusiness, r.luxury, r.subscription, r.ob_compatible AS obCompatible,
  r.owner_publisher_id AS ownerPublisherId, r.live_transaction_count + r.sandbox_transaction_count AS transactionCount`;

/**
 * Retailers the scope can see whose name contains the text, optionally of one category, by name (decision 0035):
 * counted and walked along retailers_name_nocase_idx, which holds the name and the visibility, so only a category
 * and the page's own rows read the table.
 */
export function searchRetailers(sqlite: Sqlite, scope: Scope, f: { search: string; category: string; page: number; size: number }) {
  const where: string[] = [];
  const args: string[] = [];
  if (f.search !== '') {
    where.push(RETAILER_NAMED);
    args.push(f.search);
  }
  if (f.category !== '') {
    where.push(RETAILER_IN_CATEGORY);
    args.push(f.category);
  }
  const index = 'retailers_name_nocase_idx';
  return retailerSearchPage<OwnRetailerRow>(
    sqlite,
    scope,
    {
      where: where.join(' AND '),
      args,
      countFrom: `INDEXED BY ${index}`,
      index,
      order: 'r.name COLLATE NOCASE, r.id',
      columns: COLUMNS,
    },
    f.page,
    f.size,
  );
}

export function findVisibleRetailer(sqlite: Sqlite, scope: Scope, id: string): OwnRetailerRow | undefined {
  return prepared(sqlite, `SELECT ${COLUMNS} FROM retailers r WHERE r.id = @id AND ${VISIBLE_RETAILER}`).get(scoped(scope, { id })) as
    | OwnRetailerRow
    | undefined;
}

/** One of the scope's own retailers (never a platform one: those cannot be changed). */
export function findOwnRetailer(sqlite: Sqlite, scope: Scope, id: string): OwnRetailerRow | undefined {
  return prepared(sqlite, `SELECT ${COLUMNS} FROM retailers r WHERE r.id = @id AND r.owner_publisher_id = @publisherId AND r.env = @env`)
    .get(scoped(scope, { id })) as OwnRetailerRow | undefined;
}

export function ownRetailerNamed(sqlite: Sqlite, scope: Scope, name: string): string | undefined {
  return prepared(sqlite, 'SELECT id FROM retailers WHERE owner_publisher_id = @publisherId AND env = @env AND lower(name) = lower(@name) LIMIT 1')
    .pluck()
    .get(scoped(scope, { name })) as string | undefined;
}

export interface NewRetailer {
  id: string;
  name: string;
  website: string;
  logo: string;
  category: string;
  obCompatible: 'YES' | 'NO' | 'UNKNOWN';
  openBankingDescription: string | null;
  monthlyWebVisits: number;
  goodForBusiness: boolean;
  luxury: boolean;
  subscription: boolean;
  createdOn: number;
}

export function insertRetailer(sqlite: Sqlite, scope: Scope, r: NewRetailer): void {
  prepared(
    sqlite,
    `INSERT INTO retailers (id, name, website, logo, categories, primary_category, popularity, owner_publisher_id, env,
       ob_compatible, open_banking_description, monthly_web_visits, good_for_business, luxury, subscription, created_on)
     VALUES (@id, @name, @website, @logo, @categories, @category, 1, @publisherId, @env, @obCompatible, @openBankingDescription,
       @monthlyWebVisits, @goodForBusiness, @luxury, @subscription, @createdOn)`,
  ).run(
    scoped(scope, r, {
      categories: JSON.stringify([r.category]),
      goodForBusiness: r.goodForBusiness ? 1 : 0,
      luxury: r.luxury ? 1 : 0,
      subscription: r.subscription ? 1 : 0,
    }),
  );
}

export function setRetailerLogo(sqlite: Sqlite, scope: Scope, id: string, logo: string): void {
  prepared(sqlite, 'UPDATE retailers SET logo = @logo WHERE id = @id AND owner_publisher_id = @publisherId AND env = @env').run(scoped(scope, { id, logo }));
}
