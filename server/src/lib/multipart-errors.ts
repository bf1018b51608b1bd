import { AppError, badRequest } from './app-error';

/**
 * The multipart parser's own errors (busboy's 'Unexpected end of multipart data', 'Multipart: Boundary not found',
 * 'Malformed part header') carry no status and would answer 500, though they are the client's: a body cut off or
 * framed by another boundary. They become a 400 naming the cause. Errors that already say what to answer (ours,
 * Fastify's 413 for a file too large) pass as they are.
 */
function multipartError(error: unknown): unknown {
  if (error instanceof AppError || !(error instanceof Error) || (error as { statusCode?: number }).statusCode !== undefined) return error;
  return badRequest(`The multipart/form-data body could not be read (${error.message}): send the file in the field multipartFile`);
}

/** Awaits a step of reading a multipart body (the file part, its bytes), its parser's errors as 400s. */
export function readingMultipart<T>(step: Promise<T>): Promise<T> {
  return step.catch((error: unknown) => {
    throw multipartError(error);
  });
}

/**
 * A file part's bytes as they arrive, its parser's errors as 400s. `after` runs once the file has ended and before
 * the iteration does, so a check of the rest of the body (soleFilePart's noMoreFiles) fails the reader, not a later step.
 */
export async function* multipartChunks(file: AsyncIterable<Buffer>, after?: () => Promise<void>): AsyncIterable<Buffer> {
  try {
    yield* file;
  } catch (error) {
    throw multipartError(error);
  }
  await after?.();
}
