import type { FastifyInstance } from 'fastify';
import { playgroundEndpoints } from '@cashloop/shared/contracts/playground';
import { route } from '../../plugins/contract-routes';
import { testTransaction } from './playground.service';

/** Registers the playground endpoints from the shared contract. */
export function registerPlaygroundRoutes(app: FastifyInstance): void {
  route(app, playgroundEndpoints.test, ({ deps, auth, body }) => testTransaction(deps, auth.scope, body));
}
