import type { Scope } from '../world/app-deps';
import type { Sqlite } from '../world/data-store';
import { type IndexedChannel, type IndexedRetailer, MerchantIndex } from './enrichment-index';
import { prepared } from '../lib/statements';

/**
 * A cheap summary of the merchant tables: it changes when a reset reseeds them (new random ids) or
 * a publisher adds, renames or deletes an own retailer, alias or channel.
 */
const FINGERPRINT_SQL = `SELECT
  (SELECT COUNT(*) || ':' || COALESCE(MAX(id), '') || ':' || TOTAL(LENGTH(name) + LENGTH(website) + LENGTH(logo) + LENGTH(categories))
     FROM retailers) || '|' ||
  (SELECT TOTAL(LENGTH(open_banking_description)) FROM retailers WHERE owner_publisher_id IS NOT NULL) || '|' ||
  (SELECT COUNT(*) || ':' || COALESCE(MAX(id), '') || ':' || TOTAL(LENGTH(alias)) FROM merchant_aliases) || '|' ||
  (SELECT COUNT(*) || ':' || COALESCE(MAX(id), '') || ':' || TOTAL(LENGTH(channel_type) + COALESCE(LENGTH(city), 0)) FROM channels)`;

interface RetailerLoadRow extends Omit<IndexedRetailer, 'categories' | 'channels'> {
  categories: string;
  /** Own retailers: the bank description the publisher tested in the wizard, a key like an alias. */
  openBankingDescription: string | null;
}

interface CachedIndex {
  fingerprint: string;
  index: MerchantIndex;
  retailers: Map<string, IndexedRetailer>;
}

/** One index per database connection, rebuilt only when the fingerprint moves. */
const cache = new WeakMap<Sqlite, CachedIndex>();

function load(sqlite: Sqlite, fingerprint: string): CachedIndex {
  const rows = prepared(sqlite, 
      `SELECT id, name, website, logo, categories, popularity, owner_publisher_id AS ownerPublisherId, env,
              CASE WHEN owner_publisher_id IS NOT NULL THEN open_banking_description END AS openBankingDescription
       FROM retailers ORDER BY id`,
    )
    .all() as RetailerLoadRow[];
  const retailers = new Map<string, IndexedRetailer>(
    rows.map(({ openBankingDescription: _, ...r }) => [r.id, { ...r, categories: JSON.parse(r.categories) as string[], channels: [] }]),
  );
  const channels = prepared(sqlite, 
      `SELECT id, retailer_id AS retailerId, channel_type AS channelType, city, owner_publisher_id AS ownerPublisherId, env
       FROM channels ORDER BY created_on, id`,
    )
    .all() as (IndexedChannel & { retailerId: string })[];
  for (const { retailerId, ...channel } of channels) retailers.get(retailerId)?.channels.push(channel);
  const aliases = prepared(sqlite, 'SELECT retailer_id AS retailerId, alias FROM merchant_aliases ORDER BY id').all() as {
    retailerId: string;
    alias: string;
  }[];
  // An own retailer is seen only by its publisher (visibleTo), so its tested description is a private alias.
  for (const r of rows) if (r.openBankingDescription) aliases.push({ retailerId: r.id, alias: r.openBankingDescription });
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

/**
 * The channel and retailer of a MID the caller can see (enrichment's first and surest step): on a
 * retailer it can see, in a platform channel or one of its own (never another publisher's channel).
 */
export function findByMid(sqlite: Sqlite, scope: Scope, mid: string): { retailerId: string; channelId: string } | null {
  const row = prepared(sqlite, 
      `SELECT m.retailer_id AS retailerId, m.channel_id AS channelId
       FROM channel_mids m JOIN retailers r ON r.id = m.retailer_id JOIN channels c ON c.id = m.channel_id
       WHERE m.mid = @mid AND (r.owner_publisher_id IS NULL OR (r.owner_publisher_id = @publisherId AND r.env = @env))
         AND (c.owner_publisher_id IS NULL OR (c.owner_publisher_id = @publisherId AND c.env = @env))
       ORDER BY r.owner_publisher_id IS NULL, m.channel_id LIMIT 1`,
    )
    .get({ mid, ...scope }) as { retailerId: string; channelId: string } | undefined;
  return row ?? null;
}
