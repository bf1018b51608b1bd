import type { CampaignSlot, CampaignStatus } from '@cashloop/shared/contracts/campaigns';
import type { Scope } from '../../world/app-deps';
import type { Sqlite } from '../../world/data-store';
import { prepared } from '../../lib/statements';
import { allRows } from '../../lib/rows';

export interface CampaignRow {
  id: string;
  name: string;
  slot: CampaignSlot;
  startDate: number;
  endDate: number;
  assetLink: string | null;
  programmeOfferId: string | null;
  createdOn: number;
}

/** `?, ?, ?` for an IN list. */
const marks = (n: number) => Array.from({ length: n }, () => '?').join(', ');

const COLUMNS = `id, name, slot, start_date AS startDate, end_date AS endDate, asset_link AS assetLink,
  programme_offer_id AS programmeOfferId, created_on AS createdOn`;

/**
 * The status filter in SQL, the same rule as campaignStatusAt (the status is never stored), with its positional
 * arguments: `now` once per comparison, since a positional parameter cannot be named twice.
 */
function statusFilter(statuses: readonly CampaignStatus[], now: number): { sql: string; args: number[] } {
  if (statuses.length === 0) return { sql: '', args: [] };
  const rule = { PENDING: '? < c.start_date', INPROGRESS: '(c.start_date <= ? AND ? <= c.end_date)', CLOSED: '(c.start_date <= ? AND c.end_date < ?)' };
  const sql = `AND (${statuses.map((s) => rule[s]).join(' OR ')})`;
  return { sql, args: Array.from({ length: (sql.match(/\?/g) ?? []).length }, () => now) };
}

/** A page of the scope's campaigns (the status filter as of `now`), latest start first, and their total. */
export function listCampaigns(sqlite: Sqlite, scope: Scope, statuses: readonly CampaignStatus[], now: number, page: number, size: number) {
  const filter = statusFilter(statuses, now);
  const total = prepared(sqlite, `SELECT COUNT(*) FROM campaigns c WHERE c.publisher_id = ? AND c.env = ? ${filter.sql}`)
    .pluck()
    .get(scope.publisherId, scope.env, ...filter.args) as number;
  const rows = allRows<CampaignRow>(
    prepared(sqlite, `SELECT ${COLUMNS} FROM campaigns c WHERE c.publisher_id = ? AND c.env = ? ${filter.sql}
      ORDER BY c.start_date DESC, c.id DESC LIMIT +? OFFSET +?`),
    scope.publisherId, scope.env, ...filter.args, size, page * size,
  );
  return { rows, total };
}

export function campaignById(sqlite: Sqlite, scope: Scope, id: string): CampaignRow | undefined {
  return prepared(sqlite, `SELECT ${COLUMNS} FROM campaigns WHERE id = ? AND publisher_id = ? AND env = ?`).get(id, scope.publisherId, scope.env) as
    | CampaignRow
    | undefined;
}

/** Audiences (id, name) of each campaign, keyed by campaign id. */
export function audiencesOf(sqlite: Sqlite, campaignIds: readonly string[]): Map<string, { id: string; name: string }[]> {
  const byCampaign = new Map<string, { id: string; name: string }[]>();
  if (campaignIds.length === 0) return byCampaign;
  const rows = prepared(
    sqlite,
    `SELECT ca.campaign_id AS campaignId, a.id, a.name FROM campaign_audiences ca JOIN audiences a ON a.id = ca.audience_id
     WHERE ca.campaign_id IN (${marks(campaignIds.length)}) ORDER BY a.name COLLATE NOCASE, a.id`,
  ).all(...campaignIds) as { campaignId: string; id: string; name: string }[];
  for (const r of rows) byCampaign.set(r.campaignId, [...(byCampaign.get(r.campaignId) ?? []), { id: r.id, name: r.name }]);
  return byCampaign;
}

/** Which of these audience ids belong to the scope. */
export function ownAudienceIds(sqlite: Sqlite, scope: Scope, ids: readonly string[]): Set<string> {
  const rows = prepared(sqlite, `SELECT id FROM audiences WHERE publisher_id = ? AND env = ? AND id IN (${marks(ids.length)})`)
    .pluck()
    .all(scope.publisherId, scope.env, ...ids) as string[];
  return new Set(rows);
}

export interface NewCampaign {
  id: string;
  name: string;
  slot: CampaignSlot;
  startDate: number;
  endDate: number;
  assetLink: string | null;
  programmeOfferId: string;
  audienceIds: readonly string[];
  now: number;
}

export function insertCampaign(sqlite: Sqlite, scope: Scope, c: NewCampaign): void {
  prepared(
    sqlite,
    `INSERT INTO campaigns (id, publisher_id, env, name, slot, start_date, end_date, asset_link, programme_offer_id, created_on)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
  ).run(c.id, scope.publisherId, scope.env, c.name, c.slot, c.startDate, c.endDate, c.assetLink, c.programmeOfferId, c.now);
  const link = prepared(sqlite, 'INSERT INTO campaign_audiences (campaign_id, audience_id) VALUES (?, ?)');
  for (const audienceId of c.audienceIds) link.run(c.id, audienceId);
}

export function deleteCampaignRow(sqlite: Sqlite, scope: Scope, id: string): number {
  return prepared(sqlite, 'DELETE FROM campaigns WHERE id = ? AND publisher_id = ? AND env = ?').run(id, scope.publisherId, scope.env).changes;
}
