import { index, integer, sqliteTable, text } from 'drizzle-orm/sqlite-core';
import { scopeColumns } from './columns';
import { endUserOfRow } from './end-users';

/** Account requisitions (spec 3 §3): LIVE while is_active, otherwise EXPIRED. */
export const bankConnections = sqliteTable(
  'bank_connections',
  {
    id: text('id').primaryKey(),
    ...scopeColumns(),
    accountId: text('account_id').notNull(),
    endUserId: text('end_user_id').notNull(),
    bankName: text('bank_name').notNull(),
    bankLogo: text('bank_logo').notNull(),
    isActive: integer('is_active', { mode: 'boolean' }).notNull(),
    createdOn: integer('created_on').notNull(),
    lastAccessedOn: integer('last_accessed_on').notNull(),
    /** End of the current consent; the clock expires the connection then (ACCOUNT_EXPIRED). */
    expiresOn: integer('expires_on').notNull(),
    renewedOn: integer('renewed_on'),
    disconnectedOn: integer('disconnected_on'),
  },
  (t) => [
    // The list's order, ties on created_on broken by id, read off the index (migration 0023).
    index('bank_connections_scope_created_idx').on(t.publisherId, t.env, t.createdOn, t.id),
    index('bank_connections_user_idx').on(t.publisherId, t.env, t.endUserId),
    endUserOfRow(t),
    index('bank_connections_expiry_idx').on(t.isActive, t.expiresOn),
  ],
);
