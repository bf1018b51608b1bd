import type Database from 'better-sqlite3';
import { getTableColumns, getTableName } from 'drizzle-orm';
import type { SQLiteTable } from 'drizzle-orm/sqlite-core';

export type Row<T extends SQLiteTable> = T['$inferInsert'];
export type Insert<T extends SQLiteTable> = (row: Row<T>) => void;

/**
 * A typed bulk inserter over a prepared statement. Rows are keyed like the drizzle table (camelCase)
 * and converted by each column's own mapper (booleans to 0/1, json to text), so seeds stay typed
 * while running at raw better-sqlite3 speed.
 */
export function inserter<T extends SQLiteTable>(sqlite: Database.Database, table: T): Insert<T> {
  const columns = Object.entries(getTableColumns(table));
  const names = columns.map(([, c]) => `"${c.name}"`).join(', ');
  const marks = columns.map(() => '?').join(', ');
  const stmt = sqlite.prepare(`INSERT INTO "${getTableName(table)}" (${names}) VALUES (${marks})`);
  const values: unknown[] = new Array(columns.length);
  return (row) => {
    const r = row as Record<string, unknown>;
    for (let i = 0; i < columns.length; i++) {
      const [key, column] = columns[i]!;
      let v = r[key];
      if (v === undefined) v = column.default ?? null;
      values[i] = v === null ? null : column.mapToDriverValue(v);
    }
    // Spread: better-sqlite3 binds arguments directly, an array's items through V8's slower object API.
    stmt.run(...values);
  };
}
