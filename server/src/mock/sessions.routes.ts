import type { FastifyInstance } from 'fastify';
import { mockSessionEndpoints } from '@cashloop/shared/contracts/mock-sessions';
import { notFound } from '../lib/app-error';
import { route } from '../plugins/contract-routes';
import { parseInstant } from './control-plane.routes';

/** Sessions: an isolated world per test worker or demo, selected by the x-mock-session header. */
export function registerSessionRoutes(app: FastifyInstance): void {
  route(app, mockSessionEndpoints.createSession, async ({ body }) => {
    const now = body?.now === undefined ? undefined : parseInstant(body.now);
    const created = await app.worlds.create({ scenario: body?.scenario, seed: body?.seed, now });
    const { world } = created;
    return { id: world.id, scenario: world.scenario, seed: world.seed, now: created.now, createdInMs: Math.round(created.createdInMs * 10) / 10 };
  });

  route(app, mockSessionEndpoints.listSessions, () => ({
    sessions: app.worlds.list().map((w) => ({
      id: w.id,
      scenario: w.scenario,
      seed: w.seed,
      createdAt: w.createdAt,
      lastUsedAt: w.lastUsedAt,
      now: w.clock.now(),
      approxMemoryBytes: w.data.sizeBytes + w.snapshots.bytes,
      snapshots: w.snapshots.size,
    })),
    maxSessions: app.deps.config.maxSessions,
    idleMinutes: app.deps.config.sessionIdleMinutes,
  }));

  route(app, mockSessionEndpoints.endSession, ({ params }) => {
    if (!app.worlds.end(params.id)) throw notFound(`Mock session '${params.id}' does not exist or has already ended`);
    return { id: params.id, ended: true as const };
  });
}
