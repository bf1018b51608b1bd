import { index, integer, primaryKey, sqliteTable, text } from 'drizzle-orm/sqlite-core';
import { scopeColumns } from './columns';
import { offers } from './offers';
import { programmeOffers } from './programme';

/** A verification file of an own offer (spec 2 §2.4): not sent → sent to supplier → received. */
export const settlementFiles = sqliteTable(
  'settlement_files',
  {
    id: text('id').primaryKey(),
    ...scopeColumns(),
    programmeOfferId: text('programme_offer_id').references(() => programmeOffers.id, { onDelete: 'set null' }),
    offerId: text('offer_id')
      .notNull()
      .references(() => offers.id, { onDelete: 'cascade' }),
    fileName: text('file_name').notNull(),
    createdOn: integer('created_on').notNull(),
    sentToSupplier: integer('sent_to_supplier', { mode: 'boolean' }).notNull().default(false),
    sentOn: integer('sent_on'),
    receivedFromSupplier: integer('received_from_supplier', { mode: 'boolean' }).notNull().default(false),
    receivedOn: integer('received_on'),
    rowCount: integer('row_count').notNull().default(0),
  },
  (t) => [
    index('settlement_files_scope_idx').on(t.publisherId, t.env, t.createdOn),
    index('settlement_files_programme_offer_idx').on(t.programmeOfferId, t.createdOn),
  ],
);

/** One verified transaction of a settlement file; the CSV download is built from these. */
export const settlementRows = sqliteTable(
  'settlement_rows',
  {
    settlementId: text('settlement_id')
      .notNull()
      .references(() => settlementFiles.id, { onDelete: 'cascade' }),
    rowIndex: integer('row_index').notNull(),
    /** As written in the file; may not match a stored transaction. */
    transactionId: text('transaction_id').notNull(),
    endUserId: text('end_user_id').notNull(),
    bookingTime: integer('booking_time').notNull(),
    amount: integer('amount').notNull(),
    currency: text('currency').notNull(),
    cashbackAmount: integer('cashback_amount').notNull(),
    verified: integer('verified', { mode: 'boolean' }).notNull().default(true),
  },
  (t) => [primaryKey({ columns: [t.settlementId, t.rowIndex] })],
);
