import { performance } from 'node:perf_hooks';
import { setImmediate as yieldToOthers } from 'node:timers/promises';
import { TRANSACTION_UPLOAD_MAX_ROWS } from '@cashloop/shared/contracts/transaction-enrichment';
import type { AppDeps, Scope } from '../world/app-deps';
import { conflict, fileRejected } from '../lib/app-error';
import { newId } from '../lib/random';
import { scheduleChanged } from './index';
import { CsvStreamReader, CsvSyntaxError } from './transaction-import-csv';
import { ImportEngine } from './transaction-import-match';
import { endProgress, type RunningUpload, startProgress } from '../world/upload-progress';
import { WorldRoom } from './transaction-import-room';
import { checkRow, type HeaderMap, type ImportProblem, readHeader, referenceOf } from './transaction-import-rows';
import { type FinishJob, finishUpload, refusedFileProblems } from './transaction-import-finish';
import { commitsOffThread, finishOffThread, warmCommitWorker } from './transaction-import-offthread';
import { ImportStage } from './transaction-import-stage';
import { inWriteTurn } from '../world/write-gate';
import { failUpload, type UploadFailure, type UploadInterruption, uploadInterruptionFor } from '../world/domain-faults-uploads';

export interface ImportInput {
  fileName: string;
  /** The file's bytes as they arrive. */
  chunks: AsyncIterable<Buffer>;
  totalBytes: number | null;
  historic: boolean;
  enrichment: boolean;
}

export interface ImportResult {
  id: string;
  fileName: string;
  createdOn: number;
  historic: boolean;
  enrichment: boolean;
  rowCount: number;
  summary: { transactions: number; enriched: number; matched: number; cashbackCreated: number; newEndUsers: number; ignoredColumns: string[] };
}

/** An answer names at most this many problems. */
export const MAX_PROBLEMS = 100;
/** Longest the import holds the event loop before letting other requests run, ms of wall time. */
const SLICE_MS = 8;
/** Text parsed between checks of SLICE_MS: about 80 typical rows. */
const PIECE_CHARS = 8 * 1024;
/** Bytes of a usual CSV row (`pnpm bench`'s upload files: ~97): a request's length says about how many rows come. */
const TYPICAL_ROW_BYTES = 100;

/** Refuses the whole file, naming the first problem in the message and listing up to 100 in details. */
function refuse(problems: ImportProblem[]): never {
  const sorted = [...problems].sort((a, b) => a.line - b.line).slice(0, MAX_PROBLEMS);
  const first = sorted[0]!;
  // Checking stops at the 100th problem, so past it the count is a floor: the message must not read as the total.
  const more =
    problems.length >= MAX_PROBLEMS
      ? ` (and ${problems.length - 1} more problems; checking stopped at the ${MAX_PROBLEMS}th, so the file may have more)`
      : problems.length > 1 ? ` (and ${problems.length - 1} more problem${problems.length > 2 ? 's' : ''})` : '';
  const lines = [...new Set(sorted.map((p) => p.line))];
  throw fileRejected(`Line ${first.line}: ${first.message}${more}. Nothing was uploaded.`, sorted, { lines });
}

/**
 * Imports a transactions CSV as it streams in (DESIGN §7): each row is checked, enriched, matched to
 * live programme offers and turned into cashback, staged aside; once the whole file is read and clean,
 * everything is written in one transaction (all or nothing). Progress is visible meanwhile.
 */
export async function importTransactions(deps: AppDeps, scope: Scope, input: ImportInput): Promise<ImportResult> {
  const id = newId('tfu');
  // A domain fault (POST /__mock/domain-faults) may stall or fail this file at a row.
  const interruption = uploadInterruptionFor(deps, id, input.fileName);
  const run = runImport(deps, scope, input, id, interruption);
  return interruption ? interruption.follow(run) : run;
}

