import { sql } from 'drizzle-orm';
import { index, integer, sqliteTable, text } from 'drizzle-orm/sqlite-core';
import { retailers } from './catalogue';
import { scopeColumns } from './columns';
import { endUserOfRow } from './end-users';
import { cashbackGenerations, cashbackStatuses } from './enums';
import { offers } from './offers';
import { payouts } from './payouts';
import { programmeOffers } from './programme';
import { supportTickets } from './support';
import { transactions } from './transactions';

/**
 * Cashback objects (spec 3 §3). A null transaction is affiliate cashback ('Affiliate Transaction').
 * Each lifecycle step keeps its time so the clock and the webhooks can replay it.
 */
export const cashback = sqliteTable(
  'cashback',
  {
    id: text('id').primaryKey(),
    ...scopeColumns(),
    transactionId: text('transaction_id').references(() => transactions.id, { onDelete: 'set null' }),
    /** |amount| the cashback was computed on, minor units; null for affiliate cashback. */
    transactionAmount: integer('transaction_amount'),
    programmeOfferId: text('programme_offer_id').references(() => programmeOffers.id, { onDelete: 'set null' }),
    /** Kept even if the programme offer goes, so the ledger still shows the retailer. */
    offerId: text('offer_id')
      .notNull()
      .references(() => offers.id, { onDelete: 'cascade' }),
    retailerId: text('retailer_id')
      .notNull()
      .references(() => retailers.id, { onDelete: 'cascade' }),
    endUserId: text('end_user_id').notNull(),
    status: text('status', { enum: cashbackStatuses }).notNull(),
    endUserCashbackReceivable: integer('end_user_cashback_receivable').notNull(),
    publisherCashbackReceivable: integer('publisher_cashback_receivable').notNull(),
    currency: text('currency').notNull(),
    declinedReason: text('declined_reason'),
    generation: text('generation', { enum: cashbackGenerations }).notNull().default('ORIGINAL'),
    /** The support ticket whose re-run generated this cashback. */
    supportTicketId: text('support_ticket_id').references(() => supportTickets.id, { onDelete: 'set null' }),
    createdOn: integer('created_on').notNull(),
    beingVerifiedOn: integer('being_verified_on'),
    verifiedOn: integer('verified_on'),
    receivedOn: integer('received_on'),
    paidOn: integer('paid_on'),
    declinedOn: integer('declined_on'),
    disqualifiedOn: integer('disqualified_on'),
    /** When the clock moves it on next; null in a final status. */
    nextTransitionOn: integer('next_transition_on'),
    payoutId: text('payout_id').references(() => payouts.id, { onDelete: 'set null' }),
    updatedOn: integer('updated_on').notNull(),
  },
  (t) => [
    // The ledger walks a scope newest first reading the status from the index (migration 0011).
    index('cashback_scope_newest_status_idx').on(t.publisherId, t.env, t.createdOn, t.status),
    index('cashback_scope_status_idx').on(t.publisherId, t.env, t.status, t.createdOn),
    index('cashback_scope_retailer_idx').on(t.publisherId, t.env, t.retailerId, t.createdOn),
    index('cashback_transaction_idx').on(t.transactionId),
    index('cashback_user_idx').on(t.publisherId, t.env, t.endUserId, t.createdOn),
    endUserOfRow(t),
    index('cashback_programme_offer_idx').on(t.programmeOfferId),
    // Read for a given payout or ticket only: rows without one stay out (migration 0010). The payout index
    // holds both amounts, so a payout's totals are summed from it alone (migration 0014).
    index('cashback_payout_idx')
      .on(t.payoutId, t.endUserCashbackReceivable, t.publisherCashbackReceivable)
      .where(sql`${t.payoutId} IS NOT NULL`),
    index('cashback_next_transition_idx').on(t.nextTransitionOn),
    index('cashback_support_ticket_idx').on(t.supportTicketId).where(sql`${t.supportTicketId} IS NOT NULL`),
  ],
);

/** Click-to-activate: an end user switched an offer on for lengthOfTime days. */
export const offerActivations = sqliteTable(
  'offer_activations',
  {
    id: text('id').primaryKey(),
    ...scopeColumns(),
    endUserId: text('end_user_id').notNull(),
    programmeOfferId: text('programme_offer_id')
      .notNull()
      .references(() => programmeOffers.id, { onDelete: 'cascade' }),
    offerId: text('offer_id')
      .notNull()
      .references(() => offers.id, { onDelete: 'cascade' }),
    activationDate: integer('activation_date').notNull(),
    expiryDate: integer('expiry_date').notNull(),
  },
  (t) => [
    index('offer_activations_user_idx').on(t.publisherId, t.env, t.endUserId, t.activationDate),
    endUserOfRow(t),
    index('offer_activations_po_idx').on(t.programmeOfferId),
  ],
);
