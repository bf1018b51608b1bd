import type { FastifyInstance } from 'fastify';
import { mockEndpoints } from '@cashloop/shared/contracts/mock';
import { route } from './contract-routes';

/** Ready once buildApp has migrated (and if needed seeded) the database, which happens before listen. */
export function registerHealth(app: FastifyInstance): void {
  route(app, mockEndpoints.health, ({ deps }) => {
    deps.data.sqlite.prepare('SELECT 1').get();
    return { status: 'ok' as const };
  });
}
