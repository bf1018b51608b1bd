import fastifyMultipart from '@fastify/multipart';
import type { FastifyInstance } from 'fastify';

/** Largest upload accepted (verified transactions CSV and other single-file uploads). */
export const UPLOAD_MAX_BYTES = 5 * 1024 * 1024;

/** multipart/form-data for upload endpoints: one file of at most 5 MB; a bigger one is a 413. */
export async function registerMultipart(app: FastifyInstance): Promise<void> {
  await app.register(fastifyMultipart, {
    throwFileSizeLimit: true,
    limits: { fileSize: UPLOAD_MAX_BYTES, files: 1, fields: 10, parts: 11, fieldSize: 1024 },
  });
}
