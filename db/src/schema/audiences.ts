import { index, integer, sqliteTable, text } from 'drizzle-orm/sqlite-core';
import { retailers } from './catalogue';
import { scopeColumns } from './columns';

/** The audience-builder definition (spec 2 §3 Audience (create)), amounts in minor units. */
export interface AudienceConditions {
  demographicConditions: { condition: 'MORE_THAN' | 'LESS_THAN'; amount: number }[];
  retailerSegments: {
    operand: 'AND';
    retailerConditions: { retailerWebsite: string; condition: 'MORE_THAN' | 'LESS_THAN'; amount: number }[];
  }[];
}

export const audiences = sqliteTable(
  'audiences',
  {
    id: text('id').primaryKey(),
    ...scopeColumns(),
    name: text('name').notNull(),
    /** Rolling window in days: 30, 60 or 90. */
    period: integer('period').notNull(),
    conditions: text('conditions', { mode: 'json' }).$type<AudienceConditions>().notNull(),
    /** End users matching when last evaluated. */
    size: integer('size').notNull().default(0),
    /** The first retailer condition's retailer, shown in the list. */
    retailerId: text('retailer_id').references(() => retailers.id, { onDelete: 'set null' }),
    /** |spend| of the audience at that retailer over the period, minor units. */
    transactionVolume: integer('transaction_volume').notNull().default(0),
    createdOn: integer('created_on').notNull(),
    evaluatedOn: integer('evaluated_on'),
  },
  (t) => [index('audiences_scope_idx').on(t.publisherId, t.env, t.createdOn)],
);