async function runImport(deps: AppDeps, scope: Scope, input: ImportInput, id: string, interruption: UploadInterruption | null): Promise<ImportResult> {
  // Read while the file arrives; kept open for this upload even if another upload's commit swaps the world's
  // connection meanwhile (a reset or restore still closes it: that is `era` moving, below).
  const sqlite = deps.data.retain();
  let retained = true;
  const era = deps.data.era;
  const now = deps.clock.now();
  const progress: RunningUpload = {
    id, scope, fileName: input.fileName, createdOn: now, historic: input.historic, enrichment: input.enrichment,
    rowsRead: 0, bytesRead: 0, totalBytes: input.totalBytes,
  };
  let engine: ImportEngine;
  try {
    engine = new ImportEngine(sqlite, scope, { historic: input.historic, enrichment: input.enrichment });
  } catch (error) {
    deps.data.release(sqlite);
    throw error;
  }
  // Its file is removed in the `finally` below, whatever happens.
  const stage = new ImportStage(now);
  // A file large enough to commit off the main thread: the worker starts while the file is read.
  if (input.totalBytes !== null && commitsOffThread(input.totalBytes / TYPICAL_ROW_BYTES, deps.data)) warmCommitWorker();
  const problems: ImportProblem[] = [];
  // A file too big for the world's in-memory database is refused while it is read (a 413 naming the limit).
  const room = new WorldRoom(deps.data, scope);
  let tooBig: Error | null = null;
  /** `parsed`: bytes of the file parsed so far (received ones may be ahead of them by a network chunk). */
  const checkRoom = (parsed: number) => {
    if (tooBig || stopped) return;
    tooBig = room.check(stage.count, stage.cashbackCount, parsed, input.totalBytes);
    if (tooBig) stopped = true;
  };
  let header: HeaderMap | null = null;
  let rows = 0;
  let stopped = false;
  // Rows read while a stall holds the upload wait here in file order; where a domain fault failed it.
  const cut: { held: [string[], number][] | null; failure: UploadFailure | null; lastLine: number | null } = { held: null, failure: null, lastLine: null };

  const onRow = (cells: string[], line: number) => {
    if (stopped || (cells.length === 1 && cells[0]!.trim() === '')) return;
    if (!header) {
      const read = readHeader(cells);
      header = read.header;
      if (read.problems.length > 0) {
        problems.push(...read.problems);
        stopped = true;
      }
      return;
    }
    rows++;
    progress.rowsRead = rows;
    if (rows > TRANSACTION_UPLOAD_MAX_ROWS) {
      problems.push({ line, message: `a file holds at most ${TRANSACTION_UPLOAD_MAX_ROWS} transactions; split it` });
      stopped = true;
      return;
    }
    const row = checkRow(cells, line, header, now, problems);
    if (problems.length >= MAX_PROBLEMS) stopped = true;
    // Once a row is bad nothing will be stored: keep checking, and keep staging for the duplicate checks.
    if (row) stage.add(row, problems.length === 0 ? engine.run(row) : { enriched: null, matches: [], cashback: null });
    else if (header) {
      const ref = referenceOf(cells, header);
      if (ref !== null) stage.addRef(line, ref);
    }
    cut.lastLine = line;
    const interrupt = interruption?.check(rows);
    if (interrupt === 'stall') cut.held = [];
    else if (interrupt === 'fail') failAt(rows, interruption!.reason);
  };
  const reader = new CsvStreamReader((cells, line) => {
    if (cut.held) cut.held.push([cells, line]);
    else onRow(cells, line);
  });
  const failAt = (row: number, reason: string) => {
    cut.failure = { row, line: row === rows ? cut.lastLine : null, reason };
    stopped = true;
  };
  /** A stall: nothing more is read until the control plane decides; then the rows read meanwhile go on. */
  const pause = async () => {
    stage.flush();
    const next = await interruption!.hold(deps.world, deps.data.sqlite);
    const waiting = cut.held ?? [];
    cut.held = null;
    if (next.action === 'abandon') throw conflict('The world was reset while the upload was stalled; nothing was stored');
    if (next.action === 'fail') {
      const reason = next.reason ?? interruption!.reason;
      if ((next.atRow ?? rows) <= rows) failAt(next.atRow ?? rows, reason);
      else interruption!.failAt(next.atRow!, reason);
    }
    for (const [cells, line] of waiting) onRow(cells, line);
    stage.flush();
  };

  // A reset or restore replaces the world's connection: what was read then belongs to a world that is gone.
  const worldReplaced = () => deps.data.era !== era || !deps.data.sqlite.open;
  const RESET_MIDWAY = 'The world was reset while the file was uploading; nothing was stored';

  startProgress(deps.world, progress);
  try {
    const decoder = new TextDecoder('utf-8', { fatal: true });
    let sliceStart = performance.now();
    try {
      for await (const chunk of input.chunks) {
        progress.bytesRead += chunk.length;
        if (stopped) continue; // read on to the end, so the client's request completes
        const text = decoder.decode(chunk, { stream: true });
        if (text.includes('\u0000')) throw fileRejected('The file is not a text CSV file');
        // A piece at a time, so a big chunk of the request does not hold the event loop for long.
        for (let at = 0; at < text.length && !stopped; at += PIECE_CHARS) {
          reader.push(at === 0 && text.length <= PIECE_CHARS ? text : text.slice(at, at + PIECE_CHARS));
          stage.flush();
          checkRoom(progress.bytesRead - chunk.length + Math.round((chunk.length * Math.min(text.length, at + PIECE_CHARS)) / text.length));
          if (cut.held) await pause();
          // Wall time on purpose: this only decides when other requests get a turn.
          if (performance.now() - sliceStart > SLICE_MS) {
            await yieldToOthers();
            sliceStart = performance.now();
          }
        }
      }
      if (!stopped) {
        reader.push(decoder.decode());
        reader.end();
        stage.flush();
        checkRoom(progress.bytesRead);
        if (cut.held) await pause();
        // A file shorter than the fault's row: it happens at the last row.
        let late = rows > 0 && !stopped ? interruption?.atEnd() : null;
        if (late === 'stall') {
          cut.held = [];
          await pause();
          // Failed at a row past the end: at the last one.
          late = stopped ? null : interruption!.atEnd();
        }
        if (late === 'fail') failAt(rows, interruption!.reason);
      }
    } catch (error) {
      if (worldReplaced()) throw conflict(RESET_MIDWAY);
      if (error instanceof CsvSyntaxError) refuse([...problems, { line: error.line, message: `this is not valid CSV: ${error.message}` }]);
      if (error instanceof TypeError && /encoded|decode/i.test(error.message)) throw fileRejected('The file is not UTF-8 text; save it as CSV (UTF-8)');
      throw error;
    }
    if (tooBig) throw tooBig;
    if (cut.failure) {
      if (worldReplaced()) throw conflict(RESET_MIDWAY);
      failUpload(deps, progress, cut.failure);
    }
    if (!header) refuse([{ line: 1, message: 'the file is empty; the first row must be the header' }]);
    if (rows === 0 && problems.length === 0) refuse([{ line: 2, message: 'the file has a header but no transactions' }]);
    if (problems.length > 0) {
      // The duplicate checks too, bad rows included, so the refusal names every problem up to the cap.
      stage.seal();
      refuse(worldReplaced() ? problems : [...problems, ...refusedFileProblems(sqlite, stage.file, scope, MAX_PROBLEMS - problems.length)]);
    }
    if (worldReplaced()) throw conflict(RESET_MIDWAY);

    // The rest (the whole-file checks and the copy) reads the world as it is at commit, not as it was read.
    stage.seal();
    deps.data.release(sqlite);
    retained = false;
    const job: FinishJob = {
      stageFile: stage.file,
      scope,
      upload: { id, fileName: input.fileName, historic: input.historic, enrichment: input.enrichment, rowCount: stage.count, now, processedOn: deps.clock.now() },
      maxProblems: MAX_PROBLEMS,
    };
    const outcome = commitsOffThread(stage.count, deps.data)
      ? await finishOffThread(deps, job, () => !worldReplaced(), RESET_MIDWAY)
      : await inWriteTurn(deps.data, () => {
          if (worldReplaced()) throw conflict(RESET_MIDWAY);
          return finishUpload(deps.data.sqlite, job);
        });
    if ('problems' in outcome) refuse(outcome.problems);
    const { newEndUsers } = outcome;
    scheduleChanged(deps);
    return {
      id,
      fileName: input.fileName,
      createdOn: now,
      historic: input.historic,
      enrichment: input.enrichment,
      rowCount: stage.count,
      summary: {
        transactions: stage.count,
        enriched: stage.enriched,
        matched: stage.matched,
        cashbackCreated: stage.cashbackCount,
        newEndUsers,
        ignoredColumns: (header as HeaderMap | null)?.ignored ?? [],
      },
    };
  } finally {
    endProgress(deps.world, id);
    if (retained) deps.data.release(sqlite);
    stage.drop();
  }
}
