import type { FastifyRequest } from 'fastify';
import { TRANSACTION_UPLOAD_MAX_BYTES } from '@cashloop/shared/contracts/transaction-enrichment';
import { AppError, badRequest, invalidField, fileRejected, FILE_PART } from '../../lib/app-error';
import { leaveWrites } from '../../world/write-gate';
import { multipartChunks } from '../../lib/multipart-errors';
import { soleFilePart } from '../../lib/sole-file-part';

/**
 * The uploaded CSV as a stream (field multipartFile, a .csv name): unlike the small settlement files it
 * is never buffered whole. The size limit is raised for this route only.
 */
export async function readCsvStream(request: FastifyRequest) {
  if (!request.isMultipart()) {
    throw new AppError(415, 'UNSUPPORTED_MEDIA_TYPE', 'Send the file as multipart/form-data in the field multipartFile');
  }
  const sole = await soleFilePart(request, { limits: { fileSize: TRANSACTION_UPLOAD_MAX_BYTES } });
  if (!sole) throw invalidField(FILE_PART, 'No file was sent: attach a .csv file in the field multipartFile');
  const { part } = sole;
  const fileName = (part.filename.split(/[\\/]/).pop() ?? '').slice(0, 200);
  const refusal =
    part.fieldname !== 'multipartFile'
      ? invalidField(FILE_PART, `The file must be sent in the field multipartFile, not ${part.fieldname}`)
      : !/\.csv$/i.test(fileName)
        ? fileRejected('Only .csv files can be uploaded')
        : null;
  if (refusal) {
    part.file.resume(); // drain, so the request ends cleanly
    throw refusal;
  }
  // A client that goes away mid-file must end the import (which then stores nothing), not leave it waiting.
  request.raw.once('close', () => {
    if (!request.raw.readableEnded && !part.file.readableEnded) part.file.destroy(badRequest('The upload was interrupted; nothing was stored'));
  });
  // The import takes its own turn at the world's write gate for its commit: from here it is not a write
  // in flight that a closing gate (another upload's commit) should wait for.
  leaveWrites(request.deps.data, request);
  const length = Number(request.headers['content-length']);
  // A second file part follows the file's last byte: the chunks end only once the rest of the body has none.
  return { fileName, chunks: multipartChunks(part.file, sole.noMoreFiles), totalBytes: Number.isFinite(length) && length > 0 ? length : null };
}
