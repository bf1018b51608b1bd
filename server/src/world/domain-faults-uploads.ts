import type { AppDeps } from './app-deps';
import { AppError } from '../lib/app-error';
import { prepared } from '../lib/statements';
import type { Sqlite } from './data-store';
import { containsText, type DomainFaultRules, domainFaultsOf, type HeldByRule } from './domain-faults';
import type { World } from './world';
import type { RunningUpload } from './upload-progress';

/** Why an upload-fail rule (or the fail simulator) failed a file when it gives no reason. */
export const DEFAULT_UPLOAD_FAILURE = 'the enrichment service stopped answering';
/** How often a held upload looks whether its world was reset or ended (wall time: nothing else would wake it). */
const WORLD_CHECK_MS = 100;

/** What the control plane decides for a stalled upload. */
export type UploadResolution = { action: 'complete' } | { action: 'fail'; atRow?: number; reason?: string } | { action: 'abandon' };

/** How a followed upload ended, for the simulator that let it go on. */
export interface UploadOutcome {
  status: 'COMPLETED' | 'FAILED';
  rowCount: number;
  reason: string | null;
}

/** Where a domain fault stopped an upload: the row (1-based, after the header) and its line when known. */
export interface UploadFailure {
  row: number;
  line: number | null;
  reason: string;
}

/**
 * A domain fault's hold on one upload: the import asks it after each row whether to stall or fail there.
 * While it stalls, the import awaits hold() and nothing more of the file is read or stored.
 */
export class UploadInterruption implements HeldByRule {
  private done = false;
  private waiting: ((r: UploadResolution) => void) | null = null;
  private settle!: (o: UploadOutcome) => void;
  readonly outcome = new Promise<UploadOutcome>((resolve) => {
    this.settle = resolve;
  });

  constructor(
    private readonly rules: DomainFaultRules,
    readonly uploadId: string,
    readonly ruleId: string,
    public kind: 'stall' | 'fail',
    public atRow: number,
    public reason: string,
  ) {}

  /** After row `row` was read: 'stall' to hold here, 'fail' to fail here, null to read on. */
  check(row: number): 'stall' | 'fail' | null {
    if (this.done || row < this.atRow) return null;
    this.done = true;
    return this.kind;
  }

  /** The file ended before the row: it happens at the last row instead. */
  atEnd(): 'stall' | 'fail' | null {
    if (this.done) return null;
    this.done = true;
    return this.kind;
  }

  /** After a fail decision for a row not read yet: reading goes on to it. */
  failAt(row: number, reason: string): void {
    this.kind = 'fail';
    this.atRow = row;
    this.reason = reason;
    this.done = false;
  }

  get stalled(): boolean {
    return this.waiting !== null;
  }

  /**
   * Waits for the control plane (a simulator, or the rule's removal), or for the world to be reset or end.
   * A reset or restore bumps the world's era; another upload's commit swapped in does not (it is the same
   * world, with more rows: decision 0013), so this upload then goes on.
   */
  hold(world: World, sqlite: Sqlite): Promise<UploadResolution> {
    const era = world.data.era;
    return new Promise((resolve) => {
      const finish = (r: UploadResolution) => {
        clearInterval(timer);
        this.waiting = null;
        this.rules.held.delete(this.uploadId);
        resolve(r);
      };
      const timer = setInterval(() => {
        if (world.data.era !== era || !world.data.sqlite.open || !sqlite.open) finish({ action: 'abandon' });
      }, WORLD_CHECK_MS);
      timer.unref();
      this.waiting = finish;
      this.rules.held.set(this.uploadId, this);
    });
  }

  resume(resolution: UploadResolution): void {
    this.waiting?.(resolution);
  }

  /** The rule was removed: the upload goes on as if it had never stalled. */
  release(): void {
    this.resume({ action: 'complete' });
  }

  /** Watches the import to its end, so a simulator can answer how it ended. */
  follow<T extends { rowCount: number }>(run: Promise<T>): Promise<T> {
    run.then(
      (r) => this.settle({ status: 'COMPLETED', rowCount: r.rowCount, reason: null }),
      (e: unknown) => this.settle({ status: 'FAILED', rowCount: 0, reason: e instanceof Error ? e.message : String(e) }),
    );
    return run;
  }
}

/**
 * Called as an upload starts: the first upload-stall, then upload-fail rule that matches the file and
 * fires, as the interruption the import follows; null (nearly always) when none does.
 */
export function uploadInterruptionFor(deps: AppDeps, uploadId: string, fileName: string): UploadInterruption | null {
  const rules = domainFaultsOf(deps.world);
  if (rules.empty) return null;
  const at = deps.clock.now();
  const subject = { type: 'transaction_upload', id: uploadId };
  const stall = rules.fire(
    'upload-stall',
    (r) => containsText(fileName, r.match.fileName),
    (r) => ({ at, subject, detail: `'${fileName}' stalls at row ${r.atRow}` }),
  );
  if (stall) return new UploadInterruption(rules, uploadId, stall.id, 'stall', stall.atRow, DEFAULT_UPLOAD_FAILURE);
  const fail = rules.fire(
    'upload-fail',
    (r) => containsText(fileName, r.match.fileName),
    (r) => ({ at, subject, detail: `'${fileName}' fails at row ${r.atRow}: ${r.reason ?? DEFAULT_UPLOAD_FAILURE}` }),
  );
  return fail ? new UploadInterruption(rules, uploadId, fail.id, 'fail', fail.atRow, fail.reason ?? DEFAULT_UPLOAD_FAILURE) : null;
}

/** The upload a stall holds right now in this world, if any. */
export function stalledUpload(world: World, uploadId: string): UploadInterruption | undefined {
  const held = domainFaultsOf(world).held.get(uploadId);
  return held instanceof UploadInterruption && held.stalled ? held : undefined;
}

/** What a FAILED upload row records: the running upload's identity, without its progress. */
export type FailedUpload = Pick<RunningUpload, 'id' | 'scope' | 'fileName' | 'createdOn' | 'historic' | 'enrichment'>;

/**
 * Ends an upload a domain fault failed: the file is in the history as FAILED with no transactions (nothing
 * of it was stored), and the call answers 500 naming the row and the reason, as a processing failure would.
 */
export function failUpload(deps: AppDeps, upload: FailedUpload, failure: UploadFailure): never {
  prepared(
    deps.data.sqlite,
    `INSERT INTO transaction_uploads (id, publisher_id, env, file_name, status, historic, enrichment, row_count, created_on, processed_on)
     VALUES (@id, @publisherId, @env, @fileName, 'FAILED', @historic, @enrichment, 0, @createdOn, @processedOn)`,
  ).run({
    id: upload.id, ...upload.scope, fileName: upload.fileName, historic: upload.historic ? 1 : 0, enrichment: upload.enrichment ? 1 : 0,
    createdOn: upload.createdOn, processedOn: deps.clock.now(),
  });
  const where = failure.line === null ? `row ${failure.row}` : `row ${failure.row} (line ${failure.line})`;
  const problem = failure.line === null ? { message: failure.reason } : { line: failure.line, message: failure.reason };
  throw new AppError(500, 'INTERNAL', `Processing failed at ${where}: ${failure.reason}. Nothing was stored.`, {
    problems: [problem],
    uploadId: upload.id,
    row: failure.row,
    line: failure.line,
  });
}
