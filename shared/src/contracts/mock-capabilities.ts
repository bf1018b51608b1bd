import { z } from 'zod';
import { defineEndpoint } from '../common/endpoint';
import { publisherStatuses, publisherUserRoles, scenarios } from '../common/enums';
import { domainFaultKinds } from './mock-domain-faults';
import { faultKinds } from './mock-faults';
import { magicValueSchema } from './mock-magic';

const tag = 'Control plane: capabilities';

/** What each scenario seeds (the same names POST /__mock/reset and /__mock/sessions take). */
export const scenarioDescriptions: Record<(typeof scenarios)[number], string> = {
  demo: 'The rich demo world: 3 publishers, 150 retailers, 500 offers, 3,000 end users, 50,000 transactions, ~20,000 cashback in every status, payouts, invoices, webhooks, tickets',
  empty: 'Every login (publishers on day one) and the platform catalogue, with no business rows in either partition',
  large: "The demo world unchanged, plus 1,000,000 card payments and their cashback in the main publisher's live partition, for paging and benchmarks (seeding takes about two minutes)",
};

export const capabilitiesSchema = z.object({
  scenarios: z.array(z.object({ name: z.enum(scenarios), description: z.string() })),
  /** The seeded logins: sign in with email, password and a TOTP code from totpSecret (null: MFA is set up at first sign-in). */
  personas: z.array(
    z.object({
      email: z.string(),
      password: z.string(),
      totpSecret: z.string().nullable(),
      role: z.enum(publisherUserRoles),
      firstName: z.string(),
      lastName: z.string(),
      publisherId: z.string(),
      companyName: z.string(),
      publisherStatus: z.enum(publisherStatuses),
      sandboxOnly: z.boolean(),
    }),
  ),
  magicValues: z.array(magicValueSchema),
  faultKinds: z.array(z.object({ kind: z.enum(faultKinds), effect: z.string() })),
  /** Faults beyond HTTP (POST /__mock/domain-faults): uploads, webhook receivers, emails, approvals. */
  domainFaultKinds: z.array(z.object({ kind: z.enum(domainFaultKinds), effect: z.string() })),
  /** The typed domain transitions under /__mock/simulate (POST; each answers what it caused). */
  simulators: z.array(z.object({ id: z.string(), method: z.string(), path: z.string(), summary: z.string() })),
  /** The stub calls (/__mock/stubs): exact answers a test supplies for matching API calls, in place of the engine's. */
  stubs: z.array(z.object({ id: z.string(), method: z.string(), path: z.string(), summary: z.string() })),
  /** Per-call headers the control plane reads. */
  headers: z.array(z.object({ name: z.string(), effect: z.string() })),
});
export type Capabilities = z.infer<typeof capabilitiesSchema>;

export const mockCapabilityEndpoints = {
  capabilities: defineEndpoint({
    id: 'mock.capabilities', tag, method: 'GET', path: '/__mock/capabilities', absolute: true, public: true,
    summary: 'Scenarios, demo personas, magic values, fault kinds, domain fault kinds, simulators, stub calls and control headers, from the declarations the server uses',
    response: capabilitiesSchema,
  }),
};
