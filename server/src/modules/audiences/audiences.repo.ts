import type { AudienceConditions } from '@cashloop/db';
import type { Scope } from '../../world/app-deps';
import type { Sqlite } from '../../world/data-store';
import { retailerSearchPage } from '../../lib/retailer-search-page';
import { prepared } from '../../lib/statements';

/** An audience row joined with its retailer (minor units, as stored). */
export interface AudienceRow {
  id: string;
  name: string;
  period: number;
  conditions: string;
  size: number;
  transactionVolume: number;
  createdOn: number;
  evaluatedOn: number | null;
  retailerId: string | null;
  retailerName: string | null;
  logo: string | null;
  website: string | null;
}

const SELECT_AUDIENCES = `
  SELECT a.id, a.name, a.period, a.conditions, a.size, a.transaction_volume AS transactionVolume,
         a.created_on AS createdOn, a.evaluated_on AS evaluatedOn,
         r.id AS retailerId, r.name AS retailerName, r.logo, r.website
  FROM audiences a LEFT JOIN retailers r ON r.id = a.retailer_id`;

/** LIKE pattern that matches `text` literally (with ESCAPE '\'). */
const containing = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

export function listAudiences(sqlite: Sqlite, scope: Scope, search: string | undefined, page: number, size: number) {
  const where = `a.publisher_id = @publisherId AND a.env = @env${search ? " AND a.name LIKE @pattern ESCAPE '\\'" : ''}`;
  const args = { publisherId: scope.publisherId, env: scope.env, pattern: containing(search ?? '') };
  const total = prepared(sqlite, `SELECT COUNT(*) FROM audiences a WHERE ${where}`).pluck().get(args) as number;
  const rows = prepared(sqlite, `${SELECT_AUDIENCES} WHERE ${where} ORDER BY a.created_on DESC, a.id DESC LIMIT +@limit OFFSET +@offset`)
    .all({ ...args, limit: size, offset: page * size }) as AudienceRow[];
  return { rows, total };
}

export function audienceById(sqlite: Sqlite, scope: Scope, id: string): AudienceRow | undefined {
  return prepared(sqlite, `${SELECT_AUDIENCES} WHERE a.id = ? AND a.publisher_id = ? AND a.env = ?`).get(id, scope.publisherId, scope.env) as
    | AudienceRow
    | undefined;
}

export interface NewAudience {
  id: string;
  name: string;
  period: number;
  conditions: AudienceConditions;
  size: number;
  retailerId: string | null;
  transactionVolume: number;
  now: number;
}

export function insertAudience(sqlite: Sqlite, scope: Scope, a: NewAudience): void {
  prepared(
    sqlite,
    `INSERT INTO audiences (id, publisher_id, env, name, period, conditions, size, retailer_id, transaction_volume, created_on, evaluated_on)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
  ).run(a.id, scope.publisherId, scope.env, a.name, a.period, JSON.stringify(a.conditions), a.size, a.retailerId, a.transactionVolume, a.now, a.now);
}

/** Stores a re-evaluation (the rolling period moved on). */
export function updateEvaluation(sqlite: Sqlite, id: string, size: number, transactionVolume: number, now: number): void {
  prepared(sqlite, 'UPDATE audiences SET size = ?, transaction_volume = ?, evaluated_on = ? WHERE id = ?').run(size, transactionVolume, now, id);
}

export function deleteAudienceRow(sqlite: Sqlite, scope: Scope, id: string): number {
  return prepared(sqlite, 'DELETE FROM audiences WHERE id = ? AND publisher_id = ? AND env = ?').run(id, scope.publisherId, scope.env).changes;
}

/** Campaigns targeting the audience that have not ended yet (pending or in progress at `now`). */
export function liveCampaignsOf(sqlite: Sqlite, audienceId: string, now: number): { id: string; name: string }[] {
  return prepared(
    sqlite,
    `SELECT c.id, c.name FROM campaign_audiences ca JOIN campaigns c ON c.id = ca.campaign_id
     WHERE ca.audience_id = ? AND c.end_date >= ? ORDER BY c.start_date, c.id`,
  ).all(audienceId, now) as { id: string; name: string }[];
}

/** Retailers this publisher may see (the platform's and its own in this environment) with this website. */
export function retailerByWebsite(sqlite: Sqlite, scope: Scope, website: string): { id: string; name: string; logo: string; website: string } | undefined {
  return prepared(
    sqlite,
    `SELECT id, name, logo, website FROM retailers
     WHERE lower(website) = lower(?) AND (owner_publisher_id IS NULL OR (owner_publisher_id = ? AND env = ?))
     ORDER BY owner_publisher_id IS NULL DESC, id LIMIT 1`,
  ).get(website, scope.publisherId, scope.env) as { id: string; name: string; logo: string; website: string } | undefined;
}

/** A retailer as the audience search answers it (`audienceRetailerSchema`'s fields, in its order). */
export interface SearchedRetailerRow {
  id: string;
  retailerName: string;
  logo: string;
  retailerWebsite: string;
}

/** Most shopped in the scope's partition first: each order is exactly its index's (migration 0020). */
const POPULAR = {
  live: { index: 'retailers_live_popular_idx', order: 'r.live_transaction_count DESC, r.name COLLATE NOCASE, r.id' },
  sandbox: { index: 'retailers_sandbox_popular_idx', order: 'r.sandbox_transaction_count DESC, r.name COLLATE NOCASE, r.id' },
} as const;

/**
 * Visible retailers whose name or website contains `search`, most shopped first (decision 0035): counted by a scan
 * (the website is in no index), the page walked along the partition's popularity index.
 */
export function searchRetailers(sqlite: Sqlite, scope: Scope, search: string | undefined, page: number, size: number) {
  const pattern = search ? containing(search) : null;
  return retailerSearchPage<SearchedRetailerRow>(
    sqlite,
    scope,
    {
      where: pattern === null ? '' : "(r.name LIKE ? ESCAPE '\\' OR r.website LIKE ? ESCAPE '\\')",
      args: pattern === null ? [] : [pattern, pattern],
      countFrom: 'NOT INDEXED',
      ...POPULAR[scope.env],
      columns: 'r.id, r.name AS retailerName, r.logo, r.website AS retailerWebsite',
    },
    page,
    size,
  );
}
