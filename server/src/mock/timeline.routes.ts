import type { FastifyInstance } from 'fastify';
import { mockTimelineEndpoints } from '@cashloop/shared/contracts/mock-timeline';
import { route } from '../plugins/contract-routes';
import { timelineOf } from './timeline';

/** GET /__mock/timeline: the world's calls and clock steps, newest first, each with what it caused. */
export function registerTimelineRoutes(app: FastifyInstance): void {
  route(app, mockTimelineEndpoints.timeline, ({ deps, query }) => timelineOf(deps.world).list(deps, query.since, query.limit));
}
