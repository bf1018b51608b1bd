import { index, integer, primaryKey, sqliteTable, text, uniqueIndex } from 'drizzle-orm/sqlite-core';
import { channelTypes, environments, obCompatibility } from './enums';
import { publishers } from './identity';

/**
 * The platform catalogue is shared by all publishers. Rows a publisher creates in the own-offer
 * wizard carry owner_publisher_id and env (null on platform rows) so they stay in that partition.
 */
export const retailers = sqliteTable(
  'retailers',
  {
    id: text('id').primaryKey(),
    name: text('name').notNull(),
    website: text('website').notNull(),
    logo: text('logo').notNull(),
    /** Personalisation categories (the 32 of spec 2 §9); the first is the one headers show. */
    categories: text('categories', { mode: 'json' }).$type<string[]>().notNull(),
    /** First category, denormalised so spend analytics can group and index on it. */
    primaryCategory: text('primary_category').notNull(),
    /** The seed's weighting of how often a retailer is shopped at (real popularity is the counters below). */
    popularity: integer('popularity').notNull(),
    /**
     * Transactions matched to the retailer across the platform, per partition: the MOSTPOPULAR sort.
     * Kept in step with `transactions` by SQLite triggers (migration 0002), so every writer counts.
     */
    liveTransactionCount: integer('live_transaction_count').notNull().default(0),
    sandboxTransactionCount: integer('sandbox_transaction_count').notNull().default(0),
    ownerPublisherId: text('owner_publisher_id').references(() => publishers.id, { onDelete: 'cascade' }),
    env: text('env', { enum: environments }),
    obCompatible: text('ob_compatible', { enum: obCompatibility }).notNull().default('UNKNOWN'),
    openBankingDescription: text('open_banking_description'),
    monthlyWebVisits: integer('monthly_web_visits'),
    goodForBusiness: integer('good_for_business', { mode: 'boolean' }),
    luxury: integer('luxury', { mode: 'boolean' }),
    subscription: integer('subscription', { mode: 'boolean' }),
    createdOn: integer('created_on').notNull(),
  },
  (t) => [
    index('retailers_name_idx').on(t.name),
    index('retailers_popularity_idx').on(t.popularity),
    index('retailers_category_idx').on(t.primaryCategory),
    index('retailers_owner_idx').on(t.ownerPublisherId, t.env),
  ],
);

/** Normalised bank-description fragments that identify a retailer (enrichment step 2). */
export const merchantAliases = sqliteTable(
  'merchant_aliases',
  {
    id: text('id').primaryKey(),
    retailerId: text('retailer_id')
      .notNull()
      .references(() => retailers.id, { onDelete: 'cascade' }),
    /** Upper-case, punctuation stripped, single-spaced. */
    alias: text('alias').notNull(),
  },
  (t) => [uniqueIndex('merchant_aliases_alias_uq').on(t.alias), index('merchant_aliases_retailer_idx').on(t.retailerId)],
);

/** A MID group of a retailer (spec 1 §3 Channel, spec 2 §3). */
export const channels = sqliteTable(
  'channels',
  {
    id: text('id').primaryKey(),
    retailerId: text('retailer_id')
      .notNull()
      .references(() => retailers.id, { onDelete: 'cascade' }),
    ownerPublisherId: text('owner_publisher_id').references(() => publishers.id, { onDelete: 'cascade' }),
    env: text('env', { enum: environments }),
    channelName: text('channel_name').notNull(),
    channelType: text('channel_type', { enum: channelTypes }).notNull(),
    address: text('address'),
    city: text('city'),
    postcode: text('postcode'),
    website: text('website'),
    createdOn: integer('created_on').notNull(),
  },
  // A retailer's channels in the order they were made: the catalogue reads a page's retailers' channels without a sort.
  (t) => [index('channels_retailer_created_idx').on(t.retailerId, t.createdOn, t.id)],
);

/** MIDs of a channel, one row each, so enrichment step 1 is an index lookup. */
export const channelMids = sqliteTable(
  'channel_mids',
  {
    channelId: text('channel_id')
      .notNull()
      .references(() => channels.id, { onDelete: 'cascade' }),
    mid: text('mid').notNull(),
    /** Denormalised so a MID resolves to a merchant without a join. */
    retailerId: text('retailer_id')
      .notNull()
      .references(() => retailers.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.channelId, t.mid] }), index('channel_mids_mid_idx').on(t.mid)],
);
