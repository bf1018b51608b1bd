import type { FastifyInstance, FastifyRequest } from 'fastify';
import { MOCK_SESSION_HEADER } from '@cashloop/shared/contracts/mock-sessions';
import type { AppDeps } from '../world/app-deps';
import { notFound } from '../lib/app-error';
import type { World } from '../world/world';
import type { Worlds } from '../world/worlds';
import { admitWrite } from '../world/write-gate';

declare module 'fastify' {
  interface FastifyRequest {
    /** The world this call is served from: the session named by x-mock-session, else the default. */
    world: World;
    deps: AppDeps;
  }
}

/**
 * Resolves each request's world once, before anything else reads data, the clock or the outbox
 * (DESIGN §6). A session header naming no live session is a 404, never the default world.
 */
export function registerWorldResolver(app: FastifyInstance, worlds: Worlds): void {
  app.decorateRequest('world', null as unknown as World);
  app.decorateRequest('deps', null as unknown as AppDeps);
  // Callback-style hooks here and in the other per-call plugins: an async hook costs a promise and a
  // microtask turn on every call, and none of these waits for anything (decision 0014, third pass).
  app.addHook('onRequest', (request: FastifyRequest, reply, done) => {
    const world = worldFor(request, worlds, app.deps.config.controlPlane);
    request.world = world;
    request.deps = world.deps;
    // Reads never wait, not even while a large upload commits off the main thread; anything that may
    // write waits at the world's gate then, and is counted while it runs (mock/write-gate.ts).
    if (request.method === 'GET' || request.method === 'HEAD') done();
    else admitWrite(world.data, request, reply, done);
  });
}

function worldFor(request: FastifyRequest, worlds: Worlds, sessionsOn: boolean): World {
  const header = request.headers[MOCK_SESSION_HEADER];
  const id = Array.isArray(header) ? header[0] : header;
  if (id === undefined || id === '') return worlds.defaultWorld;
  if (!sessionsOn) throw notFound(`Mock sessions are off on this server (MOCK_CONTROL_PLANE=off): remove the ${MOCK_SESSION_HEADER} header`);
  const world = worlds.use(id.trim());
  if (!world) throw notFound(`Mock session '${id.slice(0, 64)}' does not exist or has ended (idle sessions end after a while): create one with POST /__mock/sessions`);
  return world;
}
