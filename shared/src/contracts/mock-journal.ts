import { z } from 'zod';
import { defineEndpoint } from '../common/endpoint';
import { epochMs } from './common-schemas';

const tag = 'Control plane: request journal';

export const journalEntrySchema = z.object({
  id: z.string(),
  /** Virtual time of the world when the call arrived. */
  at: epochMs,
  method: z.string(),
  path: z.string(),
  endpointId: z.string().nullable(),
  status: z.number().int(),
  durationMs: z.number(),
  query: z.record(z.string(), z.unknown()),
  /** Passwords, codes, tokens and secrets are replaced by '***'; bodies over 16 KB are cut (truncated: true). */
  requestBody: z.unknown(),
  responseBody: z.unknown(),
  truncated: z.boolean(),
  /** The fault rule that hit this call, if any. */
  faultId: z.string().nullable(),
  /** The stub that answered this call in place of the engine (POST /__mock/stubs), if any. */
  stubId: z.string().nullable(),
  /** The call's correlation id (`cor_<n>`), as it answered in x-correlation-id and as GET /__mock/timeline lists it. */
  correlationId: z.string().nullable(),
});

/**
 * Which entries: every given filter must hold. `path` is a pattern in the control plane's one matching language
 * (decision 0046), as fault rules use it: `*` any run of characters, `:param` one segment, the API prefix optional.
 */
const journalFilter = z.object({
  method: z.string().trim().max(10).optional(),
  // The whole path, or a pattern of it: `/user`, `*/webhook` (ends in /webhook), `/catalogue/offer/:offerId`, `/auth/*`.
  path: z.string().trim().max(500).optional(),
  endpointId: z.string().trim().max(100).optional(),
  status: z.coerce.number().int().min(100).max(599).optional(),
  /** Only calls at or after this virtual time (ms epoch). */
  since: z.coerce.number().int().min(0).optional(),
  /** One call's correlation id, as its answer's x-correlation-id header gave it (clock steps, `clk_<n>`, are not calls). */
  correlationId: z
    .string()
    .trim()
    .regex(/^cor_[1-9][0-9]{0,14}$/, "A call's correlation id: cor_<n>, as answered in x-correlation-id")
    .optional(),
});

export const mockJournalEndpoints = {
  journal: defineEndpoint({
    id: 'mock.journal', tag, method: 'GET', path: '/__mock/journal', absolute: true, public: true,
    summary: 'Recorded API calls of this world, newest first',
    query: journalFilter.extend({
      limit: z.coerce.number().int().min(1).max(5000).default(100),
    }),
    response: z.array(journalEntrySchema),
  }),
  /** WireMock's verify: how many calls matched, so a test can assert a call was made exactly N times. */
  countJournal: defineEndpoint({
    id: 'mock.countJournal', tag, method: 'GET', path: '/__mock/journal/count', absolute: true, public: true,
    summary: 'How many recorded calls of this world match the filters (every entry the journal holds, no limit)',
    query: journalFilter,
    response: z.object({ count: z.number().int().min(0) }),
  }),
  clearJournal: defineEndpoint({
    id: 'mock.clearJournal', tag, method: 'DELETE', path: '/__mock/journal', absolute: true, public: true,
    summary: 'Empties the journal of this world',
    response: z.object({ removed: z.number().int() }),
  }),
};
