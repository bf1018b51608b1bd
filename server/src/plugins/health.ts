import type { FastifyInstance } from 'fastify';
import { mockEndpoints } from '@cashloop/shared/contracts/mock';
import { route } from './contract-routes';
import { prepared } from '../lib/statements';

/** Ready once buildApp has migrated (and if needed seeded) the database, which happens before listen. */
export function registerHealth(app: FastifyInstance): void {
  route(app, mockEndpoints.health, ({ deps }) => {
    prepared(deps.data.sqlite, 'SELECT 1').get();
    return { status: 'ok' as const };
  });
}
