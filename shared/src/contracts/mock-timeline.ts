import { z } from 'zod';
import { defineEndpoint } from '../common/endpoint';
import { epochMs } from './common-schemas';
import { causedDeliverySchema, causedEmailSchema, causedEventSchema } from './mock-simulate';

const tag = 'Control plane: timeline';

/** The header every journaled call answers with: the id its effects carry in the timeline. */
export const CORRELATION_HEADER = 'x-correlation-id';

/**
 * One cause and what it caused: an API or control-plane call, or a clock step (the engine catching up
 * with the virtual clock, inside the call that woke it: `parentId`). Events are the state changes in
 * order; deliveries the webhook messages they fanned out to, as they stand now; emails those sent.
 */
export const timelineItemSchema = z.object({
  /** Increases by one per item in this world: `since` takes it. */
  position: z.number().int(),
  correlationId: z.string(),
  kind: z.enum(['REQUEST', 'CLOCK']),
  parentId: z.string().nullable(),
  /** The world's virtual time when it began. */
  at: epochMs,
  /** The call, for a REQUEST; `stubId` names the stub that answered it in place of the engine (it caused nothing then). */
  request: z.object({ method: z.string(), path: z.string(), status: z.number().int().nullable(), stubId: z.string().nullable() }).nullable(),
  events: z.array(causedEventSchema),
  eventsTotal: z.number().int(),
  deliveries: z.array(causedDeliverySchema),
  emails: z.array(causedEmailSchema),
  /** True when a reset or restore replaced the data since: the effects are gone with it. */
  effectsGone: z.boolean(),
});
export type TimelineItem = z.infer<typeof timelineItemSchema>;

export const mockTimelineEndpoints = {
  timeline: defineEndpoint({
    id: 'mock.timeline', tag, method: 'GET', path: '/__mock/timeline', absolute: true, public: true,
    summary: "This world's calls and clock steps, newest first, each with the events, webhook deliveries and emails it caused",
    query: z.object({
      /** Only items after this position (what a live view polls with). */
      since: z.coerce.number().int().min(0).optional(),
      limit: z.coerce.number().int().min(1).max(500).default(50),
    }),
    response: z.array(timelineItemSchema),
  }),
};
