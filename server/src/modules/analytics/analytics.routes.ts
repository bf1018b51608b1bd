import type { FastifyInstance } from 'fastify';
import { analyticsEndpoints } from '@cashloop/shared/contracts/analytics';
import { route } from '../../plugins/contract-routes';
import { homepageAnalytics } from './analytics.service';

export function registerAnalyticsRoutes(app: FastifyInstance): void {
  route(app, analyticsEndpoints.homepage, ({ deps, auth }) => homepageAnalytics(deps, auth.scope));
}
