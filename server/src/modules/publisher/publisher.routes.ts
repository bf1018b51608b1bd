import type { FastifyInstance } from 'fastify';
import { messages } from '@cashloop/shared';
import { publisherEndpoints } from '@cashloop/shared/contracts/publisher';
import { registerClockJob } from '../../engine';
import { dashboardOrigin } from '../../lib/dashboard-origin';
import { route } from '../../plugins/contract-routes';
import { activateCardlytics, cardlyticsSetUpJob, cardlyticsState, changeCardlytics } from './cardlytics.service';
import { deleteUser, inviteUser, sendUserReset, teamMembers } from './team.service';

/** Registers the publisher endpoints from the shared contract. */
export function registerPublisherRoutes(app: FastifyInstance): void {
  registerClockJob(cardlyticsSetUpJob);

  route(app, publisherEndpoints.get, ({ deps, auth }) => cardlyticsState(deps, auth.publisherId));
  route(app, publisherEndpoints.activateCardlytics, ({ deps, auth }) => activateCardlytics(deps, auth.publisherId));
  route(app, publisherEndpoints.changeCardlytics, ({ deps, auth }) => changeCardlytics(deps, auth.publisherId));

  route(app, publisherEndpoints.users, ({ deps, auth }) => teamMembers(deps, auth.publisherId));
  route(app, publisherEndpoints.inviteUser, ({ deps, auth, body, request }) => {
    inviteUser(deps, auth, body, dashboardOrigin(request, deps.config));
    return { success: true as const, message: messages.userInvited };
  });
  route(app, publisherEndpoints.sendUserReset, ({ deps, auth, params, request }) => {
    sendUserReset(deps, auth, params.id, dashboardOrigin(request, deps.config));
    return { success: true as const, message: 'A password reset link has been sent' };
  });
  route(app, publisherEndpoints.deleteUser, ({ deps, auth, params }) => {
    deleteUser(deps, auth, params.id);
    return { success: true as const, message: 'User deleted' };
  });
}
