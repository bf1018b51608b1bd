// The large world's content digest, to check that a change to its seeding leaves every row as it was
// (docs/decisions/0016-large-scenario.md): seeds it (seed 42, a fixed clock), then writes every table's
// SHA-256 over its rows in rowid order (rowids included), the schema (by name), `integrity_check`, and, for
// information, the schema table's own order and the image's SHA-256, to a JSON file. Two digests are compared
// with `--compare a.json b.json`: rows, schema and integrity must match; the schema's order and the image
// may differ where indexes or triggers are dropped and made again in another order (their pages move too).
//
//   tsx src/cli/large-digest.ts <out.json> [bulk = 1000000] [threads = 1]
//   tsx src/cli/large-digest.ts --compare <a.json> <b.json>
import { createHash } from 'node:crypto';
import { readFileSync, writeFileSync } from 'node:fs';
import { loadavg } from 'node:os';
import { migrateDatabase, openDatabase } from '@cashloop/db';
import type Database from 'better-sqlite3';
import { seedWorld } from '../index';

/** The clock of every digest: the same day as the large-scenario test. */
const NOW = Date.UTC(2025, 10, 22, 9, 30);

export interface LargeDigest {
  bulk: number;
  tables: Record<string, string>;
  schema: string;
  integrity: string;
  /** Information only: sqlite_master in rowid order, and the serialized image. */
  schemaOrder: string;
  image: string;
}

/** Every table's rows in rowid order (with the rowid), the schema and integrity_check, and the whole image. */
export function digestOf(sqlite: Database.Database, bulk: number): LargeDigest {
  const names = sqlite.prepare("SELECT name FROM sqlite_master WHERE type = 'table' AND name <> 'sqlite_master' ORDER BY name").pluck().all() as string[];
  const tables: Record<string, string> = {};
  for (const t of names) {
    const sql = sqlite.prepare('SELECT sql FROM sqlite_master WHERE name = ?').pluck().get(t) as string;
    const withoutRowid = /WITHOUT ROWID\s*$/i.test(sql);
    const hash = createHash('sha256');
    for (const row of sqlite.prepare(`SELECT ${withoutRowid ? '' : 'rowid, '}* FROM "${t}"${withoutRowid ? '' : ' ORDER BY rowid'}`).raw().iterate()) hash.update(JSON.stringify(row));
    tables[t] = hash.digest('hex');
  }
  const schemaIn = (order: string) =>
    createHash('sha256').update(JSON.stringify(sqlite.prepare(`SELECT type, name, tbl_name, sql FROM sqlite_master ORDER BY ${order}`).raw().all())).digest('hex');
  const schema = schemaIn('type, name');
  const schemaOrder = schemaIn('rowid');
  const integrity = (sqlite.pragma('integrity_check', { simple: false }) as { integrity_check: string }[]).map((r) => r.integrity_check).join('\n');
  const image = createHash('sha256').update(sqlite.serialize()).digest('hex');
  return { bulk, tables, schema, integrity, schemaOrder, image };
}

/** What differs between two digests in rows, schema or integrity (empty when the worlds hold the same). */
export function digestDifferences(a: LargeDigest, b: LargeDigest): string[] {
  const out: string[] = [];
  for (const k of ['bulk', 'schema', 'integrity'] as const) if (a[k] !== b[k]) out.push(k);
  for (const t of new Set([...Object.keys(a.tables), ...Object.keys(b.tables)])) if (a.tables[t] !== b.tables[t]) out.push(`table ${t}`);
  return out;
}

if (process.argv[2] === '--compare') {
  const [a, b] = process.argv.slice(3, 5).map((f) => JSON.parse(readFileSync(f!, 'utf8')) as LargeDigest);
  const diff = digestDifferences(a!, b!);
  const same = (k: 'schemaOrder' | 'image') => (a![k] === b![k] ? 'the same' : 'different');
  console.log(
    diff.length === 0
      ? `identical: ${Object.keys(a!.tables).length} tables' rows, schema, integrity (${a!.integrity}); schema order ${same('schemaOrder')}, image ${same('image')}`
      : `DIFFERENT: ${diff.join(', ')}`,
  );
  process.exit(diff.length === 0 ? 0 : 1);
} else if (process.argv[2]) {
  const out = process.argv[2];
  const bulk = Number(process.argv[3] ?? 1_000_000);
  const threads = process.argv[4] === '2' ? 2 : 1;
  const load = loadavg()[0]!.toFixed(2);
  const started = performance.now();
  const cpu = process.cpuUsage();
  const { sqlite, db } = openDatabase(':memory:');
  migrateDatabase(db);
  seedWorld(sqlite, { scenario: 'large', seed: 42, now: NOW, largeBulkCount: bulk, largeThreads: threads });
  const used = process.cpuUsage(cpu);
  console.log(`seeded ${bulk} bulk on ${threads} thread(s): ${((performance.now() - started) / 1000).toFixed(2)} s wall, ${((used.user + used.system) / 1e6).toFixed(2)} s CPU (load ${load} → ${loadavg()[0]!.toFixed(2)})`);
  writeFileSync(out, JSON.stringify(digestOf(sqlite, bulk), null, 1));
  sqlite.close();
}
