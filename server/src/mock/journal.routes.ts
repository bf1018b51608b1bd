import type { FastifyInstance } from 'fastify';
import { mockJournalEndpoints } from '@cashloop/shared/contracts/mock-journal';
import { route } from '../plugins/contract-routes';

/** The request journal of the caller's world (plugins/request-journal.ts records it). */
export function registerJournalRoutes(app: FastifyInstance): void {
  route(app, mockJournalEndpoints.journal, ({ deps, query }) => deps.world.journal.list(query));
  route(app, mockJournalEndpoints.countJournal, ({ deps, query }) => ({ count: deps.world.journal.countMatching(query) }));
  route(app, mockJournalEndpoints.clearJournal, ({ deps }) => ({ removed: deps.world.journal.clear() }));
}
