import { integer, text } from 'drizzle-orm/sqlite-core';
import { environments } from './enums';
import { publishers } from './identity';

/**
 * Tenant scope columns of every business row. A function, because a drizzle column builder
 * can belong to one table only.
 */
export const scopeColumns = () => ({
  publisherId: text('publisher_id')
    .notNull()
    .references(() => publishers.id, { onDelete: 'cascade' }),
  env: text('env', { enum: environments }).notNull(),
});

/** Epoch milliseconds. */
export const ms = (name: string) => integer(name);
/** SQLite has no boolean: 0/1 integers, typed as boolean in TS. */
export const bool = (name: string) => integer(name, { mode: 'boolean' });
/** JSON stored as text, typed in TS. */
export const json = <T>(name: string) => text(name, { mode: 'json' }).$type<T>();
