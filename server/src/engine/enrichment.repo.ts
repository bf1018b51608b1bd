import type { Scope } from '../app-context';
import type { Sqlite } from '../plugins/data-store';
import { type IndexedChannel, type IndexedRetailer, MerchantIndex } from './enrichment-index';
import { prepared } from '../lib/statements';

/**
 * A cheap summary of the merchant tables: it changes when a reset reseeds them (new random ids) or
 * a publisher adds, renames or deletes an own retailer, alias or channel.
 */
const FINGERPRINT_SQL = `SELECT
  (SELECT COUNT(*) || ':' || COALESCE(MAX(id), '') || ':' || TOTAL(LENGTH(name) + LENGTH(website) + LENGTH(logo) + LENGTH(categories))
     FROM retailers) || '|' ||
  (SELECT COUNT(*) || ':' || COALESCE(MAX(id), '') || ':' || TOTAL(LENGTH(alias)) FROM merchant_aliases) || '|' ||
  (SELECT COUNT(*) || ':' || COALESCE(MAX(id), '') || ':' || TOTAL(LENGTH(channel_type) + COALESCE(LENGTH(city), 0)) FROM channels)`;

interface CachedIndex {
  fingerprint: string;
  index: MerchantIndex;
  retailers: Map<string, IndexedRetailer>;
}

/** One index per database connection, rebuilt only when the fingerprint moves. */
const cache = new WeakMap<Sqlite, CachedIndex>();

function load(sqlite: Sqlite, fingerprint: string): CachedIndex {
  const rows = prepared(sqlite, 
      `SELECT id, name, website, logo, categories, popularity, owner_publisher_id AS ownerPublisherId, env
       FROM retailers ORDER BY id`,
    )
    .all() as (Omit<IndexedRetailer, 'categories' | 'channels'> & { categories: string })[];
  const retailers = new Map<string, IndexedRetailer>(
    rows.map((r) => [r.id, { ...r, categories: JSON.parse(r.categories) as string[], channels: [] }]),
  );
  const channels = prepared(sqlite, 'SELECT id, retailer_id AS retailerId, channel_type AS channelType, city FROM channels ORDER BY created_on, id')
    .all() as (IndexedChannel & { retailerId: string })[];
  for (const { retailerId, ...channel } of channels) retailers.get(retailerId)?.channels.push(channel);
  const aliases = prepared(sqlite, 'SELECT retailer_id AS retailerId, alias FROM merchant_aliases ORDER BY id').all() as {
    retailerId: string;
    alias: string;
  }[];
  return { fingerprint, index: new MerchantIndex([...retailers.values()], aliases), retailers };
}

/** The merchant index of this database, loaded once and reloaded after a reset or catalogue change. */
export function merchantIndex(sqlite: Sqlite): CachedIndex {
  const fingerprint = prepared(sqlite, FINGERPRINT_SQL).pluck().get() as string;
  const cached = cache.get(sqlite);
  if (cached && cached.fingerprint === fingerprint) return cached;
  const fresh = load(sqlite, fingerprint);
  cache.set(sqlite, fresh);
  return fresh;
}

/** The channel and retailer of a MID the caller can see (enrichment's first and surest step). */
export function findByMid(sqlite: Sqlite, scope: Scope, mid: string): { retailerId: string; channelId: string } | null {
  const row = prepared(sqlite, 
      `SELECT m.retailer_id AS retailerId, m.channel_id AS channelId
       FROM channel_mids m JOIN retailers r ON r.id = m.retailer_id
       WHERE m.mid = @mid AND (r.owner_publisher_id IS NULL OR (r.owner_publisher_id = @publisherId AND r.env = @env))
       ORDER BY r.owner_publisher_id IS NULL, m.channel_id LIMIT 1`,
    )
    .get({ mid, ...scope }) as { retailerId: string; channelId: string } | undefined;
  return row ?? null;
}
