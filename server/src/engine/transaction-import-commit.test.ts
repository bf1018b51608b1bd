import Database from 'better-sqlite3';
import { describe, expect, it } from 'vitest';
import { withIndexesRebuiltIfLarge } from './transaction-import-commit';

/** A table with a unique, a plain and a partial index, `rows` rows in it. */
function scratch(rows: number) {
  const db = new Database(':memory:');
  db.exec(`CREATE TABLE t (id TEXT PRIMARY KEY, ref TEXT NOT NULL, user TEXT NOT NULL, link TEXT);
    CREATE UNIQUE INDEX t_ref_uq ON t (ref);
    CREATE INDEX t_user_idx ON t (user, ref);
    CREATE INDEX t_link_idx ON t (link) WHERE link IS NOT NULL;`);
  const insert = db.prepare('INSERT INTO t VALUES (?, ?, ?, ?)');
  for (let i = 0; i < rows; i++) insert.run(`id${i}`, `ref${i}`, `u${i % 7}`, i % 3 ? null : `l${i}`);
  return db;
}
const schema = (db: Database.Database) => db.prepare("SELECT type, name, sql FROM sqlite_master WHERE tbl_name = 't' ORDER BY name").all();
const addRows = (db: Database.Database, from: number, n: number) =>
  db.prepare(`WITH RECURSIVE k(i) AS (SELECT CAST(? AS INTEGER) UNION ALL SELECT i + 1 FROM k WHERE i < ?)
    INSERT INTO t SELECT 'id' || i, 'ref' || i, 'u' || (i % 7), CASE WHEN i % 3 THEN NULL ELSE 'l' || i END FROM k`).run(from, from + n - 1).changes;

describe('indexes rebuilt around a large bulk insert', () => {
  it('drops the non-unique indexes while a large insert runs and builds them again as they were, with every row in them', () => {
    const db = scratch(1_000);
    const before = schema(db);
    let during: string[] = [];
    db.transaction(() =>
      withIndexesRebuiltIfLarge(db, 't', 5_000, () => {
        during = db.prepare("SELECT name FROM sqlite_master WHERE type = 'index' AND tbl_name = 't' AND sql IS NOT NULL").pluck().all() as string[];
        return addRows(db, 1_000, 5_000);
      }),
    )();
    expect(during).toEqual(['t_ref_uq']);
    expect(schema(db)).toEqual(before);
    expect(db.prepare('PRAGMA integrity_check').pluck().get()).toBe('ok');
    expect(db.prepare("SELECT COUNT(*) FROM t INDEXED BY t_user_idx WHERE user = 'u3'").pluck().get()).toBe(Math.ceil((6_000 - 3) / 7));
    expect(db.prepare('SELECT COUNT(*) FROM t INDEXED BY t_link_idx WHERE link IS NOT NULL').pluck().get()).toBe(2_000);
  });

  it('keeps the indexes for a small insert into a large table', () => {
    const db = scratch(10_000);
    let during = 0;
    db.transaction(() =>
      withIndexesRebuiltIfLarge(db, 't', 1_000, () => {
        during = db.prepare("SELECT COUNT(*) FROM sqlite_master WHERE type = 'index' AND tbl_name = 't' AND sql IS NOT NULL").pluck().get() as number;
        return addRows(db, 10_000, 1_000);
      }),
    )();
    expect(during).toBe(3);
  });

  it('a failure inside the transaction leaves the schema and the rows as they were (all or nothing)', () => {
    const db = scratch(1_000);
    const before = schema(db);
    expect(() =>
      db.transaction(() =>
        withIndexesRebuiltIfLarge(db, 't', 5_000, () => {
          addRows(db, 1_000, 5_000);
          throw new Error('the last row is bad');
        }),
      )(),
    ).toThrow('the last row is bad');
    expect(schema(db)).toEqual(before);
    expect(db.prepare('SELECT COUNT(*) FROM t').pluck().get()).toBe(1_000);
  });
});
