import type Database from 'better-sqlite3';

/** Rows per statement: large enough that the per-call cost vanishes, well under SQLite's 32,766 bound parameters. */
const BATCH = 100;

export interface BatchInserter {
  /** Queues one row (its parameters in the order of `row`'s placeholders); writes when a batch is full. */
  add(...values: unknown[]): void;
  /** Writes what is queued. */
  flush(): void;
}

/**
 * A multi-row INSERT: `head` (`INSERT INTO t (...) VALUES`) followed by BATCH copies of `row` (and `tail`,
 * where the rows are a VALUES list inside a SELECT), prepared once, plus one statement for the remainder at
 * the end. Rows are written in the order they were added.
 */
export function batchInserter(sqlite: Database.Database, head: string, row: string, params: number, tail = ''): BatchInserter {
  const statement = (rows: number) => sqlite.prepare(`${head} ${Array.from({ length: rows }, () => row).join(', ')} ${tail}`);
  const full = statement(BATCH);
  const values: unknown[] = new Array(BATCH * params);
  let queued = 0;
  return {
    add(...row: unknown[]) {
      const at = queued * params;
      for (let i = 0; i < params; i++) values[at + i] = row[i];
      if (++queued === BATCH) {
        // Spread, not the array: better-sqlite3 reads an array's items one by one through V8's object API
        // (a third of its binding time here), arguments directly.
        full.run(...values);
        queued = 0;
      }
    },
    flush() {
      if (queued > 0) statement(queued).run(...values.slice(0, queued * params));
      queued = 0;
    },
  };
}
