import type { FastifyInstance } from 'fastify';
import { registerAnalyticsRoutes } from './analytics/analytics.routes';
import { registerAuthRoutes } from './auth/auth.routes';
import { registerPayoutRoutes } from './payout/payout.routes';
import { registerUserRoutes } from './user/user.routes';

/** Every domain module; each registers its endpoints from the shared contract. */
export function registerModules(app: FastifyInstance): void {
  registerAuthRoutes(app);
  registerUserRoutes(app);
  registerAnalyticsRoutes(app);
  registerPayoutRoutes(app);
}
