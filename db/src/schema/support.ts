import { index, integer, sqliteTable, text } from 'drizzle-orm/sqlite-core';
import { scopeColumns } from './columns';
import { endUserOfRow } from './end-users';
import { supportActions, supportLevels } from './enums';
import { publisherUsers } from './identity';
import { programmeOffers } from './programme';
import { transactions } from './transactions';

/** Missed-transaction queries raised by end users (spec 3 §3 missedTransactionQuery). */
export const supportTickets = sqliteTable(
  'support_tickets',
  {
    id: text('id').primaryKey(),
    ...scopeColumns(),
    endUserId: text('end_user_id').notNull(),
    transactionId: text('transaction_id').references(() => transactions.id, { onDelete: 'set null' }),
    /** Snapshot of the description, so the list still reads after the transaction is deleted. */
    transactionDescription: text('transaction_description'),
    /** The offer the end user expected ('Expected offer Id'). */
    programOfferRequestedId: text('program_offer_requested_id').references(() => programmeOffers.id, {
      onDelete: 'set null',
    }),
    supportLevel: text('support_level', { enum: supportLevels }).notNull(),
    resolved: integer('resolved', { mode: 'boolean' }).notNull().default(false),
    endUserMessage: text('end_user_message').notNull(),
    createdOn: integer('created_on').notNull(),
    updatedOn: integer('updated_on').notNull(),
    resolvedOn: integer('resolved_on'),
  },
  (t) => [
    index('support_tickets_scope_created_idx').on(t.publisherId, t.env, t.resolved, t.createdOn),
    index('support_tickets_user_idx').on(t.publisherId, t.env, t.endUserId),
    endUserOfRow(t),
    index('support_tickets_transaction_idx').on(t.transactionId),
  ],
);

/** The ticket's action log, newest first on screen. */
export const supportTicketActions = sqliteTable(
  'support_ticket_actions',
  {
    id: text('id').primaryKey(),
    ticketId: text('ticket_id')
      .notNull()
      .references(() => supportTickets.id, { onDelete: 'cascade' }),
    timestamp: integer('timestamp').notNull(),
    action: text('action', { enum: supportActions }).notNull(),
    notes: text('notes').notNull().default(''),
    publisherUserId: text('publisher_user_id').references(() => publisherUsers.id, { onDelete: 'set null' }),
  },
  (t) => [index('support_ticket_actions_ticket_idx').on(t.ticketId, t.timestamp)],
);
