import type Database from 'better-sqlite3';
import type { Scope } from '../world/app-deps';
import { copyStaged } from './transaction-import-commit';
import type { ImportProblem } from './transaction-import-rows';
import { SCRATCH_CACHE_KIB } from './transaction-import-scratch';
import { scoped } from '../lib/scoped-params';

type Sqlite = Database.Database;

/** The staging tables' names inside an upload's scratch database (transaction-import-stage.ts). */
export const STAGED = 'txn';
/** The name the scratch database is attached under for the checks and the final copy. */
const SCHEMA = 'upload_stage';

/** Everything the end of an upload needs, plain data: it also crosses to the commit worker. */
export interface FinishJob {
  stageFile: string;
  scope: Scope;
  upload: { id: string; fileName: string; historic: boolean; enrichment: boolean; rowCount: number; now: number; processedOn: number };
  maxProblems: number;
}

export type FinishOutcome = { problems: ImportProblem[] } | { newEndUsers: number };

/**
 * The end of an upload on a world's connection, the main one or a worker's copy: the checks only the whole
 * file shows, then, when it is clean, the file and its rows written in one transaction (all or nothing).
 * The scratch database is attached for the duration and detached after, whatever happens.
 */
export function finishUpload(sqlite: Sqlite, job: FinishJob): FinishOutcome {
  sqlite.prepare(`ATTACH DATABASE ? AS ${SCHEMA}`).run(job.stageFile);
  try {
    sqlite.pragma(`${SCHEMA}.journal_mode = OFF`);
    sqlite.pragma(`${SCHEMA}.cache_size = -${SCRATCH_CACHE_KIB}`);
    const t = `${SCHEMA}.${STAGED}`;
    const problems = wholeFileProblems(sqlite, t, job.scope, job.maxProblems);
    if (problems.length > 0) return { problems };
    const { scope, upload } = job;
    return sqlite.transaction(() => {
      // The file first: its transactions point at it.
      sqlite
        .prepare(
          `INSERT INTO transaction_uploads (id, publisher_id, env, file_name, status, historic, enrichment, row_count, created_on, processed_on)
           VALUES (@id, @publisherId, @env, @fileName, 'COMPLETED', @historic, @enrichment, @rowCount, @now, @processedOn)`,
        )
        .run(Object.assign({}, upload, scope, { historic: upload.historic ? 1 : 0, enrichment: upload.enrichment ? 1 : 0 }));
      return copyStaged(sqlite, t, scope, upload.id, upload.now);
    })();
  } finally {
    sqlite.exec(`DETACH DATABASE ${SCHEMA}`);
  }
}

/**
 * Problems only the whole file shows: a reference twice in the file or already stored. Run on the world the rows are
 * then written to, in the same turn. An end-user id is never one: it is the publisher's own, in its partition, whoever
 * else holds the same id (decision 0041).
 */
export function wholeFileProblems(sqlite: Sqlite, t: string, scope: Scope, limit: number): ImportProblem[] {
  return duplicateProblems(sqlite, t, scope, limit);
}

/** A transactionId twice in the file or already stored; `rows` names a table or subquery with line and ref. */
function duplicateProblems(sqlite: Sqlite, rows: string, scope: Scope, limit: number): ImportProblem[] {
  const problems: ImportProblem[] = [];
  const twice = sqlite
    .prepare(`SELECT ref, MIN(line) AS first, group_concat(line) AS lines FROM ${rows} GROUP BY ref HAVING COUNT(*) > 1 ORDER BY first LIMIT +?`)
    .all(limit) as { ref: string; first: number; lines: string }[];
  for (const d of twice) {
    for (const line of d.lines.split(',').map(Number).filter((l) => l !== d.first).slice(0, limit)) {
      problems.push({ line, column: 'transactionId', message: `transactionId '${d.ref}' is already on line ${d.first}` });
    }
  }
  const stored = sqlite
    .prepare(
      `SELECT s.line, s.ref FROM ${rows} s JOIN transactions x
         ON x.publisher_id = @publisherId AND x.env = @env AND x.internal_transaction_id = s.ref
       ORDER BY s.line LIMIT +@limit`,
    )
    .all(scoped(scope, { limit })) as { line: number; ref: string }[];
  for (const d of stored) problems.push({ line: d.line, column: 'transactionId', message: `transactionId '${d.ref}' was uploaded before (duplicate transaction)` });
  return problems;
}

/**
 * The duplicate checks of a file already refused for other problems, over all its rows, bad ones included
 * (issue 46): the refusal names every problem up to the cap. Reads the stage through the world's connection.
 */
export function refusedFileProblems(sqlite: Sqlite, stageFile: string, scope: Scope, limit: number): ImportProblem[] {
  if (limit <= 0) return [];
  sqlite.prepare(`ATTACH DATABASE ? AS ${SCHEMA}`).run(stageFile);
  try {
    const t = `${SCHEMA}.${STAGED}`;
    return duplicateProblems(sqlite, `(SELECT line, ref FROM ${t} UNION ALL SELECT line, ref FROM ${t}_r)`, scope, limit).slice(0, limit);
  } finally {
    sqlite.exec(`DETACH DATABASE ${SCHEMA}`);
  }
}
