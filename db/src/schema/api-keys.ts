import { index, integer, sqliteTable, text, uniqueIndex } from 'drizzle-orm/sqlite-core';
import { scopeColumns } from './columns';

/** API keys: the token is shown once at creation; only its SHA-256 and a visible prefix stay. */
export const apiKeys = sqliteTable(
  'api_keys',
  {
    id: text('id').primaryKey(),
    ...scopeColumns(),
    name: text('name').notNull(),
    tokenHash: text('token_hash').notNull(),
    /** First characters of the token, to tell keys apart without storing them. */
    prefix: text('prefix').notNull(),
    active: integer('active', { mode: 'boolean' }).notNull().default(true),
    createdOn: integer('created_on').notNull(),
    lastUsedOn: integer('last_used_on'),
  },
  (t) => [uniqueIndex('api_keys_token_hash_uq').on(t.tokenHash), index('api_keys_scope_idx').on(t.publisherId, t.env, t.createdOn)],
);
