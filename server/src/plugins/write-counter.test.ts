import Database from 'better-sqlite3';
import { describe, expect, it } from 'vitest';
import { writeCounter } from './write-counter';

const WATCH = ['INSERT ON main.t', 'DELETE ON main.t', 'UPDATE OF k ON main.t'];

function connection() {
  const sqlite = new Database(':memory:');
  sqlite.exec('CREATE TABLE t (k INTEGER PRIMARY KEY, v TEXT); CREATE TABLE other (x)');
  return sqlite;
}

describe('write counter', () => {
  it('counts every row the watched statements write, and nothing else', () => {
    const sqlite = connection();
    const counter = writeCounter(sqlite, 'test', WATCH)!;
    expect(writeCounter(sqlite, 'test', WATCH)).toBe(counter);
    sqlite.exec("INSERT INTO t (v) VALUES ('a'), ('b'), ('c')");
    expect(counter.writes).toBe(3);
    sqlite.exec("UPDATE t SET v = 'z'; INSERT INTO other VALUES (1)");
    expect(counter.writes).toBe(3);
    sqlite.exec('UPDATE t SET k = k + 10 WHERE k = 1; DELETE FROM t WHERE k > 2');
    expect(counter.writes).toBe(3 + 1 + 2);
    // The triggers are the connection's, never the database's: an image or a snapshot carries none.
    expect(sqlite.prepare("SELECT COUNT(*) FROM sqlite_master WHERE type = 'trigger'").pluck().get()).toBe(0);
    const copy = new Database(sqlite.serialize());
    copy.exec("INSERT INTO t (v) VALUES ('d')");
    expect(counter.writes).toBe(6);
  });

  it('counts writes a rollback undoes (a remembered read must be dropped, not kept past them)', () => {
    const sqlite = connection();
    const counter = writeCounter(sqlite, 'test', WATCH)!;
    expect(() =>
      sqlite.transaction(() => {
        sqlite.exec("INSERT INTO t (v) VALUES ('a')");
        throw new Error('undo');
      })(),
    ).toThrow('undo');
    expect(sqlite.prepare('SELECT COUNT(*) FROM t').pluck().get()).toBe(0);
    expect(counter.writes).toBe(1);
  });

  it('answers null on a connection it cannot watch, and waits for a transaction to end before watching', () => {
    const sqlite = connection();
    expect(writeCounter(sqlite, 'missing', ['INSERT ON main.nothing'])).toBeNull();
    sqlite.transaction(() => {
      expect(writeCounter(sqlite, 'later', WATCH)).toBeNull();
    })();
    const counter = writeCounter(sqlite, 'later', WATCH)!;
    sqlite.exec("INSERT INTO t (v) VALUES ('a')");
    expect(counter.writes).toBe(1);
    // Each connection on its own.
    expect(writeCounter(connection(), 'later', WATCH)!.writes).toBe(0);
  });
});
