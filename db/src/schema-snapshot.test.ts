import { readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { generateSQLiteDrizzleJson, generateSQLiteMigration } from 'drizzle-kit/api';
import { describe, expect, it } from 'vitest';
import { migrateDatabase, openDatabase } from './database';
import * as schema from './schema/index';

/**
 * Migrations since 0007 are hand-written SQL (triggers, partial indexes, WITHOUT ROWID tables that
 * drizzle-kit cannot express), so drizzle-kit's snapshot in migrations/meta is refreshed by hand too.
 * If it falls behind the schema files, `pnpm db:generate` drafts a migration that redoes earlier ones
 * (CREATE TABLE of tables that exist), which fails at start-up.
 */
const metaDir = fileURLToPath(new URL('../migrations/meta/', import.meta.url));
const lastSnapshot = () => {
  const file = readdirSync(metaDir).filter((f) => f.endsWith('_snapshot.json')).sort().at(-1)!;
  return JSON.parse(readFileSync(metaDir + file, 'utf8')) as Awaited<ReturnType<typeof generateSQLiteDrizzleJson>>;
};

describe('drizzle schema', () => {
  it('matches the latest drizzle-kit snapshot, so db:generate drafts only new changes', async () => {
    const prev = lastSnapshot();
    const cur = await generateSQLiteDrizzleJson(schema, prev.id);
    expect(await generateSQLiteMigration(prev, cur)).toEqual([]);
  });

  it('declares only tables, columns and indexes the migrations create', async () => {
    const { sqlite, db } = openDatabase(':memory:');
    migrateDatabase(db);
    const cur = await generateSQLiteDrizzleJson(schema);
    const indexes = new Set(sqlite.prepare("SELECT name FROM sqlite_master WHERE type = 'index'").pluck().all());
    const missing: string[] = [];
    type Table = { name: string; columns: Record<string, unknown>; indexes: Record<string, unknown> };
    for (const table of Object.values(cur.tables as Record<string, Table>)) {
      const columns = new Set(sqlite.prepare(`SELECT name FROM pragma_table_info(?)`).pluck().all(table.name));
      if (columns.size === 0) missing.push(`table ${table.name}`);
      for (const column of Object.keys(table.columns)) if (columns.size > 0 && !columns.has(column)) missing.push(`${table.name}.${column}`);
      for (const index of Object.keys(table.indexes)) if (!indexes.has(index)) missing.push(`index ${index}`);
    }
    sqlite.close();
    expect(missing).toEqual([]);
  });
});
