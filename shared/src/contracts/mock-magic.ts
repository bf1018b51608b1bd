import { z } from 'zod';
import { defineEndpoint } from '../common/endpoint';

const tag = 'Control plane: magic values';

export const magicValueSchema = z.object({
  /** Which part of the engine reads it (approvals, ...). */
  area: z.string(),
  /** What to send or pick, e.g. an offer id or a supplier name. */
  input: z.string(),
  /** Where the input goes (a field or call). */
  where: z.string(),
  /** What the engine does with it. */
  effect: z.string(),
  /** Ready-made ids in the current world that carry it, when any. */
  examples: z.array(z.object({ id: z.string(), label: z.string() })),
});

export const mockMagicEndpoints = {
  magic: defineEndpoint({
    id: 'mock.magic', tag, method: 'GET', path: '/__mock/magic', absolute: true, public: true,
    summary: 'Inputs that force an outcome, read from the engine itself',
    response: z.array(magicValueSchema),
  }),
};
