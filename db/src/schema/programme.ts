import { index, integer, primaryKey, sqliteTable, text, uniqueIndex } from 'drizzle-orm/sqlite-core';
import type { CashbackRule } from './cashback-rules';
import { scopeColumns } from './columns';
import { customerTiers, endUserOfRow } from './end-users';
import { customerTierTypes, offerApprovals } from './enums';
import { offers } from './offers';

/** An offer in a publisher's programme ("activated offer", spec 1 §3). */
export const programmeOffers = sqliteTable(
  'programme_offers',
  {
    id: text('id').primaryKey(),
    ...scopeColumns(),
    offerId: text('offer_id')
      .notNull()
      .references(() => offers.id, { onDelete: 'cascade' }),
    /** Denormalised from the offer: lists filter and search by retailer. */
    retailerId: text('retailer_id').notNull(),
    offerApproval: text('offer_approval', { enum: offerApprovals }).notNull(),
    declinedReason: text('declined_reason'),
    /** Live (true) or Deactivated; only meaningful once APPROVED. */
    active: integer('active', { mode: 'boolean' }).notNull().default(false),
    /** Whether to go live as soon as approved (apply request's `activate`). */
    activateOnApproval: integer('activate_on_approval', { mode: 'boolean' }).notNull().default(true),
    createdOn: integer('created_on').notNull(),
    updatedOn: integer('updated_on').notNull(),
    /** When the virtual clock decides a PENDING request. */
    decisionDueOn: integer('decision_due_on'),
    decidedOn: integer('decided_on'),
    /** Percent of the available cashback for the end user; client share is 100 minus it. */
    splitEndUser: integer('split_end_user').notNull().default(50),
    splitClient: integer('split_client').notNull().default(50),
    customerTierType: text('customer_tier_type', { enum: customerTierTypes }).notNull().default('DEFAULT'),
    /** The offer's rules with the split applied (endUserValue/clientValue filled in). */
    cashbackEarnings: text('cashback_earnings', { mode: 'json' }).$type<CashbackRule[]>().notNull(),
  },
  (t) => [
    uniqueIndex('programme_offers_scope_offer_uq').on(t.publisherId, t.env, t.offerId),
    index('programme_offers_scope_created_idx').on(t.publisherId, t.env, t.createdOn),
    index('programme_offers_scope_approval_idx').on(t.publisherId, t.env, t.offerApproval, t.active),
    index('programme_offers_scope_retailer_idx').on(t.publisherId, t.env, t.retailerId),
    index('programme_offers_due_idx').on(t.decisionDueOn),
  ],
);

/** Tiers chosen for a TIERED programme offer. */
export const programmeOfferTiers = sqliteTable(
  'programme_offer_tiers',
  {
    programmeOfferId: text('programme_offer_id')
      .notNull()
      .references(() => programmeOffers.id, { onDelete: 'cascade' }),
    tierId: text('tier_id')
      .notNull()
      // restrict: a tier in use cannot be deleted ('Please remove this tier from the offers').
      .references(() => customerTiers.id, { onDelete: 'restrict' }),
  },
  (t) => [primaryKey({ columns: [t.programmeOfferId, t.tierId] }), index('programme_offer_tiers_tier_idx').on(t.tierId)],
);

/** End users chosen for a SET ('Selected users') programme offer. */
export const programmeOfferUsers = sqliteTable(
  'programme_offer_users',
  {
    programmeOfferId: text('programme_offer_id')
      .notNull()
      .references(() => programmeOffers.id, { onDelete: 'cascade' }),
    ...scopeColumns(),
    endUserId: text('end_user_id').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.programmeOfferId, t.endUserId] }),
    endUserOfRow(t),
    index('programme_offer_users_user_idx').on(t.publisherId, t.env, t.endUserId),
  ],
);
