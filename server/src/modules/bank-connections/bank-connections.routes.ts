import type { FastifyInstance } from 'fastify';
import { bankConnectionEndpoints } from '@cashloop/shared/contracts/bank-connections';
import { bankConnectionExpiryJob } from '../../engine/bank-connection-expiry';
import { registerClockJob } from '../../engine/index';
import { route } from '../../plugins/contract-routes';
import { connectionById, endConnection, listConnections, listUserConnections } from './bank-connections.service';

export function registerBankConnectionRoutes(app: FastifyInstance): void {
  registerClockJob(bankConnectionExpiryJob);

  route(app, bankConnectionEndpoints.list, ({ deps, auth, query }) => listConnections(deps, auth.scope, query));
  route(app, bankConnectionEndpoints.byUser, ({ deps, auth, params, query }) => listUserConnections(deps, auth.scope, params.userId, query));
  route(app, bankConnectionEndpoints.byId, ({ deps, auth, params }) => connectionById(deps, auth.scope, params.id));
  route(app, bankConnectionEndpoints.end, ({ deps, auth, params }) => {
    endConnection(deps, auth.scope, params.id);
    return { success: true as const, message: 'Bank connection ended' };
  });
}
