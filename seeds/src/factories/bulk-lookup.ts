import type Database from 'better-sqlite3';

/**
 * Strings that repeat on every bulk row (a target's retailer, channel, name, website, labels and category; an
 * offer's ids) kept in a small table and read by number inside the insert (`JOIN lookup ON lookup.rowid = …`)
 * rather than bound on every row: better-sqlite3 converts every bound string from V8 and SQLite copies it,
 * where the join reads it straight off the lookup's page. −22 % of the transactions insert's CPU at 200,000
 * rows (docs/decisions/0016, sixth section).
 *
 * A table in main, made inside the seeding's transaction and dropped after the load (its pages are reused by the
 * index builds): a TEMP table would open the temp schema, after which the index sorts' temp_store could not be
 * set inside that transaction. Row i of `rows` is read as rowid i + 1.
 */
export function createLookup(sqlite: Database.Database, name: string, columns: readonly string[], rows: readonly (readonly unknown[])[]): void {
  sqlite.exec(`CREATE TABLE ${name} (${columns.join(', ')})`);
  const put = sqlite.prepare(`INSERT INTO ${name} (rowid, ${columns.join(', ')}) VALUES (?, ${columns.map(() => '?').join(', ')})`);
  rows.forEach((row, i) => put.run(i + 1, ...row));
}

export function dropLookup(sqlite: Database.Database, name: string): void {
  sqlite.exec(`DROP TABLE ${name}`);
}
