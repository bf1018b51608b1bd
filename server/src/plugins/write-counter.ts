import type { Sqlite } from '../world/data-store';

/** How many rows the watched statements have written on one connection so far. */
export interface WriteCounter {
  readonly writes: number;
}

const counters = new WeakMap<Sqlite, Map<string, WriteCounter | null>>();

/**
 * Counts the rows written on a connection by the statements named in `on` ('DELETE ON main.publisher_users',
 * 'UPDATE OF seq ON main.domain_events'...), through temporary triggers that call back into JS. Lets a
 * per-call read be remembered until something it depends on is written (decision 0017): reading a
 * number is free, a statement costs microseconds on every call.
 *
 * - Triggers are TEMP: they live on the connection, never in the database image (templates, snapshots and
 *   bundles copy `main`). A reset, restore or committed upload brings a new connection, counted afresh.
 * - The count lives in JS, outside any transaction: a rolled-back write still counts, so a remembered
 *   read is dropped, never kept past a write that was undone. Writes from other connections are not
 *   seen: a world's data lives in its one in-memory connection.
 * - Each row written costs one call into JS (well under a microsecond), paid by writes only.
 *
 * Null when the connection cannot be watched (a table missing, read-only) or a transaction is open now
 * (triggers made inside it would go with a rollback; the next call tries again): read every time then.
 */
export function writeCounter(sqlite: Sqlite, name: string, on: readonly string[]): WriteCounter | null {
  let byName = counters.get(sqlite);
  if (byName === undefined) counters.set(sqlite, (byName = new Map()));
  const known = byName.get(name);
  if (known !== undefined) return known;
  if (sqlite.inTransaction) return null;
  let counter: { writes: number } | null = { writes: 0 };
  try {
    const c = counter;
    const fn = `cashloop_writes_${name}`;
    sqlite.function(fn, { deterministic: false }, () => {
      c.writes += 1;
      return null;
    });
    sqlite.exec(on.map((what, i) => `CREATE TEMP TRIGGER IF NOT EXISTS ${fn}_${i} AFTER ${what} BEGIN SELECT ${fn}(); END;`).join('\n'));
  } catch {
    counter = null;
  }
  byName.set(name, counter);
  return counter;
}
