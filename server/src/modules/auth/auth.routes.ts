import type { FastifyInstance, FastifyRequest } from 'fastify';
import { authEndpoints } from '@cashloop/shared/contracts/auth';
import { dashboardOrigin } from '../../lib/dashboard-origin';
import { signIdToken } from '../../plugins/auth';
import { route, type RouteExtras } from '../../plugins/contract-routes';
import { acceptInvite, forgotPassword, forgotPasswordMessage, resetPassword } from './account-links.service';
import { demoSignIn } from './demo-sign-in.service';
import { createMfaConnection, login, verifyMfa } from './sign-in.service';

/**
 * Sign-in attempts per minute per client and e-mail. It runs before validation, once the body is
 * parsed, so malformed attempts count too and one e-mail cannot lock out another.
 */
function signInRateLimit(app: FastifyInstance): RouteExtras {
  const keyGenerator = (request: FastifyRequest) => {
    const email = (request.body as { email?: unknown } | undefined)?.email;
    // Per world too: a session's counters are its own, so parallel tests never throttle each other.
    return `${request.world.id}|${request.ip}|${typeof email === 'string' ? email.trim().toLowerCase() : ''}`;
  };
  return { rateLimit: { max: app.deps.config.authRateLimitMax, timeWindow: 60_000, hook: 'preValidation', keyGenerator } };
}

export function registerAuthRoutes(app: FastifyInstance): void {
  const limited = signInRateLimit(app);

  route(app, authEndpoints.login, ({ deps, body }) => login(deps, body.email, body.password), limited);

  route(app, authEndpoints.createMfaConnection, ({ deps, body }) => createMfaConnection(deps, body), limited);

  route(
    app,
    authEndpoints.verifyMfa,
    ({ deps, body }) => {
      const user = verifyMfa(deps, body);
      return { idToken: signIdToken(app, deps, user.id, user.publisherId) };
    },
    limited,
  );

  // Mock only: a demo link made by the control plane stands in for password and code (mock/demo-links.ts).
  route(
    app,
    authEndpoints.demoSignIn,
    ({ deps, body }) => {
      const user = demoSignIn(deps, body.token);
      return { idToken: signIdToken(app, deps, user.id, user.publisherId) };
    },
    limited,
  );

  route(app, authEndpoints.forgotPassword, ({ deps, body, request }) => {
    forgotPassword(deps, body.email, dashboardOrigin(request, deps.config));
    return { success: true as const, message: forgotPasswordMessage(body.email) };
  });

  route(app, authEndpoints.resetPassword, ({ deps, body }) => {
    resetPassword(deps, body.id, body.password);
    return { success: true as const, message: 'Password updated' };
  });

  route(app, authEndpoints.acceptInvite, ({ deps, body }) => {
    acceptInvite(deps, body);
    return { success: true as const, message: 'Your account has been created' };
  });
}
