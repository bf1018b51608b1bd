import type { FastifyInstance } from 'fastify';
import { payoutEndpoints } from '@cashloop/shared/contracts/payout';
import { route } from '../../plugins/contract-routes';
import { currentPayout } from './payout.service';

export function registerPayoutRoutes(app: FastifyInstance): void {
  route(app, payoutEndpoints.current, ({ deps, auth }) => currentPayout(deps, auth.scope));
}
