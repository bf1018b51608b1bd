import { performance } from 'node:perf_hooks';
import type { FastifyInstance } from 'fastify';
import { mockEndpoints } from '@cashloop/shared/contracts/mock';
import { badRequest } from '../lib/app-error';
import { route } from '../plugins/contract-routes';
import { registerApprovalControls } from './approvals.routes';
import { listOutbox } from './outbox';

/** The /__mock control plane (DESIGN §6): reset, outbox and clock. Registered only when enabled. */
export function registerControlPlane(app: FastifyInstance): void {
  route(app, mockEndpoints.reset, ({ deps, body }) => {
    const seed = body.seed ?? deps.config.seed;
    const now = deps.clock.now();
    const started = performance.now();
    deps.data.reseed(body.scenario, seed, now);
    return { scenario: body.scenario, seed, now, durationMs: Math.round(performance.now() - started) };
  });

  registerApprovalControls(app);

  route(app, mockEndpoints.outbox, ({ deps, query }) => listOutbox(deps, query.to));

  route(app, mockEndpoints.clock, ({ deps }) => deps.clock.state());

  // Applied in a fixed order: reset, then set, then advance, then freeze or run.
  route(app, mockEndpoints.setClock, ({ deps, body }) => {
    const { clock } = deps;
    if (body.reset) clock.reset();
    if (body.now !== undefined) {
      const ms = typeof body.now === 'number' ? body.now : Date.parse(body.now);
      if (!Number.isFinite(ms)) throw badRequest('now: not a valid date');
      clock.set(ms);
    }
    if (body.advanceMs !== undefined) clock.advance(body.advanceMs);
    if (body.frozen !== undefined) clock.setFrozen(body.frozen);
    return clock.state();
  });
}
