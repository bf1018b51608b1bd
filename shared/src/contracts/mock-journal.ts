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
});

export const mockJournalEndpoints = {
  journal: defineEndpoint({
    id: 'mock.journal', tag, method: 'GET', path: '/__mock/journal', absolute: true, public: true,
    summary: 'Recorded API calls of this world, newest first',
    query: z.object({
      method: z.string().trim().max(10).optional(),
      /** Part of the path (a plain substring match). */
      path: z.string().trim().max(500).optional(),
      endpointId: z.string().trim().max(100).optional(),
      status: z.coerce.number().int().min(100).max(599).optional(),
      /** Only calls at or after this virtual time (ms epoch). */
      since: z.coerce.number().int().min(0).optional(),
      limit: z.coerce.number().int().min(1).max(5000).default(100),
    }),
    response: z.array(journalEntrySchema),
  }),
  clearJournal: defineEndpoint({
    id: 'mock.clearJournal', tag, method: 'DELETE', path: '/__mock/journal', absolute: true, public: true,
    summary: 'Empties the journal of this world',
    response: z.object({ removed: z.number().int() }),
  }),
};
