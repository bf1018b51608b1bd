import type { FastifyInstance } from 'fastify';
import { ownOfferEndpoints as e } from '@cashloop/shared/contracts/own-offers';
import { route } from '../../plugins/contract-routes';
import { channelIds, channelsByIds, createChannel, deleteChannel, listChannels } from './own-channels.service';
import { createOffer, editOffer, getOffer, uploadOfferLogo } from './own-offers.service';
import { createRetailer, getRetailer, searchRetailers, uploadRetailerLogo } from './own-retailers.service';
import { testEnrichment } from './test-enrichment.service';

/** Registers the bring-your-own-offer endpoints (spec 2 §7) from the shared contract. */
export function registerOwnOfferRoutes(app: FastifyInstance): void {
  route(app, e.retailerSearch, ({ deps, auth, query }) => searchRetailers(deps, auth.scope, query));
  route(app, e.retailer, ({ deps, auth, params }) => getRetailer(deps, auth.scope, params.retailerId));
  route(app, e.createRetailer, ({ deps, auth, body }) => createRetailer(deps, auth.scope, body));
  route(app, e.uploadRetailerImage, ({ deps, auth, params, request }) => uploadRetailerLogo(deps, auth.scope, params.retailerId, request));
  route(app, e.testEnrichment, ({ deps, auth, body }) => testEnrichment(deps, auth.scope, body));
  route(app, e.channels, ({ deps, auth, params, query }) => listChannels(deps, auth.scope, params.retailerId, query));
  route(app, e.channelIds, ({ deps, auth, params }) => channelIds(deps, auth.scope, params.retailerId));
  route(app, e.channelsById, ({ deps, auth, body }) => channelsByIds(deps, auth.scope, body));
  route(app, e.createChannel, ({ deps, auth, body }) => createChannel(deps, auth.scope, body));
  route(app, e.deleteChannel, ({ deps, auth, params }) => deleteChannel(deps, auth.scope, params.channelId));
  route(app, e.createOffer, ({ deps, auth, body }) => createOffer(deps, auth.scope, body));
  route(app, e.offer, ({ deps, auth, params }) => getOffer(deps, auth.scope, params.offerId));
  route(app, e.editOffer, ({ deps, auth, params, body }) => editOffer(deps, auth.scope, params.offerId, body));
  route(app, e.uploadOfferImage, ({ deps, auth, params, request }) => uploadOfferLogo(deps, auth.scope, params.offerId, request));
}
