import type { FastifyInstance } from 'fastify';
import { scenarios } from '@cashloop/shared/common/enums';
import { MOCK_DELAY_HEADER, MOCK_SESSION_HEADER, MOCK_SESSION_QUERY, MOCK_STATUS_HEADER } from '@cashloop/shared/common/mock-headers';
import { mockCapabilityEndpoints, scenarioDescriptions } from '@cashloop/shared/contracts/mock-capabilities';
import { domainFaultKindEffects, domainFaultKinds } from '@cashloop/shared/contracts/mock-domain-faults';
import { faultKindEffects, faultKinds } from '@cashloop/shared/contracts/mock-faults';
import { simulatorCatalogue } from '@cashloop/shared/contracts/mock-simulate';
import { mockStubEndpoints } from '@cashloop/shared/contracts/mock-stubs';
import { demoAccounts } from '@cashloop/seeds/demo-accounts';
import { listMagicValues } from '../engine/magic-values';
import { route } from '../plugins/contract-routes';

/**
 * GET /__mock/capabilities: what this control plane can do, read from the declarations the server itself
 * uses (the scenario list reset and sessions validate against, the seeded logins, the engine's magic
 * values, the fault kinds the fault rules accept, the domain fault kinds), so it cannot drift from what it describes.
 */
export function registerCapabilityRoutes(app: FastifyInstance): void {
  route(app, mockCapabilityEndpoints.capabilities, ({ deps }) => ({
    scenarios: scenarios.map((name) => ({ name, description: scenarioDescriptions[name] })),
    personas: demoAccounts.map(({ email, password, totpSecret, role, firstName, lastName, publisherId, companyName, publisherStatus, sandboxOnly }) => ({
      email, password, totpSecret, role, firstName, lastName, publisherId, companyName, publisherStatus, sandboxOnly,
    })),
    magicValues: listMagicValues(deps.data.sqlite),
    faultKinds: faultKinds.map((kind) => ({ kind, effect: faultKindEffects[kind] })),
    domainFaultKinds: domainFaultKinds.map((kind) => ({ kind, effect: domainFaultKindEffects[kind] })),
    simulators: simulatorCatalogue,
    stubs: Object.values(mockStubEndpoints).map(({ id, method, path, summary }) => ({ id, method, path, summary })),
    headers: [
      { name: MOCK_SESSION_HEADER, effect: 'Serves the call from that mock session\'s world (404 when the session is unknown or ended)' },
      { name: `?${MOCK_SESSION_QUERY}=`, effect: 'In a browser: the dashboard joins that session and sends its header on every call' },
      { name: MOCK_DELAY_HEADER, effect: 'Delays this one API call by that many ms (0 to 120000; anything else is a 400)' },
      { name: MOCK_STATUS_HEADER, effect: 'Answers this one API call with that status (400 to 599; anything else is a 400) in the error shape' },
    ],
  }));
}
