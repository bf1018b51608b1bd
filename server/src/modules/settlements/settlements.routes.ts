import type { FastifyInstance } from 'fastify';
import { settlementEndpoints } from '@cashloop/shared/contracts/settlements';
import { route } from '../../plugins/contract-routes';
import { readCsvUpload } from './read-upload';
import {
  downloadSettlement,
  listSettlements,
  markSettlementReceived,
  markSettlementSent,
  settlementsForOffer,
  settlementTemplate,
  uploadSettlement,
} from './settlements.service';

/** Registers the settlements endpoints from the shared contract. */
export function registerSettlementRoutes(app: FastifyInstance): void {
  route(app, settlementEndpoints.list, ({ deps, auth, query }) => listSettlements(deps, auth.scope, query));
  route(app, settlementEndpoints.forProgramOffer, ({ deps, auth, params, query }) =>
    settlementsForOffer(deps, auth, params.activatedOfferId, query),
  );
  route(app, settlementEndpoints.upload, async ({ deps, auth, query, request }) => {
    const file = await readCsvUpload(request);
    return uploadSettlement(deps, auth, { activatedOfferId: query.activatedOfferId, ...file });
  });
  route(app, settlementEndpoints.download, ({ deps, auth, params }) => downloadSettlement(deps, auth, params.id));
  route(app, settlementEndpoints.markSent, ({ deps, auth, params }) => markSettlementSent(deps, auth, params.id));
  route(app, settlementEndpoints.markReceived, ({ deps, auth, params }) => markSettlementReceived(deps, auth, params.id));
  route(app, settlementEndpoints.template, () => settlementTemplate());
}
