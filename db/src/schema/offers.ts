import { index, integer, primaryKey, sqliteTable, text } from 'drizzle-orm/sqlite-core';
import type { CashbackRule } from './cashback-rules';
import { channels, retailers } from './catalogue';
import { environments, matchAgainst, offerTypes } from './enums';
import { publishers } from './identity';

/** Platform offers, plus publishers' own offers (owner_publisher_id and env set). */
export const offers = sqliteTable(
  'offers',
  {
    id: text('id').primaryKey(),
    retailerId: text('retailer_id')
      .notNull()
      .references(() => retailers.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    /** One of `suppliers`, or the owning publisher's id for own offers (shown as is). */
    supplier: text('supplier').notNull(),
    supplierOfferId: text('supplier_offer_id'),
    /** PLATFORM_OWNER_ID for platform offers ('Remove offer from program' shows only for these). */
    ownerId: text('owner_id').notNull(),
    ownerPublisherId: text('owner_publisher_id').references(() => publishers.id, { onDelete: 'cascade' }),
    env: text('env', { enum: environments }),
    country: text('country').notNull(),
    currency: text('currency').notNull(),
    offerType: text('offer_type', { enum: offerTypes }).notNull(),
    /** The match-against value: ALL_CHANNELS or SPECIFIC_CHANNELS. */
    validFor: text('valid_for', { enum: matchAgainst }).notNull(),
    superMatch: integer('super_match', { mode: 'boolean' }).notNull().default(false),
    unenrichedCreditorsStrings: text('unenriched_creditors_strings', { mode: 'json' }).$type<string[]>().notNull(),
    spendingCapped: integer('spending_capped', { mode: 'boolean' }).notNull().default(false),
    /** Max cashback per transaction, minor units. */
    spendingCapAmount: integer('spending_cap_amount'),
    /** Offer categories (HEALTH_BEAUTY…), spec 2 §9. */
    categories: text('categories', { mode: 'json' }).$type<string[]>().notNull(),
    displayLogo: text('display_logo').notNull(),
    displayRetailerName: text('display_retailer_name').notNull(),
    displayDescription: text('display_description').notNull(),
    displayLink: text('display_link').notNull(),
    displayTermsAndConditions: text('display_terms_and_conditions'),
    displayBanner: text('display_banner'),
    /** Days a click-to-activate activation lasts. */
    lengthOfTime: integer('length_of_time'),
    hidden: integer('hidden', { mode: 'boolean' }).notNull().default(false),
    requiresApproval: integer('requires_approval', { mode: 'boolean' }).notNull().default(true),
    cashbackRules: text('cashback_rules', { mode: 'json' }).$type<CashbackRule[]>().notNull(),
    /** Highest percentage of the rules in basis points (250 = 2.5 %), precomputed for display rules. */
    highestCashbackPercentageBp: integer('highest_cashback_percentage_bp').notNull().default(0),
    createdOn: integer('created_on').notNull(),
    updatedOn: integer('updated_on').notNull(),
    /** Set when the platform withdraws the offer (OFFER_REMOVED_FROM_PLATFORM). */
    removedOn: integer('removed_on'),
  },
  (t) => [
    // A retailer's visible offers in the order they were made, read from the index alone (the catalogue reads a page's
    // retailers' offers on every call): the visibility columns follow the retailer, then the order, then what is read.
    index('offers_retailer_visible_idx').on(t.retailerId, t.hidden, t.removedOn, t.createdOn, t.id, t.ownerPublisherId, t.env, t.offerType),
    index('offers_type_idx').on(t.offerType),
    index('offers_owner_idx').on(t.ownerPublisherId, t.env),
  ],
);

export const offerChannels = sqliteTable(
  'offer_channels',
  {
    offerId: text('offer_id')
      .notNull()
      .references(() => offers.id, { onDelete: 'cascade' }),
    channelId: text('channel_id')
      .notNull()
      .references(() => channels.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.offerId, t.channelId] }), index('offer_channels_channel_idx').on(t.channelId)],
);
