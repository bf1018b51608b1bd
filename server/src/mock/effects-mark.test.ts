import Database from 'better-sqlite3';
import { describe, expect, it } from 'vitest';
import { eventsSince } from './effects';
import { markEffects } from './effects-mark';

/** The two tables a mark reads, as the schema declares them (seq AUTOINCREMENT: a rollback gives its seqs back). */
function world() {
  const sqlite = new Database(':memory:');
  sqlite.exec(`
    CREATE TABLE domain_events (seq integer PRIMARY KEY AUTOINCREMENT NOT NULL, id text NOT NULL, type text NOT NULL,
      entity_type text NOT NULL, entity_id text NOT NULL, publisher_id text NOT NULL, env text NOT NULL, payload text NOT NULL,
      created_on integer NOT NULL);
    CREATE TABLE email_outbox (id text PRIMARY KEY NOT NULL, "to" text NOT NULL);`);
  let n = 0;
  const event = () => {
    n += 1;
    sqlite
      .prepare("INSERT INTO domain_events (id, type, entity_type, entity_id, publisher_id, env, payload, created_on) VALUES (?, 'T', 'e', 'x', 'p', 'live', '{}', 0)")
      .run(`ev_${n}`);
    return `ev_${n}`;
  };
  const email = () => {
    n += 1;
    sqlite.prepare('INSERT INTO email_outbox (id, "to") VALUES (?, ?)').run(`em_${n}`, 'a@b.c');
  };
  /** The mark as a statement reads it, for comparison. */
  const truth = () => {
    const [seq, emailRowid] = sqlite
      .prepare('SELECT (SELECT COALESCE(MAX(seq), 0) FROM domain_events), (SELECT COALESCE(MAX(rowid), 0) FROM email_outbox)')
      .raw()
      .get() as [number, number];
    return { seq, emailRowid };
  };
  return { sqlite, event, email, truth };
}

describe('effects marks', () => {
  it('answers the same mark without a statement while nothing was written, and a new one after a write', () => {
    const w = world();
    const first = markEffects(w.sqlite);
    expect(markEffects(w.sqlite)).toBe(first);
    w.event();
    const second = markEffects(w.sqlite);
    expect(second).toEqual({ seq: 1, emailRowid: 0 });
    expect(markEffects(w.sqlite)).toBe(second);
    w.email();
    expect(markEffects(w.sqlite)).toEqual({ seq: 1, emailRowid: 1 });
    // Triggers live on the connection, not in the image a snapshot or a bundle copies.
    expect(w.sqlite.prepare("SELECT COUNT(*) FROM sqlite_master WHERE type = 'trigger'").pluck().get()).toBe(0);
  });

  it('never skips the events written after a rolled-back write (the rollback gives their seqs back)', () => {
    const w = world();
    w.event();
    const before = markEffects(w.sqlite);
    let inside = before;
    expect(() =>
      w.sqlite.transaction(() => {
        w.event();
        w.event();
        w.email();
        inside = markEffects(w.sqlite);
        throw new Error('rolled back');
      })(),
    ).toThrow('rolled back');
    expect(inside).toEqual({ seq: 3, emailRowid: 1 });
    const after = markEffects(w.sqlite);
    expect(after).toEqual(w.truth());
    expect(after).toEqual(before);
    // The next event takes seq 2 again: a mark kept from inside the rolled-back transaction would hide it.
    const id = w.event();
    expect(eventsSince(w.sqlite, after).map((e) => [e.seq, e.id])).toEqual([[2, id]]);
    expect(eventsSince(w.sqlite, inside)).toEqual([]);
  });

  it('keeps no mark read inside a transaction, committed or not, even with nothing written after it', () => {
    const w = world();
    markEffects(w.sqlite);
    const outer = w.sqlite.transaction(() => {
      w.event();
      markEffects(w.sqlite);
      // A nested transaction is a savepoint: undone alone, the outer one commits.
      expect(() =>
        w.sqlite.transaction(() => {
          w.event();
          expect(markEffects(w.sqlite)).toEqual({ seq: 2, emailRowid: 0 });
          throw new Error('savepoint rolled back');
        })(),
      ).toThrow('savepoint rolled back');
      expect(markEffects(w.sqlite)).toEqual({ seq: 1, emailRowid: 0 });
    });
    outer();
    expect(markEffects(w.sqlite)).toEqual({ seq: 1, emailRowid: 0 });
    expect(w.event()).toBe('ev_3');
    expect(markEffects(w.sqlite)).toEqual(w.truth());
  });

  it('matches what a statement reads after any mix of writes, deletes, commits and rollbacks', () => {
    const w = world();
    // A fixed pseudo-random sequence (LCG), so a failure repeats.
    let state = 12345;
    const next = (n: number) => {
      state = (state * 1103515245 + 12345) % 2 ** 31;
      return state % n;
    };
    const step = () => {
      switch (next(7)) {
        case 0:
          return w.event();
        case 1:
          return w.email();
        case 2:
          return w.sqlite.prepare('DELETE FROM domain_events WHERE seq = (SELECT MAX(seq) FROM domain_events)').run();
        case 3:
          return w.sqlite.prepare('DELETE FROM email_outbox WHERE rowid = (SELECT MAX(rowid) FROM email_outbox)').run();
        case 4:
          return w.sqlite.prepare('UPDATE domain_events SET seq = (SELECT MAX(seq) FROM domain_events) + 5 WHERE seq = (SELECT MIN(seq) FROM domain_events)').run();
        default:
          return markEffects(w.sqlite);
      }
    };
    for (let i = 0; i < 400; i += 1) {
      const kind = next(3);
      if (kind === 0) step();
      else {
        const run = w.sqlite.transaction(() => {
          for (let k = next(4); k >= 0; k -= 1) {
            step();
            expect(markEffects(w.sqlite)).toEqual(w.truth());
          }
          if (kind === 2) throw new Error('undo');
        });
        if (kind === 2) expect(() => run()).toThrow('undo');
        else run();
      }
      expect(markEffects(w.sqlite)).toEqual(w.truth());
    }
  });

  it('watches each connection on its own (a reset or restore brings a new one)', () => {
    const a = world();
    const b = world();
    markEffects(a.sqlite);
    markEffects(b.sqlite);
    b.event();
    expect(markEffects(a.sqlite)).toEqual({ seq: 0, emailRowid: 0 });
    expect(markEffects(b.sqlite)).toEqual({ seq: 1, emailRowid: 0 });
  });

  it('still reads marks on a connection it cannot watch (tables missing), and starts watching after a transaction', () => {
    const bare = new Database(':memory:');
    bare.exec('CREATE TABLE domain_events (seq integer PRIMARY KEY); CREATE TABLE other (x)');
    expect(() => markEffects(bare)).toThrow(/email_outbox/);
    const w = world();
    w.sqlite.transaction(() => {
      w.event();
      expect(markEffects(w.sqlite)).toEqual({ seq: 1, emailRowid: 0 });
    })();
    w.event();
    expect(markEffects(w.sqlite)).toEqual({ seq: 2, emailRowid: 0 });
    const kept = markEffects(w.sqlite);
    expect(markEffects(w.sqlite)).toBe(kept);
  });
});
