import type { Scope } from '../../world/app-deps';
import { prepared } from '../../lib/statements';
import type { Sqlite } from '../../world/data-store';
import { scoped } from '../../lib/scoped-params';

/** A channel the scope can see: the platform's, or its own (of its partition), on a retailer it can see. */
const VISIBLE_CHANNEL = `(c.owner_publisher_id IS NULL OR (c.owner_publisher_id = @publisherId AND c.env = @env))
  AND EXISTS (SELECT 1 FROM retailers r WHERE r.id = c.retailer_id
    AND (r.owner_publisher_id IS NULL OR (r.owner_publisher_id = @publisherId AND r.env = @env)))`;

export interface ChannelRow {
  id: string;
  retailerId: string;
  channelName: string;
  channelType: 'ANY' | 'INSTORE' | 'ONLINE';
  address: string | null;
  city: string | null;
  postcode: string | null;
  website: string | null;
  ownerPublisherId: string | null;
  mids: string;
}

const COLUMNS = `c.id, c.retailer_id AS retailerId, c.channel_name AS channelName, c.channel_type AS channelType, c.address,
  c.city, c.postcode, c.website, c.owner_publisher_id AS ownerPublisherId,
  (SELECT json_group_array(mid) FROM (SELECT m.mid FROM channel_mids m WHERE m.channel_id = c.id ORDER BY m.mid)) AS mids`;
const ORDER = 'ORDER BY c.created_on, c.id';

export function channelsOfRetailer(sqlite: Sqlite, scope: Scope, retailerId: string, page: { page: number; size: number }) {
  const where = `c.retailer_id = @retailerId AND ${VISIBLE_CHANNEL}`;
  const args = scoped(scope, { retailerId });
  const total = (prepared(sqlite, `SELECT COUNT(*) AS n FROM channels c WHERE ${where}`).get(args) as { n: number }).n;
  const rows = prepared(sqlite, `SELECT ${COLUMNS} FROM channels c WHERE ${where} ${ORDER} LIMIT +@size OFFSET +@offset`)
    .all({ ...args, size: page.size, offset: page.page * page.size }) as ChannelRow[];
  return { rows, total };
}

export function channelIdsOfRetailer(sqlite: Sqlite, scope: Scope, retailerId: string): string[] {
  return prepared(sqlite, `SELECT c.id FROM channels c WHERE c.retailer_id = @retailerId AND ${VISIBLE_CHANNEL} ${ORDER}`)
    .pluck()
    .all(scoped(scope, { retailerId })) as string[];
}

export function channelsByIds(sqlite: Sqlite, scope: Scope, ids: readonly string[]): ChannelRow[] {
  if (ids.length === 0) return [];
  return prepared(sqlite, `SELECT ${COLUMNS} FROM channels c WHERE c.id IN (SELECT value FROM json_each(@ids)) AND ${VISIBLE_CHANNEL} ${ORDER}`)
    .all(scoped(scope, { ids: JSON.stringify(ids) })) as ChannelRow[];
}

export function findVisibleChannel(sqlite: Sqlite, scope: Scope, id: string): ChannelRow | undefined {
  return channelsByIds(sqlite, scope, [id])[0];
}

export interface MidHolder {
  mid: string;
  retailerId: string;
  retailerName: string;
  channelName: string;
}

/**
 * Which of these MIDs a channel the scope can see already holds, with its retailer. Uniqueness is
 * checked over what the caller can see (the platform's channels and its own), like enrichment by MID:
 * another publisher's channels neither block nor are revealed.
 */
export function midHolders(sqlite: Sqlite, scope: Scope, mids: readonly string[]): MidHolder[] {
  if (mids.length === 0) return [];
  return prepared(
    sqlite,
    `SELECT m.mid, c.retailer_id AS retailerId, r.name AS retailerName, c.channel_name AS channelName
     FROM channel_mids m JOIN channels c ON c.id = m.channel_id JOIN retailers r ON r.id = c.retailer_id
     WHERE m.mid IN (SELECT value FROM json_each(@mids)) AND ${VISIBLE_CHANNEL}
     ORDER BY m.mid, c.created_on`,
  ).all(scoped(scope, { mids: JSON.stringify(mids) })) as MidHolder[];
}

export interface NewChannel {
  id: string;
  retailerId: string;
  channelName: string;
  channelType: 'ANY' | 'INSTORE' | 'ONLINE';
  address: string | null;
  city: string | null;
  postcode: string | null;
  website: string | null;
  mids: string[];
  createdOn: number;
}

export function insertChannel(sqlite: Sqlite, scope: Scope, c: NewChannel): void {
  prepared(
    sqlite,
    `INSERT INTO channels (id, retailer_id, owner_publisher_id, env, channel_name, channel_type, address, city, postcode, website, created_on)
     VALUES (@id, @retailerId, @publisherId, @env, @channelName, @channelType, @address, @city, @postcode, @website, @createdOn)`,
  ).run(scoped(scope, { id: c.id, retailerId: c.retailerId, channelName: c.channelName, channelType: c.channelType, address: c.address,
    city: c.city, postcode: c.postcode, website: c.website, createdOn: c.createdOn }));
  const insertMid = prepared(sqlite, 'INSERT INTO channel_mids (channel_id, mid, retailer_id) VALUES (?, ?, ?)');
  for (const mid of c.mids) insertMid.run(c.id, mid, c.retailerId);
}

/** The scope's own ALL_CHANNELS offers of a retailer take a new channel of it ('All transactions'). */
export function joinAllChannelsOffers(sqlite: Sqlite, scope: Scope, retailerId: string, channelId: string): void {
  prepared(
    sqlite,
    `INSERT OR IGNORE INTO offer_channels (offer_id, channel_id)
     SELECT o.id, @channelId FROM offers o
     WHERE o.retailer_id = @retailerId AND o.owner_publisher_id = @publisherId AND o.env = @env
       AND o.valid_for = 'ALL_CHANNELS' AND o.removed_on IS NULL`,
  ).run(scoped(scope, { retailerId, channelId }));
}

/** The scope's own SPECIFIC_CHANNELS offers (not deleted) that match on this channel and no other. */
export function offersOnlyOnChannel(sqlite: Sqlite, channelId: string): { id: string; name: string }[] {
  return prepared(
    sqlite,
    `SELECT o.id, o.name FROM offer_channels oc JOIN offers o ON o.id = oc.offer_id
     WHERE oc.channel_id = ? AND o.valid_for = 'SPECIFIC_CHANNELS' AND o.removed_on IS NULL
       AND NOT EXISTS (SELECT 1 FROM offer_channels other WHERE other.offer_id = o.id AND other.channel_id <> oc.channel_id)
     ORDER BY o.created_on`,
  ).all(channelId) as { id: string; name: string }[];
}

export function deleteChannel(sqlite: Sqlite, scope: Scope, id: string): number {
  return prepared(sqlite, 'DELETE FROM channels WHERE id = @id AND owner_publisher_id = @publisherId AND env = @env').run(scoped(scope, { id })).changes;
}
