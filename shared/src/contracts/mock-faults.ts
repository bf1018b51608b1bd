import { z } from 'zod';
import { defineEndpoint } from '../common/endpoint';
import { epochMs } from './common-schemas';

const tag = 'Control plane: faults and latency';

export { MOCK_DELAY_HEADER, MOCK_STATUS_HEADER } from '../common/mock-headers';

export const faultKinds = ['error', 'reset', 'timeout', 'malformed'] as const;
export type FaultKind = (typeof faultKinds)[number];

/** What each kind does to a matching call (GET /__mock/capabilities lists them). */
export const faultKindEffects: Record<FaultKind, string> = {
  error: 'Answers the rule\'s status (500 by default) in the one error shape',
  reset: 'Drops the connection without an answer',
  timeout: 'Never answers: the call hangs until the client gives up',
  malformed: 'Answers with a JSON content type and a cut-off body that does not parse',
};

const httpMethod = z.enum(['GET', 'POST', 'PUT', 'DELETE', 'PATCH']);

export const faultRuleInput = z
  .object({
    match: z
      .object({
        method: z.preprocess((v) => (typeof v === 'string' ? v.toUpperCase() : v), httpMethod).optional(),
        /** The path, with or without the live/sandbox prefix; `*` matches any run of characters; `:param` segments match one segment. */
        path: z.string().trim().min(1).max(500).optional(),
        /** An API endpoint id such as `catalogue.offer` (the operationIds at /docs); an unknown one is a 400 naming the nearest. */
        endpointId: z.string().trim().min(1).max(100).optional(),
      })
      .strict()
      .default({}),
    /** Answered in the one error shape (kind 'error'); 500 when the kind is 'error' and no status is given. */
    status: z.number().int().min(400).max(599).optional(),
    delayMs: z.number().int().min(0).max(120_000).optional(),
    jitterMs: z.number().int().min(0).max(60_000).optional(),
    kind: z.enum(faultKinds).optional(),
    /** How many matching calls it fires for; unlimited until removed when omitted. */
    times: z.number().int().min(1).max(1_000_000).optional(),
    /** Chance (0-1) that a matching call is hit, drawn from a generator seeded with `seed`. */
    probability: z.number().min(0).max(1).optional(),
    seed: z.number().int().min(0).max(2 ** 31).optional(),
  })
  .strict()
  .refine((r) => r.status !== undefined || r.delayMs !== undefined || r.kind !== undefined, {
    message: 'Give at least one of status, delayMs or kind',
  });

export const faultRuleSchema = z.object({
  id: z.string(),
  match: z.object({ method: z.string().optional(), path: z.string().optional(), endpointId: z.string().optional() }),
  status: z.number().int().optional(),
  delayMs: z.number().int().optional(),
  jitterMs: z.number().int().optional(),
  kind: z.enum(faultKinds).optional(),
  times: z.number().int().optional(),
  probability: z.number().optional(),
  seed: z.number().int().optional(),
  /** Calls it has fired for so far. */
  fired: z.number().int(),
  /** Calls it will still fire for (null: until removed). */
  remaining: z.number().int().nullable(),
  createdAt: epochMs,
});

export const mockFaultEndpoints = {
  armFault: defineEndpoint({
    id: 'mock.armFault', tag, method: 'POST', path: '/__mock/faults', absolute: true, public: true,
    summary: 'Arms a fault or latency rule for API calls of this world',
    body: faultRuleInput,
    response: faultRuleSchema,
  }),
  listFaults: defineEndpoint({
    id: 'mock.listFaults', tag, method: 'GET', path: '/__mock/faults', absolute: true, public: true,
    summary: 'Armed rules, oldest first (the first matching rule fires)',
    response: z.array(faultRuleSchema),
  }),
  clearFaults: defineEndpoint({
    id: 'mock.clearFaults', tag, method: 'DELETE', path: '/__mock/faults', absolute: true, public: true,
    summary: 'Removes every rule of this world',
    response: z.object({ removed: z.number().int() }),
  }),
  removeFault: defineEndpoint({
    id: 'mock.removeFault', tag, method: 'DELETE', path: '/__mock/faults/:id', absolute: true, public: true,
    summary: 'Removes one rule',
    params: z.object({ id: z.string().min(1).max(64).regex(/^[A-Za-z0-9_-]+$/, 'Not a valid id') }),
    response: z.object({ id: z.string(), removed: z.literal(true) }),
  }),
};
