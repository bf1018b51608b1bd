import type { FastifyInstance } from 'fastify';
import { userEndpoints } from '@cashloop/shared/contracts/user';
import { route } from '../../plugins/contract-routes';
import { getSignedInUser } from './user.service';

export function registerUserRoutes(app: FastifyInstance): void {
  route(app, userEndpoints.me, ({ deps, auth }) => getSignedInUser(deps, auth));
}
