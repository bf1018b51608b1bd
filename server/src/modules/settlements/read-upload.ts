import type { FastifyRequest } from 'fastify';
import { AppError, invalidField, fileRejected, FILE_PART } from '../../lib/app-error';
import { readingMultipart } from '../../lib/multipart-errors';
import { soleFilePart } from '../../lib/sole-file-part';

/** The uploaded CSV: one file (a second is a 400), field multipartFile, a .csv name, UTF-8 text (the size limit is the multipart plugin's). */
export async function readCsvUpload(request: FastifyRequest): Promise<{ fileName: string; text: string }> {
  if (!request.isMultipart()) {
    throw new AppError(415, 'UNSUPPORTED_MEDIA_TYPE', 'Send the file as multipart/form-data in the field multipartFile');
  }
  const sole = await soleFilePart(request);
  if (!sole) throw invalidField(FILE_PART, 'No file was sent: attach a .csv file in the field multipartFile');
  const { part } = sole;
  const buffer = await readingMultipart(part.toBuffer());
  await sole.noMoreFiles();
  if (part.fieldname !== 'multipartFile') throw invalidField(FILE_PART, `The file must be sent in the field multipartFile, not ${part.fieldname}`);
  const fileName = (part.filename.split(/[\\/]/).pop() ?? '').slice(0, 200);
  if (!/\.csv$/i.test(fileName)) throw fileRejected('Only .csv files can be uploaded');
  let text: string;
  try {
    text = new TextDecoder('utf-8', { fatal: true }).decode(buffer);
  } catch {
    throw fileRejected('The file is not UTF-8 text; save it as CSV (UTF-8)');
  }
  if (text.includes('\u0000')) throw fileRejected('The file is not a text CSV file');
  return { fileName, text };
}
