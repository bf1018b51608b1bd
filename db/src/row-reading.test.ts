import { setFlagsFromString } from 'node:v8';
import Database from 'better-sqlite3';
import { describe, expect, it } from 'vitest';

/**
 * The patched driver's `.all()` (patches/better-sqlite3@12.11.1.patch, decision 0028) builds its result array and
 * each raw row in one call instead of one property store per value. These pin what callers rely on, so the patch
 * stays a change of speed only: the same values, order, types and object shapes as better-sqlite3's own code.
 */

setFlagsFromString('--allow-natives-syntax');
// Object properties kept in fast mode: reading `row.id` stays an inline-cached load, not a dictionary lookup.
const hasFastProperties = new Function('o', 'return %HasFastProperties(o)') as (o: object) => boolean;

const open = () => {
  const db = new Database(':memory:');
  db.exec(`CREATE TABLE t (id INTEGER PRIMARY KEY, name TEXT, price REAL, data BLOB, note TEXT);
    INSERT INTO t VALUES (1, 'Café £5', 1.5, x'00ff', NULL), (2, 'plain', -0.25, NULL, 'x'), (3, '', 1e300, x'', 'y');`);
  return db;
};

describe('rows read by the patched driver', () => {
  it('answers objects with every column in order, each value of its own type', () => {
    const rows = open().prepare('SELECT * FROM t ORDER BY id').all() as Record<string, unknown>[];
    expect(rows).toEqual([
      { id: 1, name: 'Café £5', price: 1.5, data: Buffer.from([0, 255]), note: null },
      { id: 2, name: 'plain', price: -0.25, data: null, note: 'x' },
      { id: 3, name: '', price: 1e300, data: Buffer.alloc(0), note: 'y' },
    ]);
    for (const row of rows) {
      expect(Object.keys(row)).toEqual(['id', 'name', 'price', 'data', 'note']);
      expect(Object.getPrototypeOf(row)).toBe(Object.prototype);
      expect(hasFastProperties(row)).toBe(true);
    }
  });

  it('answers raw rows as plain arrays of the same values', () => {
    const db = open();
    const raw = db.prepare('SELECT * FROM t ORDER BY id').raw(true).all() as unknown[][];
    const objects = db.prepare('SELECT * FROM t ORDER BY id').all() as Record<string, unknown>[];
    expect(raw).toEqual(objects.map((o) => Object.values(o)));
    for (const row of raw) {
      expect(Array.isArray(row)).toBe(true);
      expect(row).toHaveLength(5);
    }
  });

  it('keeps a repeated column name at its first place with the last value, and index-like names as keys', () => {
    const db = open();
    const [dup] = db.prepare('SELECT 1 AS a, 2 AS b, 3 AS a').all() as Record<string, unknown>[];
    expect(JSON.stringify(dup)).toBe('{"a":3,"b":2}');
    expect(db.prepare('SELECT 1 AS a, 2 AS b, 3 AS a').get()).toEqual(dup);
    const [indexLike] = db.prepare("SELECT 1 AS '1', 2 AS b, 3 AS '0'").all() as Record<string, unknown>[];
    expect(JSON.stringify(indexLike)).toBe('{"0":3,"1":1,"b":2}');
  });

  it('answers an empty result, many rows in order, and big integers when asked for them', () => {
    const db = open();
    expect(db.prepare('SELECT * FROM t WHERE id > 9').all()).toEqual([]);
    expect(db.prepare('SELECT * FROM t WHERE id > 9').raw(true).all()).toEqual([]);
    const many = db.prepare('WITH RECURSIVE n(i) AS (SELECT 1 UNION ALL SELECT i + 1 FROM n WHERE i < 100000) SELECT i, i * 2 AS twice FROM n').all() as { i: number; twice: number }[];
    expect(many).toHaveLength(100_000);
    expect(many.every((row, k) => row.i === k + 1 && row.twice === 2 * (k + 1))).toBe(true);
    const [big] = db.prepare('SELECT 9007199254740993 AS n').safeIntegers(true).all() as { n: bigint }[];
    expect(big!.n).toBe(9007199254740993n);
  });

  it('throws a row that fails mid-way and leaves the statement usable', () => {
    const db = open();
    const statement = db.prepare('SELECT id, CASE WHEN id = @bad THEN abs(-9223372036854775808) ELSE id END AS v FROM t ORDER BY id');
    expect(() => statement.all({ bad: 2 })).toThrow(/integer overflow/);
    expect(statement.all({ bad: 0 })).toEqual([{ id: 1, v: 1 }, { id: 2, v: 2 }, { id: 3, v: 3 }]);
    expect(() => statement.raw(true).all({ bad: 3 })).toThrow(/integer overflow/);
    expect(statement.all({ bad: 0 })).toEqual([[1, 1], [2, 2], [3, 3]]);
  });
});
