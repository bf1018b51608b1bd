import { foreignKey, index, integer, primaryKey, sqliteTable, text, type AnySQLiteColumn } from 'drizzle-orm/sqlite-core';
import { scopeColumns } from './columns';
import { tierUploadActions, uploadStatuses } from './enums';

/**
 * The publisher's customers (spec 2 §2.8); active = last activity within 60 days (spec 2 §9). The id is the publisher's
 * own, unique within its publisher and partition only (decision 0041), so the key is the three together.
 */
export const endUsers = sqliteTable(
  'end_users',
  {
    id: text('id').notNull(),
    ...scopeColumns(),
    createdOn: integer('created_on').notNull(),
    lastActiveOn: integer('last_active_on').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.publisherId, t.env, t.id] }),
    index('end_users_scope_created_idx').on(t.publisherId, t.env, t.createdOn),
    index('end_users_scope_active_idx').on(t.publisherId, t.env, t.lastActiveOn),
  ],
);

/** A row's end user, found in the row's own publisher and partition (decision 0041); the row goes with them. */
export const endUserOfRow = (t: { publisherId: AnySQLiteColumn; env: AnySQLiteColumn; endUserId: AnySQLiteColumn }) =>
  foreignKey({ columns: [t.publisherId, t.env, t.endUserId], foreignColumns: [endUsers.publisherId, endUsers.env, endUsers.id] }).onDelete('cascade');

export const customerTiers = sqliteTable(
  'customer_tiers',
  {
    id: text('id').primaryKey(),
    ...scopeColumns(),
    name: text('name').notNull(),
    description: text('description').notNull(),
    paidSubscription: integer('paid_subscription', { mode: 'boolean' }).notNull().default(false),
    /** Minor units; null when not a paid subscription. */
    price: integer('price'),
    createdOn: integer('created_on').notNull(),
  },
  (t) => [index('customer_tiers_scope_idx').on(t.publisherId, t.env, t.createdOn)],
);

export const endUserTiers = sqliteTable(
  'end_user_tiers',
  {
    ...scopeColumns(),
    endUserId: text('end_user_id').notNull(),
    tierId: text('tier_id')
      .notNull()
      .references(() => customerTiers.id, { onDelete: 'cascade' }),
    addedOn: integer('added_on').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.publisherId, t.env, t.endUserId, t.tierId] }),
    endUserOfRow(t),
    index('end_user_tiers_tier_idx').on(t.tierId),
  ],
);

/** Csv files of END_USER_ID, CUSTOMER_TIER_ID, ACTION rows (spec 2 §3). */
export const tierUploads = sqliteTable(
  'tier_uploads',
  {
    id: text('id').primaryKey(),
    ...scopeColumns(),
    fileName: text('file_name').notNull(),
    status: text('status', { enum: uploadStatuses }).notNull(),
    /** The uploaded csv, kept so a failed file can be inspected. */
    content: text('content'),
    rowCount: integer('row_count').notNull().default(0),
    errorCount: integer('error_count').notNull().default(0),
    createdOn: integer('created_on').notNull(),
    processedOn: integer('processed_on'),
  },
  (t) => [index('tier_uploads_scope_idx').on(t.publisherId, t.env, t.createdOn)],
);

/** Parsed rows of a tier upload, the audit trail of what each file changed. */
export const tierUploadRows = sqliteTable(
  'tier_upload_rows',
  {
    uploadId: text('upload_id')
      .notNull()
      .references(() => tierUploads.id, { onDelete: 'cascade' }),
    rowIndex: integer('row_index').notNull(),
    endUserId: text('end_user_id').notNull(),
    tierId: text('tier_id').notNull(),
    action: text('action', { enum: tierUploadActions }).notNull(),
    error: text('error'),
  },
  (t) => [primaryKey({ columns: [t.uploadId, t.rowIndex] })],
);
