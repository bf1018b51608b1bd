import { sql } from 'drizzle-orm';
import { index, integer, primaryKey, real, sqliteTable, text, uniqueIndex } from 'drizzle-orm/sqlite-core';
import { channels, retailers } from './catalogue';
import { bankConnections } from './bank-connections';
import { scopeColumns } from './columns';
import { endUserOfRow } from './end-users';
import { transactionTypes, uploadStatuses } from './enums';
import { offers } from './offers';
import { programmeOffers } from './programme';

/** Transaction files uploaded for enrichment (spec 3 §2.3). */
export const transactionUploads = sqliteTable(
  'transaction_uploads',
  {
    id: text('id').primaryKey(),
    ...scopeColumns(),
    fileName: text('file_name').notNull(),
    status: text('status', { enum: uploadStatuses }).notNull(),
    historic: integer('historic', { mode: 'boolean' }).notNull().default(false),
    enrichment: integer('enrichment', { mode: 'boolean' }).notNull().default(true),
    rowCount: integer('row_count').notNull().default(0),
    createdOn: integer('created_on').notNull(),
    processedOn: integer('processed_on'),
  },
  (t) => [index('transaction_uploads_scope_idx').on(t.publisherId, t.env, t.createdOn)],
);

/** Bank transactions with their enrichment result (spec 3 §3 Enriched transaction). */
export const transactions = sqliteTable(
  'transactions',
  {
    /** The platform's own id ('{product} Id'). */
    id: text('id').primaryKey(),
    ...scopeColumns(),
    /** The bank's / publisher's transaction reference ('Transaction id'). */
    internalTransactionId: text('internal_transaction_id').notNull(),
    transactionType: text('transaction_type', { enum: transactionTypes }).notNull(),
    endUserId: text('end_user_id').notNull(),
    bankConnectionId: text('bank_connection_id').references(() => bankConnections.id, { onDelete: 'set null' }),
    bookingTime: integer('booking_time').notNull(),
    /** Signed minor units: debits negative, as banks report them. */
    amount: integer('amount').notNull(),
    currency: text('currency').notNull(),
    /** remittanceInformationUnstructured. */
    description: text('description').notNull(),
    mid: text('mid'),
    /** Enrichment result; all null when no merchant was identified. */
    retailerId: text('retailer_id').references(() => retailers.id, { onDelete: 'set null' }),
    channelId: text('channel_id').references(() => channels.id, { onDelete: 'set null' }),
    merchantName: text('merchant_name'),
    /** Only when it differs from the retailer's logo: readers use COALESCE(merchant_logo, retailers.logo). */
    merchantLogo: text('merchant_logo'),
    merchantWebsite: text('merchant_website'),
    labels: text('labels', { mode: 'json' }).$type<string[]>().notNull(),
    /** 0..1; how the merchant was found (MID 1, alias 0.9, fuzzy lower). */
    confidence: real('confidence'),
    /** Retailer's primary category, denormalised for spend analytics. */
    category: text('category'),
    uploadId: text('upload_id').references(() => transactionUploads.id, { onDelete: 'set null' }),
    createdOn: integer('created_on').notNull(),
  },
  (t) => [
    uniqueIndex('transactions_scope_ref_uq').on(t.publisherId, t.env, t.internalTransactionId),
    index('transactions_scope_created_idx').on(t.publisherId, t.env, t.createdOn),
    // Type and amount trail the window indexes so spend aggregates (retailer page) read the index only.
    index('transactions_scope_booking_idx').on(t.publisherId, t.env, t.bookingTime, t.transactionType, t.amount),
    index('transactions_user_idx').on(t.publisherId, t.env, t.endUserId, t.bookingTime),
    endUserOfRow(t),
    index('transactions_scope_retailer_idx').on(t.publisherId, t.env, t.retailerId, t.bookingTime, t.transactionType, t.amount),
    index('transactions_scope_category_idx').on(t.publisherId, t.env, t.category, t.bookingTime, t.transactionType, t.amount),
    index('transactions_upload_idx').on(t.uploadId),
    // Ending a bank connection nulls its transactions' link: without this it scans them all.
    // (only rows with a connection: migration 0010)
    index('transactions_bank_connection_idx').on(t.bankConnectionId).where(sql`${t.bankConnectionId} IS NOT NULL`),
  ],
);

/** Which programme offers applied to a transaction ('Offer Matches', 'New Offer Matches'). */
export const transactionOfferMatches = sqliteTable(
  'transaction_offer_matches',
  {
    transactionId: text('transaction_id')
      .notNull()
      .references(() => transactions.id, { onDelete: 'cascade' }),
    programmeOfferId: text('programme_offer_id')
      .notNull()
      .references(() => programmeOffers.id, { onDelete: 'cascade' }),
    offerId: text('offer_id')
      .notNull()
      .references(() => offers.id, { onDelete: 'cascade' }),
    matchedOn: integer('matched_on').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.transactionId, t.programmeOfferId] }),
    index('transaction_offer_matches_po_idx').on(t.programmeOfferId),
  ],
);
