import type { FastifyInstance } from 'fastify';
import { campaignEndpoints } from '@cashloop/shared/contracts/campaigns';
import { route } from '../../plugins/contract-routes';
import { createCampaign, deleteCampaign, listCampaigns, uploadCampaignImage } from './campaigns.service';

/** Registers the campaign endpoints (spec 2 §7) from the shared contract. */
export function registerCampaignRoutes(app: FastifyInstance): void {
  route(app, campaignEndpoints.list, ({ deps, auth, query }) => listCampaigns(deps, auth.scope, query));
  route(app, campaignEndpoints.uploadImage, ({ deps, auth, query, request }) => uploadCampaignImage(deps, auth.scope, query.slot, request));
  route(app, campaignEndpoints.create, ({ deps, auth, body }) => createCampaign(deps, auth.scope, body));
  route(app, campaignEndpoints.remove, ({ deps, auth, params }) => deleteCampaign(deps, auth.scope, params.id));
}
