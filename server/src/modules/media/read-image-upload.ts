import type { FastifyRequest } from 'fastify';
import { AppError, invalidField, FILE_PART } from '../../lib/app-error';
import { readingMultipart } from '../../lib/multipart-errors';
import { soleFilePart } from '../../lib/sole-file-part';
import { type PngSize, readPngSize } from './png-image';

export interface UploadedPng extends PngSize {
  bytes: Buffer;
  fileName: string;
}

/** The uploaded image: one file (a second is a 400), field multipartFile, a PNG by content (its name is not trusted). */
export async function readPngUpload(request: FastifyRequest): Promise<UploadedPng> {
  if (!request.isMultipart()) {
    throw new AppError(415, 'UNSUPPORTED_MEDIA_TYPE', 'Send the image as multipart/form-data in the field multipartFile');
  }
  const sole = await soleFilePart(request);
  if (!sole) throw invalidField(FILE_PART, 'No file was sent: attach a .png image in the field multipartFile');
  const { part } = sole;
  const bytes = await readingMultipart(part.toBuffer());
  await sole.noMoreFiles();
  if (part.fieldname !== 'multipartFile') throw invalidField(FILE_PART, `The image must be sent in the field multipartFile, not ${part.fieldname}`);
  const fileName = (part.filename.split(/[\\/]/).pop() ?? '').slice(0, 200);
  return { bytes, fileName, ...readPngSize(bytes) };
}
