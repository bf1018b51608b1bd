import type { FastifyInstance } from 'fastify';
import { endUserEndpoints } from '@cashloop/shared/contracts/end-users';
import { route } from '../../plugins/contract-routes';
import { audienceTopBar, endUserStats } from './end-users.service';

export function registerEndUserRoutes(app: FastifyInstance): void {
  route(app, endUserEndpoints.topBar, ({ deps, auth }) => audienceTopBar(deps, auth.scope));
  route(app, endUserEndpoints.stats, ({ deps, auth }) => endUserStats(deps, auth.scope));
}
