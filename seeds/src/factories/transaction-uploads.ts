import { transactionUploads } from '@cashloop/db';
import { DAY, type Scope, type SeedContext } from '../lib/context';

export interface SeededUpload {
  id: string;
  createdOn: number;
  /** Whether a booking time falls in the file's 30 days of history. */
  covers(booking: number): boolean;
  rows: number;
}

/**
 * Historic transaction files, one every ~50 days. Transactions claim rows while they are written;
 * the upload rows are inserted afterwards with the final counts.
 */
export function planUploads(ctx: SeedContext): SeededUpload[] {
  const { rng, now } = ctx;
  return Array.from({ length: 6 }, (_, k) => {
    const createdOn = now - (k * 50 + rng.int(3, 30)) * DAY;
    return { id: ctx.ids.next('tfu'), createdOn, covers: (b: number) => b < createdOn && b >= createdOn - 30 * DAY, rows: 0 };
  });
}

export function insertUploads(ctx: SeedContext, scope: Scope, uploads: readonly SeededUpload[]): void {
  const { rng, now } = ctx;
  const insert = ctx.insert(transactionUploads);
  uploads.forEach((u, k) => {
    insert({
      id: u.id,
      ...scope,
      fileName: `transactions-${k + 1}.csv`,
      status: 'COMPLETED',
      // Their transactions earned cashback (the files' 'Export cashback'): not history-only files, which earn none.
      historic: false,
      enrichment: true,
      rowCount: u.rows,
      createdOn: u.createdOn,
      processedOn: u.createdOn + 45 * 60_000,
    });
  });
  // A file that could not be parsed. No seeded file is PROCESSING: a file shows that only while an
  // upload really runs (with its progress), so a seeded one would stay stuck forever.
  const failedOn = now - rng.int(60, 120) * DAY;
  insert({ id: ctx.ids.next('tfu'), ...scope, fileName: 'bank-export-broken.csv', status: 'FAILED', historic: false, enrichment: true, rowCount: 0, createdOn: failedOn, processedOn: failedOn + 60_000 });
}
