import { MEMORY_WORLD_MAX_BYTES } from '@cashloop/db';
import type { Scope } from '../world/app-deps';
import { AppError, FILE_PART } from '../lib/app-error';
import { prepared } from '../lib/statements';
import type { DataStore } from '../world/data-store';

/**
 * SQLite's cap on a deserialized database (SQLITE_MEMDB_DEFAULT_MAXSIZE, 1 GiB in the stock build): every session
 * world is one (docs/decisions/0037-stock-driver-and-wal-default-world.md). A write past it fails with SQLITE_FULL.
 * A world kept in a file (the default world) has no such cap.
 */
export const WORLD_MAX_BYTES = MEMORY_WORLD_MAX_BYTES;

/**
 * What the final copy writes, in bytes, measured with the former bench:upload and SQLite's dbstat (a transaction
 * with its 8 indexes and its offer matches: ~820; a cashback with its 10 indexes and its CASHBACK_CREATED
 * event: ~960; a webhook message the event fans out to right after, for each of the scope's webhooks
 * subscribed to CASHBACK_CREATED, paused ones included: ~575), a little above what 440,000 rows cost (2,083
 * bytes a row in all; they fitted, at 993 MB). The messages count because the fan-out runs after the
 * commit: a file that only just fits the commit would fill the world there. Since migration 0010 and the
 * indexes rebuilt by sort for large files (decision 0013, 2026-11-24) a 1M-row file costs less (~800 bytes
 * a transaction with its matches, ~600 a cashback with its event); the figures stay as the upper bound for
 * small files into a big world, whose indexes grow row by row.
 */
const BYTES_PER_TRANSACTION = 830;
const BYTES_PER_CASHBACK = 960;
/**
 * A message was ~575 bytes when each was built in JavaScript; built in SQL since 0013's second pass it is
 * ~230 (the former bench:upload, 200,000 rows, 2026-11-24: webhook_events grew 55 MB for 241,000 messages). With 570
 * a 1M-row file into the demo world was refused (413) although it fits with room to spare.
 */
const BYTES_PER_WEBHOOK_MESSAGE = 300;
/** A projection from the first part of a file refuses it only when it overshoots by this much. */
const PROJECTION_MARGIN = 1.25;
/** Rows read before a projection is trusted. */
const PROJECT_AFTER_ROWS = 2_000;


const mb = (bytes: number) => `${Math.round(bytes / 1024 ** 2).toLocaleString('en')} MB`;

/**
 * Watches an upload against the room left in the world's in-memory database, so a file that cannot fit
 * is refused while it is read, not after minutes of work by a commit that fails with SQLITE_FULL.
 */
export class WorldRoom {
  private readonly room: number;
  private readonly perCashback: number;

  constructor(data: DataStore, scope: Scope) {
    this.room = data.file ? Number.POSITIVE_INFINITY : Math.max(0, WORLD_MAX_BYTES - data.sizeBytes);
    const hooks = prepared(
      data.sqlite,
      `SELECT COUNT(*) FROM webhooks WHERE publisher_id = ? AND env = ?
         AND EXISTS (SELECT 1 FROM json_each(scope) WHERE value = 'CASHBACK_CREATED')`,
    ).pluck().get(scope.publisherId, scope.env) as number;
    this.perCashback = BYTES_PER_CASHBACK + hooks * BYTES_PER_WEBHOOK_MESSAGE;
  }

  /** Bytes the import (and the webhook messages right after it) will write, at least. */
  private estimate(rows: number, cashback: number): number {
    return rows * BYTES_PER_TRANSACTION + cashback * this.perCashback;
  }

  /**
   * A 413 when the rows staged so far already need more than the room left, or (once enough rows were
   * read) when the whole file, projected from its length, needs well more than that; otherwise null.
   */
  check(rows: number, cashback: number, bytesRead: number, totalBytes: number | null): AppError | null {
    if (rows === 0) return null;
    if (this.estimate(rows, cashback) > this.room) return this.refusal(rows, cashback, `its first ${rows.toLocaleString('en')} rows alone`);
    if (totalBytes && rows >= PROJECT_AFTER_ROWS && bytesRead > 0 && bytesRead < totalBytes) {
      const share = totalBytes / bytesRead;
      if (this.estimate(rows * share, cashback * share) > this.room * PROJECTION_MARGIN) {
        return this.refusal(rows, cashback, `its ${mb(totalBytes)} (about ${(Math.round((rows * share) / 1000) * 1000).toLocaleString('en')} rows at the rate of its first ${rows.toLocaleString('en')})`);
      }
    }
    return null;
  }

  private refusal(rows: number, cashback: number, what: string): AppError {
    const perRow = this.estimate(rows, cashback) / rows;
    const fit = Math.floor(this.room / perRow);
    const message =
      `This file does not fit in the world: ${what} need more than the ${mb(this.room)} left of its in-memory database ` +
      `(${mb(WORLD_MAX_BYTES)} at most, ${mb(WORLD_MAX_BYTES - this.room)} in use). About ${fit.toLocaleString('en')} rows like these fit: ` +
      'split the file, or reset the world. Nothing was uploaded.';
    return new AppError(413, 'PAYLOAD_TOO_LARGE', message, {
      problems: [{ path: FILE_PART, message }],
      maxBytes: WORLD_MAX_BYTES,
      usedBytes: WORLD_MAX_BYTES - this.room,
      rowsThatFit: fit,
    });
  }
}
