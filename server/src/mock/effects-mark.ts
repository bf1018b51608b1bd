import type { Statement } from 'better-sqlite3';
import type { Sqlite } from '../world/data-store';
import { type WriteCounter, writeCounter } from '../plugins/write-counter';

/** Where the event and email tables ended at some moment: what lies past it came later. Shared: never mutate. */
export interface EffectsMark {
  readonly seq: number;
  readonly emailRowid: number;
}

const MARK_SQL = 'SELECT (SELECT COALESCE(MAX(seq), 0) FROM domain_events), (SELECT COALESCE(MAX(rowid), 0) FROM email_outbox)';
/**
 * Every change that can move either maximum: inserts, deletes (cascades included) and a moved seq.
 * email_outbox's rowid is never updated (nothing here VACUUMs or sets a rowid).
 */
const MOVES_A_MARK = [
  'INSERT ON main.domain_events',
  'DELETE ON main.domain_events',
  'UPDATE OF seq ON main.domain_events',
  'INSERT ON main.email_outbox',
  'DELETE ON main.email_outbox',
];

/** The last mark read from a connection outside any transaction, and its write count then. */
interface Kept {
  counter: WriteCounter;
  mark: EffectsMark | null;
  writesAtMark: number;
  read: Statement<[], [number, number]>;
}

/** Per connection (a reset, restore or committed upload brings a new one, with nothing kept); null: not watchable. */
const kept = new WeakMap<Sqlite, Kept | null>();

/**
 * Where the event and email tables end now. Every journaled call takes a mark when it starts and when it
 * ends, and nearly all of them write neither table, so a mark is read with a statement only when one of
 * them may have changed since the last: the connection's write counter (plugins/write-counter.ts) counts
 * the rows written, and while the count stands the last mark still holds (decision 0017).
 *
 * A rolled-back write still counts (the count lives in JS, outside the transaction), so the next mark is
 * read again and sees the rollback: a kept mark is never past rows that were undone, which would make the
 * events written after it in their place (same seqs) invisible. For the same reason a mark read inside an
 * open transaction is answered but never kept.
 */
export function markEffects(sqlite: Sqlite): EffectsMark {
  let k = kept.get(sqlite);
  if (k === undefined) k = keepFor(sqlite);
  if (k === null) return readMark(sqlite.prepare<[], [number, number]>(MARK_SQL).raw());
  if (k.mark !== null && k.counter.writes === k.writesAtMark) return k.mark;
  const mark = readMark(k.read);
  if (!sqlite.inTransaction) {
    k.mark = mark;
    k.writesAtMark = k.counter.writes;
  }
  return mark;
}

function readMark(statement: Statement<[], [number, number]>): EffectsMark {
  const [seq, emailRowid] = statement.get()!;
  return { seq, emailRowid };
}

function keepFor(sqlite: Sqlite): Kept | null {
  const counter = writeCounter(sqlite, 'effects', MOVES_A_MARK);
  // Inside a transaction no counter is made yet: that mark is read, and the next tries again.
  if (counter === null) {
    if (!sqlite.inTransaction) kept.set(sqlite, null);
    return null;
  }
  const k: Kept = { counter, mark: null, writesAtMark: -1, read: sqlite.prepare<[], [number, number]>(MARK_SQL).raw() };
  kept.set(sqlite, k);
  return k;
}
