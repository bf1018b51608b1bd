import type { FastifyInstance } from 'fastify';
import { customerTierEndpoints as endpoints } from '@cashloop/shared/contracts/customer-tiers';
import { route } from '../../plugins/contract-routes';
import { readCsvUpload } from '../settlements/read-upload';
import { createTier, listTiers, removeTier } from './customer-tiers.service';
import { listTierUploads, tierTemplateCsv, uploadTierCsv } from './tier-upload.service';

export function registerCustomerTierRoutes(app: FastifyInstance): void {
  route(app, endpoints.create, ({ deps, auth, body }) => createTier(deps, auth.scope, body));
  route(app, endpoints.list, ({ deps, auth, query }) => listTiers(deps, auth.scope, query));
  route(app, endpoints.remove, ({ deps, auth, params }) => {
    removeTier(deps, auth.scope, params.id);
    return { success: true as const, message: 'Customer tier deleted' };
  });
  route(app, endpoints.upload, async ({ deps, auth, request }) => uploadTierCsv(deps, auth.scope, await readCsvUpload(request)));
  route(app, endpoints.uploads, ({ deps, auth, query }) => listTierUploads(deps, auth.scope, query));
  route(app, endpoints.template, ({ deps, auth }) => tierTemplateCsv(deps, auth.scope));
}
