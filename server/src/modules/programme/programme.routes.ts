import type { FastifyInstance } from 'fastify';
import { programmeEndpoints as e } from '@cashloop/shared/contracts/programme';
import { approvalsJob } from '../../engine/approvals';
import { registerClockJob } from '../../engine/index';
import { route } from '../../plugins/contract-routes';
import { applyToOffer, applyToRetailer, editProgrammeOffer } from './applications.service';
import { deleteOwnOffer, removeFromProgramme, setAvailability } from './availability.service';
import * as reads from './programme.service';

/** Registers the programme endpoints from the shared contract, and the suppliers' approval decisions. */
export function registerProgrammeRoutes(app: FastifyInstance): void {
  registerClockJob(approvalsJob);

  route(app, e.list, ({ deps, auth, query }) => reads.listProgramme(deps, auth.scope, query));
  route(app, e.retailerSearch, ({ deps, auth, query }) => reads.searchProgramme(deps, auth.scope, query));
  route(app, e.declined, ({ deps, auth, query }) => reads.declinedApplications(deps, auth.scope, query));
  route(app, e.statistics, ({ deps, auth }) => reads.offerStatistics(deps, auth.scope));
  route(app, e.forRetailer, ({ deps, auth, params, query }) => reads.programmeForRetailer(deps, auth.scope, params.retailerId, query));
  route(app, e.getForOffer, ({ deps, auth, params }) => reads.programmeOfferForOffer(deps, auth.scope, params.offerId));
  route(app, e.tiersForOffers, ({ deps, auth }) => reads.tiersForOffers(deps, auth.scope));

  route(app, e.applyToRetailer, ({ deps, auth, params, body }) => applyToRetailer(deps, auth.scope, params.retailerId, body));
  route(app, e.applyToOffer, ({ deps, auth, params, body }) => applyToOffer(deps, auth.scope, params.offerId, body));
  route(app, e.edit, ({ deps, auth, params, body }) => editProgrammeOffer(deps, auth.scope, params.id, body));
  route(app, e.activate, ({ deps, auth, params }) => setAvailability(deps, auth.scope, params.id, true));
  route(app, e.deactivate, ({ deps, auth, params }) => setAvailability(deps, auth.scope, params.id, false));
  route(app, e.remove, ({ deps, auth, params }) => removeFromProgramme(deps, auth.scope, params.id));
  route(app, e.deleteOwnOffer, ({ deps, auth, params }) => deleteOwnOffer(deps, auth.scope, params.offerId));
}
