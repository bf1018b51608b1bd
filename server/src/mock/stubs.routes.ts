import type { FastifyInstance } from 'fastify';
import { mockStubEndpoints } from '@cashloop/shared/contracts/mock-stubs';
import { notFound } from '../lib/app-error';
import { route } from '../plugins/contract-routes';
import { type StubRecord, stubRemaining } from '../world/stubs';
import { checkStubAnswer, stubTargets } from './stub-targets';

const present = (stub: StubRecord) => ({ ...stub, remaining: stubRemaining(stub) });

/** Stubs of the caller's world (mock/stub-answers.ts answers with them); decision 0047. */
export function registerStubRoutes(app: FastifyInstance): void {
  route(app, mockStubEndpoints.armStub, ({ deps, body }) => {
    const targets = stubTargets(body.match);
    if (body.validate) checkStubAnswer(targets, body);
    return present(deps.world.stubs.arm(body, targets.map((d) => d.id), deps.clock.now()));
  });
  route(app, mockStubEndpoints.listStubs, ({ deps }) => deps.world.stubs.list().map(present));
  route(app, mockStubEndpoints.clearStubs, ({ deps }) => ({ removed: deps.world.stubs.clear() }));
  route(app, mockStubEndpoints.removeStub, ({ deps, params }) => {
    if (!deps.world.stubs.remove(params.id)) throw notFound(`No stub '${params.id}' in this world (a stub with times ends by itself)`);
    return { id: params.id, removed: true as const };
  });
}
