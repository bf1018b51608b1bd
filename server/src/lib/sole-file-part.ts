import type { MultipartFile, MultipartValue } from '@fastify/multipart';
import type { FastifyRequest } from 'fastify';
import { invalidField, FILE_PART } from './app-error';
import { readingMultipart } from './multipart-errors';

const SECOND_FILE = 'Send one file only, in the field multipartFile: this upload has a second file part. Nothing was uploaded.';

/** The multipart plugin allows one file (limits.files), so a second one arrives as its files-limit error, a 413 that is really a bad request. */
const isFilesLimit = (error: unknown) => (error as { code?: unknown } | null)?.code === 'FST_FILES_LIMIT';

export interface SoleFilePart {
  part: MultipartFile;
  /** Reads what follows the file to the body's end: form fields pass, another file is a 400. Call it once the file has been read. */
  noMoreFiles: () => Promise<void>;
}

/**
 * The upload's file part, read from the parts in order rather than with request.file(), which stops at the first
 * file and leaves a second one unread and silently ignored. Undefined when the body holds no file.
 */
export async function soleFilePart(request: FastifyRequest, options?: Parameters<FastifyRequest['parts']>[0]): Promise<SoleFilePart | undefined> {
  const parts = request.parts(options);
  const next = async (): Promise<MultipartFile | MultipartValue | undefined> => {
    try {
      return (await readingMultipart(parts.next())).value ?? undefined;
    } catch (error) {
      throw isFilesLimit(error) ? invalidField(FILE_PART, SECOND_FILE) : error;
    }
  };
  let part = await next();
  while (part && part.type !== 'file') part = await next();
  if (!part) return undefined;
  const noMoreFiles = async () => {
    for (let rest = await next(); rest; rest = await next()) {
      if (rest.type === 'file') {
        rest.file.resume(); // drained, so the request still ends cleanly
        throw invalidField(FILE_PART, SECOND_FILE);
      }
    }
  };
  return { part, noMoreFiles };
}
