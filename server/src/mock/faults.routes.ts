import type { FastifyInstance } from 'fastify';
import { mockFaultEndpoints } from '@cashloop/shared/contracts/mock-faults';
import { notFound } from '../lib/app-error';
import { route } from '../plugins/contract-routes';
import { type FaultRule, remainingOf } from '../world/faults';
import { assertApiEndpointId } from './known-endpoints';

const present = (rule: FaultRule) => ({ ...rule, remaining: remainingOf(rule) });

/** Fault and latency rules of the caller's world (plugins/fault-injection.ts applies them). */
export function registerFaultRoutes(app: FastifyInstance): void {
  route(app, mockFaultEndpoints.armFault, ({ deps, body }) => {
    assertApiEndpointId('body.match.endpointId', body.match.endpointId);
    return present(deps.world.faults.arm(body, deps.clock.now()));
  });
  route(app, mockFaultEndpoints.listFaults, ({ deps }) => deps.world.faults.list().map(present));
  route(app, mockFaultEndpoints.clearFaults, ({ deps }) => ({ removed: deps.world.faults.clear() }));
  route(app, mockFaultEndpoints.removeFault, ({ deps, params }) => {
    if (!deps.world.faults.remove(params.id)) throw notFound(`No fault rule '${params.id}' in this world (a rule with times ends by itself)`);
    return { id: params.id, removed: true as const };
  });
}
