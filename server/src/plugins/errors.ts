import type { FastifyError, FastifyInstance } from 'fastify';
import { hasZodFastifySchemaValidationErrors, isResponseSerializationError } from 'fastify-type-provider-zod';
import type { ErrorCode, ErrorDetails, ErrorResponse } from '@cashloop/shared';
import { uploadsRunning } from '../world/upload-progress';
import { AppError } from '../lib/app-error';
import { releaseWorldMemory } from '../world/data-store';

/** The error code of each 4xx status, for errors that come with a status only. */
export const statusCodes: Record<number, ErrorCode> = {
  400: 'BAD_REQUEST', 401: 'UNAUTHORIZED', 403: 'FORBIDDEN', 404: 'NOT_FOUND', 406: 'BAD_REQUEST',
  409: 'CONFLICT', 410: 'GONE', 413: 'PAYLOAD_TOO_LARGE', 415: 'UNSUPPORTED_MEDIA_TYPE', 429: 'RATE_LIMITED',
};

/** The error code any answer with this status carries (an injected fault, a failing sink): 5xx are INTERNAL. */
export function errorCodeFor(status: number): ErrorCode {
  return statusCodes[status] ?? (status >= 500 ? 'INTERNAL' : 'BAD_REQUEST');
}

export const WORLD_FULL =
  "This change does not fit in the world's in-memory database (at most 2 GiB) and nothing of it was stored: send fewer rows at a time, or reset the world.";

function body(code: ErrorCode, message: string, details?: ErrorDetails): ErrorResponse {
  return { error: details === undefined ? { code, message } : { code, message, details } };
}

/** One error shape everywhere; a 500 never carries a driver message, SQL, a stack or a path. */
export function registerErrorHandling(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof AppError) {
      return reply.status(error.statusCode).send(body(error.code, error.message, error.details));
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      // Fastify calls the query 'querystring'; problems say 'query', as the contract declares it.
      const where = error.validationContext === 'querystring' ? 'query' : (error.validationContext ?? 'request');
      // Paths as every other producer names fields (decision 0044): 'body.name', 'query.page', 'params.id'.
      const problems = error.validation.map((v) => {
        const path = v.instancePath.replace(/^\//, '').replaceAll('/', '.');
        return { path: path ? `${where}.${path}` : where, message: v.message ?? 'is invalid' };
      });
      const message = problems.map((p) => `${p.path}: ${p.message}`).join('; ');
      return reply.status(400).send(body('VALIDATION_FAILED', message, { problems }));
    }
    if (isResponseSerializationError(error)) {
      request.log.error({ err: error, issues: error.cause }, 'answer does not match its declared schema');
      return reply.status(500).send(body('INTERNAL', 'Something went wrong on our side. Please try again.'));
    }
    // A world is an in-memory SQLite image with a size cap (decision 0007): a write that would pass it
    // rolls back whole, and the caller learns why instead of a bare 500.
    if ((error as { code?: string }).code === 'SQLITE_FULL') {
      // Rolled back, but an in-memory database keeps the memory it grew to: the world is reopened from its
      // image to give it back, unless an upload still runs in it (that would cut the upload off).
      if (request.world) releaseWorldMemory(request.world.data, uploadsRunning(request.world));
      return reply.status(413).send(body('PAYLOAD_TOO_LARGE', WORLD_FULL));
    }
    const status = error.statusCode ?? 500;
    if (status >= 400 && status < 500) {
      const code = statusCodes[status] ?? 'BAD_REQUEST';
      // Fastify's own 4xx texts (bad JSON, wrong content type, too large) are safe and say what is wrong.
      return reply.status(status).send(body(code, error.message || 'Bad request'));
    }
    request.log.error({ err: error }, 'unhandled error');
    return reply.status(500).send(body('INTERNAL', 'Something went wrong on our side. Please try again.'));
  });
}

/** The 404 of an unknown route, in the one error shape. */
export function notFoundBody(method: string, url: string): ErrorResponse {
  return body('NOT_FOUND', `No route for ${method} ${url.split('?')[0]}`);
}
