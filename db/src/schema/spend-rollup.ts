import { index, integer, primaryKey, sqliteTable, text } from 'drizzle-orm/sqlite-core';
import { environments } from './enums';

/**
 * The spend explorer's rollup (migration 0008, issue 10): purchases (DEBIT transactions) summed per scope,
 * calendar period and category or retailer, kept by triggers on `transactions`, so a window's answer reads
 * a few periods instead of every purchase. Both tables are WITHOUT ROWID in SQL; no foreign keys, since the
 * triggers write them in the same statement as the transaction they count.
 */

/** 'day' | 'dekad' (days 1-10, 11-20, 21-end) | 'month' | 'quarter' | 'year', all UTC. */
const grain = () => text('grain', { enum: ['day', 'dekad', 'month', 'quarter', 'year'] }).notNull();

export const spendRollupCategory = sqliteTable(
  'spend_rollup_category',
  {
    publisherId: text('publisher_id').notNull(),
    env: text('env', { enum: environments }).notNull(),
    grain: grain(),
    /** Epoch ms of the period's first instant. */
    periodStart: integer('period_start').notNull(),
    /** The transactions' category; '' for purchases no merchant was found for. */
    category: text('category').notNull(),
    /** Purchases; 0 once all of a period's purchases are deleted (rows are never removed). */
    n: integer('n').notNull().default(0),
    /** Sum of abs(amount), minor units. */
    volume: integer('volume').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.publisherId, t.env, t.grain, t.periodStart, t.category] })],
);

export const spendRollupRetailer = sqliteTable(
  'spend_rollup_retailer',
  {
    publisherId: text('publisher_id').notNull(),
    env: text('env', { enum: environments }).notNull(),
    grain: grain(),
    periodStart: integer('period_start').notNull(),
    /** Only purchases with a retailer. */
    retailerId: text('retailer_id').notNull(),
    n: integer('n').notNull().default(0),
    volume: integer('volume').notNull().default(0),
  },
  (t) => [
    primaryKey({ columns: [t.publisherId, t.env, t.grain, t.periodStart, t.retailerId] }),
    // One retailer's periods as one range scan, n and volume included (migration 0009: retailer analytics' day series).
    index('spend_rollup_retailer_series_idx').on(t.publisherId, t.env, t.retailerId, t.grain, t.periodStart, t.n, t.volume),
  ],
);

/** While it holds a row, the rollup's insert trigger stands aside for a bulk writer that adds its rows itself. */
export const spendRollupDeferrals = sqliteTable('spend_rollup_deferrals', { id: text('id').primaryKey() });
