import { z } from 'zod';
import { defineEndpoint } from '../common/endpoint';
import { causedEventSchema } from './mock-simulate';
import { offerApprovals, scenarios } from '../common/enums';
import { idParam } from '../common/ids';
import { epochMs } from './common-schemas';

const tag = 'Control plane';

export const clockStateSchema = z.object({
  now: epochMs,
  iso: z.string(),
  frozen: z.boolean(),
  /** Virtual now minus the wall clock, while running. */
  offsetMs: z.number().int(),
});

export const outboxEmailSchema = z.object({
  id: z.string(),
  to: z.string(),
  subject: z.string(),
  text: z.string(),
  links: z.array(z.string()),
  /** The one-time code or token the email carries, when it carries one. */
  code: z.string().nullable(),
  /** BOUNCED when an armed email-bounce domain fault hit it; bounceReason says why. */
  delivery: z.enum(['DELIVERED', 'BOUNCED']),
  bounceReason: z.string().nullable(),
  sentAt: epochMs,
});

export const mockEndpoints = {
  health: defineEndpoint({
    id: 'mock.health', tag, method: 'GET', path: '/healthz', absolute: true, public: true,
    summary: 'Readiness: 200 once the database is migrated and seeded',
    response: z.object({ status: z.literal('ok') }),
  }),
  reset: defineEndpoint({
    id: 'mock.reset', tag, method: 'POST', path: '/__mock/reset', absolute: true, public: true,
    summary: 'Rebuilds this world (default, or the x-mock-session one) from a scenario and seed, relative to the clock’s now',
    // No body, {} or {scenario, seed}; what is left out stays as the world was made (the server's SCENARIO and SEED by default).
    body: z
      .object({ scenario: z.enum(scenarios).optional(), seed: z.number().int().min(0).max(2 ** 31).optional() })
      .strict()
      .optional(),
    response: z.object({
      scenario: z.enum(scenarios),
      seed: z.number().int(),
      now: epochMs,
      /** When the copied template was seeded (the same UTC day as now); equals now for a fresh seeding. */
      seededAt: epochMs,
      /** True when an already-built world of this scenario, seed and day was copied instead of seeding again. */
      fromTemplate: z.boolean(),
      durationMs: z.number(),
    }),
  }),
  outbox: defineEndpoint({
    id: 'mock.outbox', tag, method: 'GET', path: '/__mock/outbox', absolute: true, public: true,
    summary:
      'Every email sent, newest first (reset and invite emails with their links); with wait=<ms>, waits up to that long for the first one matching to and subject',
    query: z.object({
      to: z.string().max(254).optional(),
      subject: z.string().max(200).optional(),
      wait: z.coerce.number().int('wait must be whole milliseconds').min(0).max(30_000, 'wait is at most 30000 ms').optional(),
    }),
    response: z.array(outboxEmailSchema),
  }),
  clock: defineEndpoint({
    id: 'mock.clock', tag, method: 'GET', path: '/__mock/clock', absolute: true, public: true,
    summary: 'The virtual clock every server path reads',
    response: clockStateSchema,
  }),
  setClock: defineEndpoint({
    id: 'mock.setClock', tag, method: 'POST', path: '/__mock/clock', absolute: true, public: true,
    summary: 'Freeze, set (ms epoch or ISO text) or advance the clock; {"reset":true} returns to wall time',
    body: z
      .object({
        now: z.union([epochMs.min(0), z.iso.datetime({ offset: true })]).optional(),
        // Forward only: going back to an earlier world is a snapshot restore (a negative step once rewound the clock alone).
        advanceMs: z
          .number()
          .int()
          .min(0, 'advanceMs moves the clock forward: give 0 or more ms. To go back, restore a snapshot (POST /__mock/snapshots/{name}/restore)')
          .max(10 ** 12)
          .optional(),
        frozen: z.boolean().optional(),
        reset: z.boolean().optional(),
      })
      .strict(),
    response: clockStateSchema.extend({
      /** The transitions (domain events) the step fired, in order; the first 1,000 when there were more. */
      fired: z.array(causedEventSchema),
      firedTotal: z.number().int().min(0),
    }),
  }),
  pendingApprovals: defineEndpoint({
    id: 'mock.pendingApprovals', tag, method: 'GET', path: '/__mock/approvals', absolute: true, public: true,
    summary: 'Applications waiting for their supplier, across publishers, soonest decision first',
    response: z.array(
      z.object({
        id: z.string(),
        publisherName: z.string(),
        env: z.enum(['live', 'sandbox']),
        offerTitle: z.string(),
        retailerName: z.string(),
        supplierName: z.string().nullable(),
        appliedOn: epochMs,
        /** When the simulated supplier decides it on the clock; null when it waits for a decision here. */
        decisionDueOn: epochMs.nullable(),
      }),
    ),
  }),
  decideApproval: defineEndpoint({
    id: 'mock.decideApproval', tag, method: 'POST', path: '/__mock/approvals/:id', absolute: true, public: true,
    summary: 'Decides a PENDING programme-offer application at once, as the supplier would (409 when already decided)',
    params: z.object({ id: idParam }),
    body: z
      .object({
        decision: z.enum(offerApprovals).exclude(['PENDING']),
        /** Shown as the declined reason; a realistic one is chosen when omitted. */
        reason: z.string().trim().min(1).max(300).optional(),
      })
      .strict(),
    response: z.object({
      id: z.string(),
      offerApproval: z.enum(offerApprovals),
      declinedReason: z.string().nullable(),
      active: z.boolean(),
      decidedOn: epochMs,
    }),
  }),
};
