import type { FastifyInstance } from 'fastify';
import { supportEndpoints as e } from '@cashloop/shared/contracts/support';
import { route } from '../../plugins/contract-routes';
import { actOnTicket, getTicket, listTickets, ticketsOfUser } from './support.service';

/** Support tickets (spec 3 §7 Support): lists, the ticket envelope, and actions that act on the engine. */
export function registerSupportRoutes(app: FastifyInstance): void {
  route(app, e.list, ({ deps, auth, query }) => listTickets(deps, auth.scope, query));
  route(app, e.byUser, ({ deps, auth, params, query }) => ticketsOfUser(deps, auth.scope, params.userId, query));
  route(app, e.one, ({ deps, auth, params, query }) => getTicket(deps, auth.scope, params.ticketId, query));
  route(app, e.act, ({ deps, auth, params, body }) => actOnTicket(deps, auth, params.ticketId, body));
}
