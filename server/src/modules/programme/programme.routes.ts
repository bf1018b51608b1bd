import type { FastifyInstance } from 'fastify';

/** Registers the programme endpoints from the shared contract. */
export function registerProgrammeRoutes(app: FastifyInstance): void {
  void app;
}
