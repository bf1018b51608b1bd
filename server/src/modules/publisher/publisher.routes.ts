import type { FastifyInstance } from 'fastify';

/** Registers the publisher endpoints from the shared contract. */
export function registerPublisherRoutes(app: FastifyInstance): void {
  void app;
}
