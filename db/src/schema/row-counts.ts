import { integer, primaryKey, sqliteTable, text } from 'drizzle-orm/sqlite-core';
import { environments } from './enums';

/**
 * Row counts per scope, kept by triggers (migration 0005), so a list's total is one lookup instead of
 * a count that grows with the table: transactions per scope, cashback per scope and status, bank connections
 * per scope (migration 0023). No foreign key: the triggers write it inside the same statement as the row
 * they count.
 */
export const scopeRowCounts = sqliteTable(
  'scope_row_counts',
  {
    publisherId: text('publisher_id').notNull(),
    env: text('env', { enum: environments }).notNull(),
    /** 'transactions', 'cashback' or 'bank_connections'. */
    entity: text('entity').notNull(),
    /** The cashback status; '' for the others. */
    status: text('status').notNull().default(''),
    n: integer('n').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.publisherId, t.env, t.entity, t.status] })],
);
