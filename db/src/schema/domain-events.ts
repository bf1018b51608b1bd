import { index, integer, sqliteTable, text, uniqueIndex } from 'drizzle-orm/sqlite-core';
import { scopeColumns } from './columns';
import { domainEventTypes } from './enums';

/**
 * Every state change the engine (and the seeds) make, recorded through recordEvent(). Webhook
 * delivery only reads this table; `seq` is its monotonic cursor.
 */
export const domainEvents = sqliteTable(
  'domain_events',
  {
    seq: integer('seq').primaryKey({ autoIncrement: true }),
    id: text('id').notNull(),
    ...scopeColumns(),
    type: text('type', { enum: domainEventTypes }).notNull(),
    entityType: text('entity_type').notNull(),
    entityId: text('entity_id').notNull(),
    payload: text('payload', { mode: 'json' }).$type<Record<string, unknown>>().notNull(),
    createdOn: integer('created_on').notNull(),
  },
  (t) => [
    uniqueIndex('domain_events_id_uq').on(t.id),
    index('domain_events_entity_idx').on(t.entityType, t.entityId),
  ],
);
