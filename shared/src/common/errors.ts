import { z } from 'zod';

/**
 * Machine-readable error codes, one per kind of failure; the message is for people (decision 0044):
 * - VALIDATION_FAILED: a param, query or body field (a multipart file part included) breaks the contract
 *   or a rule about that field; details.problems[].path names each field (`body.name`, `query.page`).
 * - FILE_REJECTED: an uploaded file arrived but its content is refused (a CSV row, an image that is not a
 *   png of the right size, a session bundle); details.problems[] name its line and column, or the file part.
 * - BAD_REQUEST: the request could not be read (malformed JSON, a broken multipart body, bad URL encoding)
 *   or is refused as a whole (a wrong password, a used sign-in link, a rule on the current state of things).
 * - the others name their status: 401, 403, 404, 409, 410, 413, 415, 429, an injected fault, a 500.
 */
export const errorCodes = [
  'BAD_REQUEST',
  'VALIDATION_FAILED',
  'FILE_REJECTED',
  'UNAUTHORIZED',
  'FORBIDDEN',
  'NOT_FOUND',
  'CONFLICT',
  'GONE',
  'PAYLOAD_TOO_LARGE',
  'UNSUPPORTED_MEDIA_TYPE',
  'RATE_LIMITED',
  'INJECTED_FAULT',
  'INTERNAL',
] as const;
export type ErrorCode = (typeof errorCodes)[number];

/** One thing wrong with a request: where (a field's path, or a file's line and column) and what to do. */
export const errorProblemSchema = z
  .object({
    path: z.string().optional().describe("The field, dotted from where it was sent: 'body.name', 'query.page', 'params.id', 'body.multipartFile'"),
    line: z.number().int().optional().describe("The line of an uploaded file (1 is the header row)"),
    column: z.string().optional().describe("The column of an uploaded file, by its header name"),
    message: z.string(),
  });
export type ErrorProblem = z.infer<typeof errorProblemSchema>;

/**
 * Details of an error, one shape for every producer: the problems (at least one), and beside them any
 * facts of that refusal (an upload's `uploadId` and bad `lines`, an image's `width` and `height`).
 */
export const errorDetailsSchema = z
  .looseObject({ problems: z.array(errorProblemSchema).min(1) })
  .describe("The problems (at least one) and, beside them, facts of this refusal such as an upload's uploadId and lines");
export type ErrorDetails = z.infer<typeof errorDetailsSchema>;

/** The one error shape of every answer that is not a success. */
export const errorResponseSchema = z
  .object({
    error: z.object({
      code: z.enum(errorCodes),
      message: z.string(),
      details: errorDetailsSchema.optional(),
    }),
  });
export type ErrorResponse = z.infer<typeof errorResponseSchema>;

/** Texts of spec 1 section 8, shared so server and client say the same words. */
export const messages = {
  incorrectLogin: 'Incorrect email or password',
  incorrectCode: 'Authentication code is incorrect please try again',
  codeReused: 'Authentication codes are single use, please enter a different code',
  inviteTimedOut: 'Invitation has timed out',
  passwordIncorrect: 'Password is incorrect',
  passwordResetSuccess: 'Password has been reset successfully',
  emailExists: 'This email already exists in our system',
  userInvited: 'User has been invited successfully',
  genericError: 'An error has occurred.',
  resetLinkFailed: 'Current password is incorrect',
  sessionExpired: 'Your session has expired, please sign in again',
  tooManyAttempts: 'Too many attempts, please wait a minute and try again',
} as const;
