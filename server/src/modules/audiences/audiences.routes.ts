import type { FastifyInstance } from 'fastify';
import { audienceEndpoints } from '@cashloop/shared/contracts/audiences';
import { route } from '../../plugins/contract-routes';
import { createAudience, deleteAudience, listAudiences, searchRetailers } from './audiences.service';

/** Registers the audience endpoints (spec 2 §7) from the shared contract. */
export function registerAudienceRoutes(app: FastifyInstance): void {
  route(app, audienceEndpoints.list, ({ deps, auth, query }) => listAudiences(deps, auth.scope, query));
  route(app, audienceEndpoints.create, ({ deps, auth, body }) => createAudience(deps, auth.scope, body));
  route(app, audienceEndpoints.remove, ({ deps, auth, params }) => deleteAudience(deps, auth.scope, params.id));
  route(app, audienceEndpoints.retailerSearch, ({ deps, auth, query }) => searchRetailers(deps, auth.scope, query));
}
