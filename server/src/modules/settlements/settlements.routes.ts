import type { FastifyInstance } from 'fastify';

/** Registers the settlements endpoints from the shared contract. */
export function registerSettlementRoutes(app: FastifyInstance): void {
  void app;
}
