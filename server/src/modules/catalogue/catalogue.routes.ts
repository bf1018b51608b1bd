import type { FastifyInstance } from 'fastify';
import { catalogueEndpoints } from '@cashloop/shared/contracts/catalogue';
import { route } from '../../plugins/contract-routes';
import { listRetailers, offerById, offersByIds, retailerDetail, searchRetailers } from './catalogue.service';

/** Registers the catalogue endpoints from the shared contract. */
export function registerCatalogueRoutes(app: FastifyInstance): void {
  const cached = { cacheByScope: true };
  route(app, catalogueEndpoints.retailers, ({ deps, auth, query }) => listRetailers(deps, auth.scope, query), cached);
  route(app, catalogueEndpoints.retailerSearch, ({ deps, auth, query }) => searchRetailers(deps, auth.scope, query), cached);
  route(app, catalogueEndpoints.retailerDetail, ({ deps, auth, params, query }) =>
    retailerDetail(deps, auth.scope, params.retailerId, query),
  );
  route(app, catalogueEndpoints.offer, ({ deps, auth, params }) => offerById(deps, auth.scope, params.offerId));
  route(app, catalogueEndpoints.offersByIds, ({ deps, auth, query }) => offersByIds(deps, auth.scope, query.offerId));
}
