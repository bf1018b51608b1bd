import { performance } from 'node:perf_hooks';
import type { FastifyInstance } from 'fastify';
import { mockEndpoints } from '@cashloop/shared/contracts/mock';
import { catchUp } from '../engine/index';
import { badRequest } from '../lib/app-error';
import { route } from '../plugins/contract-routes';
import { registerApprovalControls } from './approvals.routes';
import { registerCapabilityRoutes } from './capabilities.routes';
import { registerDomainFaultRoutes } from './domain-faults.routes';
import { registerFaultRoutes } from './faults.routes';
import { registerJournalRoutes } from './journal.routes';
import { registerMagicRoutes } from './magic.routes';
import { countEventsSince, eventsSince, markEffects } from './effects';
import { listOutbox, waitForOutbox } from '../world/outbox';
import { registerSessionRoutes } from './sessions.routes';
import { parseInstant } from './parse-instant';
import { registerSimulatorRoutes } from './simulate.routes';
import { registerTimelineRoutes } from './timeline.routes';
import { registerSnapshotRoutes } from './snapshots.routes';
import { registerStubRoutes } from './stubs.routes';
import { registerWebhookSinkRoutes } from './webhook-sink.routes';

/**
 * The /__mock control plane (DESIGN §6). Every call acts on the world of its x-mock-session header,
 * or on the default world without one. Registered only when enabled.
 */
export async function registerControlPlane(app: FastifyInstance): Promise<void> {
  route(app, mockEndpoints.reset, async ({ deps, body }) => {
    const started = performance.now();
    const { world } = deps;
    const scenario = body?.scenario ?? world.scenario;
    const seed = body?.seed ?? world.seed;
    const now = deps.clock.now();
    const { template, fromTemplate } = await app.worlds.templates.get(scenario, seed, now);
    deps.data.replaceWith(template.image);
    world.scenario = scenario;
    world.seed = seed;
    return { scenario, seed, now, seededAt: template.seededAt, fromTemplate, durationMs: Math.round((performance.now() - started) * 10) / 10 };
  });

  registerSessionRoutes(app);
  registerSnapshotRoutes(app);
  registerApprovalControls(app);
  registerMagicRoutes(app);
  registerCapabilityRoutes(app);
  registerFaultRoutes(app);
  registerStubRoutes(app);
  registerDomainFaultRoutes(app);
  registerJournalRoutes(app);
  registerSimulatorRoutes(app);
  registerTimelineRoutes(app);
  await registerWebhookSinkRoutes(app);

  route(app, mockEndpoints.outbox, ({ deps, query, reply }) => {
    if (!query.wait) return listOutbox(deps, query);
    // The response closes before it is sent only when the caller hung up: stop waiting for it.
    const gone = new AbortController();
    reply.raw.once('close', () => gone.abort());
    return waitForOutbox(deps, query, query.wait, gone.signal);
  });

  route(app, mockEndpoints.clock, ({ deps }) => deps.clock.state());

  // Applied in a fixed order: reset, freeze, set, advance, run, then the engine catches up. Freezing before setting makes
  // {now, frozen: true} stop at exactly that instant, not the few ms the wall clock ran on meanwhile.
  route(app, mockEndpoints.setClock, ({ deps, body }) => {
    const { clock } = deps;
    if (body.reset) clock.reset();
    if (body.frozen === true) clock.setFrozen(true);
    if (body.now !== undefined) clock.set(parseInstant(body.now));
    if (body.advanceMs !== undefined) clock.advance(body.advanceMs);
    if (body.frozen === false) clock.setFrozen(false);
    // Everything due by the new now happens before the answer (lifecycles, decisions, expiries, and the
    // webhook sender woken), so a test that advances the clock sees the world moved, not on its next call.
    const mark = markEffects(deps.data.sqlite);
    catchUp(deps);
    // The transitions this step fired, in order: a test asserts on them instead of polling the API.
    return { ...clock.state(), fired: eventsSince(deps.data.sqlite, mark), firedTotal: countEventsSince(deps.data.sqlite, mark) };
  });
}

