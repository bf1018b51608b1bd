import type { AppDeps } from '../../world/app-deps';
import { findRunningUpload } from '../../world/upload-progress';
import { conflict, notFound } from '../../lib/app-error';
import { prepared } from '../../lib/statements';
import { stalledUpload, type UploadInterruption, type UploadResolution } from '../../world/domain-faults-uploads';

/** The upload an upload-stall domain fault holds, or the reason it cannot be moved (404 unknown, 409 otherwise). */
function findStalled(deps: AppDeps, id: string): UploadInterruption {
  const held = stalledUpload(deps.world, id);
  if (held) return held;
  const running = findRunningUpload(deps.world, id);
  if (running) {
    throw conflict(`This upload is PROCESSING (${running.rowsRead} rows read so far) but not stalled: only an upload an upload-stall domain fault holds is completed or failed here`);
  }
  const stored = prepared(deps.data.sqlite, 'SELECT status FROM transaction_uploads WHERE id = ?').pluck().get(id) as string | undefined;
  if (stored) throw conflict(`This upload is ${stored}: only a PROCESSING upload an upload-stall domain fault holds is completed or failed here`);
  throw notFound(`No transaction upload with id ${id}`);
}

/** Lets the held import go on, and answers once it has ended (stored, or refused / failed). */
async function resolveUpload(deps: AppDeps, id: string, resolution: UploadResolution) {
  const held = findStalled(deps, id);
  held.resume(resolution);
  const outcome = await held.outcome;
  return { subject: { type: 'transaction_upload', id }, from: 'PROCESSING' as const, to: outcome.status, rowCount: outcome.rowCount, reason: outcome.reason };
}

/** The rest of the file is read and everything is stored in one transaction, as if it had never stalled. */
export const completeUploadNow = (deps: AppDeps, id: string) => resolveUpload(deps, id, { action: 'complete' });

/** Fails the upload at a row (default: where it stopped; a later row reads on to it): FAILED, nothing stored. */
export const failUploadNow = (deps: AppDeps, id: string, body: { atRow?: number; reason?: string } = {}) =>
  resolveUpload(deps, id, { action: 'fail', ...body });
