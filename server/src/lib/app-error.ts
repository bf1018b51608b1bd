import type { ErrorCode, ErrorDetails, ErrorProblem } from '@cashloop/shared';

/** An error whose status, code and message are safe to show to the caller as they are. */
export class AppError extends Error {
  constructor(
    readonly statusCode: number,
    readonly code: ErrorCode,
    message: string,
    /** The contract's one details shape (decision 0044): problems first, facts of the refusal beside them. */
    readonly details?: ErrorDetails,
  ) {
    super(message);
    this.name = 'AppError';
  }
}

/** Facts of a refusal that go beside its problems (an upload's id, an image's size). */
type Extra = Record<string, unknown>;

/** The request could not be read, or is refused as a whole (not one field's fault). */
export const badRequest = (message: string, details?: ErrorDetails) => new AppError(400, 'BAD_REQUEST', message, details);

/** Fields of the request break a rule: each problem names its field's path ('body.name', 'query.startDate'). */
export const validationFailed = (message: string, problems: ErrorProblem[], extra: Extra = {}) =>
  new AppError(400, 'VALIDATION_FAILED', message, { ...extra, problems });

/** One field of the request breaks a rule; the message is both the answer's and the problem's. */
export const invalidField = (path: string, message: string, extra: Extra = {}) => validationFailed(message, [{ path, message }], extra);

/** An uploaded file's content is refused: problems name its lines, or the file part when the whole file is wrong. */
export const fileRejected = (message: string, problems: ErrorProblem[] = [{ path: FILE_PART, message }], extra: Extra = {}) =>
  new AppError(400, 'FILE_REJECTED', message, { ...extra, problems });

/** The path of an upload's file part, as problems name it. */
export const FILE_PART = 'body.multipartFile';

export const unauthorized = (message = 'Authentication required') => new AppError(401, 'UNAUTHORIZED', message);
export const forbidden = (message: string) => new AppError(403, 'FORBIDDEN', message);
export const notFound = (message: string) => new AppError(404, 'NOT_FOUND', message);
export const conflict = (message: string) => new AppError(409, 'CONFLICT', message);
export const gone = (message: string) => new AppError(410, 'GONE', message);
export const tooManyRequests = (message: string) => new AppError(429, 'RATE_LIMITED', message);
