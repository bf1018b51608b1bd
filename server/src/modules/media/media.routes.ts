import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { notFound } from '../../lib/app-error';
import { findMedia } from './media.repo';
import { MEDIA_PATH } from './media.service';

const params = z.object({ id: z.string().min(1).max(64) });
const query = z.object({ mockSession: z.string().max(64).optional() });

/**
 * Serves uploaded images by id (GET /media/{id}), public like a CDN: browsers load <img> without our
 * headers, so the session comes from the URL's mockSession parameter, which storePng put there.
 */
export function registerMediaRoutes(app: FastifyInstance): void {
  app.get(MEDIA_PATH + '/:id', { schema: { hide: true } }, async (request, reply) => {
    const { id } = params.parse(request.params);
    const { mockSession } = query.parse(request.query);
    const world = mockSession ? app.worlds.use(mockSession) : request.world;
    if (!world) throw notFound(`Mock session '${mockSession}' does not exist or has ended, so its images are gone`);
    const row = findMedia(world.deps.data.sqlite, id);
    if (!row) throw notFound(`No image with id ${id}`);
    return reply
      .type(row.contentType)
      .header('cache-control', 'private, max-age=3600')
      .header('x-content-type-options', 'nosniff')
      .send(Buffer.from(row.data, 'base64'));
  });
}
