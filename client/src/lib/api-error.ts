import { z } from 'zod';
import { errorResponseSchema, messages } from '@cashloop/shared/common/errors';

/**
 * The error shape read leniently: a code this build does not know (a proxy's, a newer server's) or odd
 * details must not hide the server's message. Callers that read details parse them with errorDetailsSchema.
 */
const readableError = z.object({
  error: errorResponseSchema.shape.error.extend({ code: z.string(), details: z.unknown().optional() }),
});

/** A failed call: the server's error code and message, plus the HTTP status (0 when the network failed). */
export class ApiError extends Error {
  constructor(
    message: string,
    readonly status: number,
    readonly code: string,
    readonly details?: unknown,
  ) {
    super(message);
    this.name = 'ApiError';
  }

  get isClientError(): boolean {
    return this.status >= 400 && this.status < 500;
  }
}

/** Builds the error from an answer body, whatever shape it has. */
export function apiErrorFrom(status: number, body: unknown): ApiError {
  const parsed = readableError.safeParse(body);
  if (parsed.success) {
    const { code, message, details } = parsed.data.error;
    return new ApiError(message, status, code, details);
  }
  return new ApiError(messages.genericError, status, status >= 500 ? 'INTERNAL' : 'BAD_REQUEST');
}

/** The message to show for any thrown value. */
export function errorMessage(error: unknown): string {
  if (error instanceof ApiError) return error.message;
  return messages.genericError;
}
