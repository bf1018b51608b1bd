import Database from 'better-sqlite3';
import { describe, expect, it } from 'vitest';
import { allRows } from './rows';

describe('allRows', () => {
  const db = new Database(':memory:');
  db.exec(`CREATE TABLE t (id TEXT, n INTEGER, x REAL, b BLOB, note TEXT);
    INSERT INTO t VALUES ('a', 1, 1.5, x'00ff', NULL), ('b', 9007199254740991, -0.0, NULL, 'é"\n');`);

  it('answers what .all() answers: same keys in the same order, same values, named and positional parameters', () => {
    const cases: [string, unknown[]][] = [
      ['SELECT * FROM t ORDER BY id', []],
      ['SELECT id AS k, n * 2 AS twice, note FROM t WHERE n > ? ORDER BY id', [0]],
      ['SELECT id FROM t WHERE id = @id', [{ id: 'b' }]],
      ['SELECT id FROM t WHERE id = ?', ['none']],
      // A repeated name: the last value wins, at the first place, as better-sqlite3 does.
      ['SELECT id AS v, n AS w, note AS v FROM t ORDER BY id', []],
    ];
    for (const [sql, params] of cases) {
      const statement = db.prepare(sql);
      const expected = statement.all(...params);
      const rows = allRows(statement, ...params);
      expect(rows).toEqual(expected);
      expect(rows.map((r) => Object.keys(r as object))).toEqual(expected.map((r) => Object.keys(r as object)));
      // The statement is left answering objects for its next caller.
      expect(statement.all(...params)).toEqual(expected);
    }
  });

  it('leaves a column named __proto__ to better-sqlite3 rather than set a prototype', () => {
    const statement = db.prepare('SELECT id AS __proto__, n FROM t ORDER BY id');
    const rows = allRows<Record<string, unknown>>(statement);
    expect(rows).toEqual(statement.all());
    expect(Object.getPrototypeOf(rows[0])).toBe(Object.prototype);
  });
});
