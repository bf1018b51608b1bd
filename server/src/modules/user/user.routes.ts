import type { FastifyInstance, FastifyRequest } from 'fastify';
import { messages } from '@cashloop/shared';
import { userEndpoints } from '@cashloop/shared/contracts/user';
import type { AuthContext } from '../../world/app-deps';
import { route } from '../../plugins/contract-routes';
import { changeOwnPassword, updateOwnDetails } from './user-profile.service';
import { getSignedInUser } from './user.service';

export function registerUserRoutes(app: FastifyInstance): void {
  route(app, userEndpoints.me, ({ deps, auth }) => getSignedInUser(deps, auth));
  route(app, userEndpoints.updateDetails, ({ deps, auth, body }) => updateOwnDetails(deps, auth, body));

  // Guessing the current password is throttled per user like sign-in is (authentication runs first).
  const perUser = (request: FastifyRequest) =>
    `${request.world.id}|${(request as FastifyRequest & { auth?: AuthContext }).auth?.userId ?? request.ip}`;
  route(
    app,
    userEndpoints.updatePassword,
    ({ deps, auth, body }) => {
      changeOwnPassword(deps, auth, body);
      return { success: true as const, message: messages.passwordResetSuccess };
    },
    { rateLimit: { max: app.deps.config.authRateLimitMax, timeWindow: 60_000, hook: 'preValidation', keyGenerator: perUser } },
  );
}
