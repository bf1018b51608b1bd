import type { FastifyInstance } from 'fastify';
import { catalogueEndpoints } from '@cashloop/shared/contracts/catalogue';
import { route } from '../../plugins/contract-routes';
import { listRetailers, offerById, offersByIds, ownOffers, retailerDetail, searchRetailers } from './catalogue.service';

/** Registers the catalogue endpoints from the shared contract. */
export function registerCatalogueRoutes(app: FastifyInstance): void {
  route(app, catalogueEndpoints.retailers, ({ deps, auth, query }) => listRetailers(deps, auth.scope, query));
  route(app, catalogueEndpoints.retailerSearch, ({ deps, auth, query }) => searchRetailers(deps, auth.scope, query));
  route(app, catalogueEndpoints.retailerDetail, ({ deps, auth, params, query }) =>
    retailerDetail(deps, auth.scope, params.retailerId, query),
  );
  // A static path: the router never takes 'byoo' for the :offerId of catalogue.offer, whatever the order.
  route(app, catalogueEndpoints.ownOffers, ({ deps, auth, query }) => ownOffers(deps, auth.scope, query));
  route(app, catalogueEndpoints.offer, ({ deps, auth, params }) => offerById(deps, auth.scope, params.offerId));
  route(app, catalogueEndpoints.offersByIds, ({ deps, auth, query }) => offersByIds(deps, auth.scope, query.offerId));
}
