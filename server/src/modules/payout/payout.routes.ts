import type { FastifyInstance } from 'fastify';
import { payoutEndpoints } from '@cashloop/shared/contracts/payout';
import { route } from '../../plugins/contract-routes';
import { payoutCsv, payoutHistory } from './payout-history.service';
import { currentPayout } from './payout.service';

export function registerPayoutRoutes(app: FastifyInstance): void {
  route(app, payoutEndpoints.current, ({ deps, auth }) => currentPayout(deps, auth.scope));
  route(app, payoutEndpoints.historic, ({ deps, auth, query }) => payoutHistory(deps, auth.scope, query));
  route(app, payoutEndpoints.historicCsv, ({ deps, auth, params }) => payoutCsv(deps, auth.scope, params.id));
}
