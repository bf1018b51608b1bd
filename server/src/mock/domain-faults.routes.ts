import type { FastifyInstance } from 'fastify';
import { mockDomainFaultEndpoints as endpoints } from '@cashloop/shared/contracts/mock-domain-faults';
import { notFound } from '../lib/app-error';
import { route } from '../plugins/contract-routes';
import { domainFaultsOf, presentDomainFault } from '../world/domain-faults';

/** Domain faults of the caller's world (the engine asks them: uploads, webhook calls, emails, approvals). */
export function registerDomainFaultRoutes(app: FastifyInstance): void {
  route(app, endpoints.armDomainFault, ({ deps, body }) => presentDomainFault(domainFaultsOf(deps.world).arm(body, deps.clock.now())));
  route(app, endpoints.listDomainFaults, ({ deps }) => domainFaultsOf(deps.world).list().map(presentDomainFault));
  route(app, endpoints.clearDomainFaults, ({ deps }) => ({ removed: domainFaultsOf(deps.world).clear() }));
  route(app, endpoints.removeDomainFault, ({ deps, params }) => {
    if (!domainFaultsOf(deps.world).remove(params.id)) throw notFound(`No domain fault '${params.id}' in this world`);
    return { id: params.id, removed: true as const };
  });
}
