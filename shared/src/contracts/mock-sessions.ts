import { z } from 'zod';
import { defineEndpoint } from '../common/endpoint';
import { scenarios } from '../common/enums';
import { epochMs } from './common-schemas';

const tag = 'Control plane: sessions and snapshots';

export { MOCK_SESSION_HEADER, MOCK_SESSION_QUERY } from '../common/mock-headers';

const sessionId = z.string().min(1).max(64).regex(/^[A-Za-z0-9_-]+$/, 'Not a valid session id');
const snapshotName = z.string().trim().min(1).max(80).regex(/^[A-Za-z0-9 ._-]+$/, 'Use letters, digits, spaces, dots, dashes or underscores');

export const mockSessionSchema = z.object({
  id: z.string(),
  scenario: z.enum(scenarios),
  seed: z.number().int(),
  /** The session clock's now when it was created. */
  now: epochMs,
  createdInMs: z.number(),
  /** With a persona: the one-time link that opens the dashboard in this session, signed in as them. */
  signInUrl: z.string().optional(),
  /** Wall time after which the link no longer signs in. */
  signInExpiresAt: epochMs.optional(),
});

/**
 * The file format of a session bundle: gzip of one JSON line (the manifest) followed by the SQLite image, then
 * (since 2) each snapshot as the blocks where it differs from that image. 2 added the fault rules, domain
 * faults, stubs, timeline spans and snapshots; a server reads every format listed in SESSION_BUNDLE_FORMATS_READ.
 */
export const SESSION_BUNDLE_FORMAT = 'cashloop-session-bundle/2';
export const SESSION_BUNDLE_FORMATS_READ = ['cashloop-session-bundle/1', SESSION_BUNDLE_FORMAT] as const;
export const SESSION_BUNDLE_CONTENT_TYPE = 'application/gzip';

export const demoLinkStates = ['active', 'used', 'expired'] as const;

export const demoLinkSummarySchema = z.object({
  persona: z.string(),
  state: z.enum(demoLinkStates),
  createdAt: epochMs,
  expiresAt: epochMs,
  usedAt: epochMs.nullable(),
  /** Only while the link can still be used. */
  signInUrl: z.string().nullable(),
});

export const mockSessionSummarySchema = z.object({
  id: z.string(),
  scenario: z.enum(scenarios),
  seed: z.number().int(),
  createdAt: epochMs,
  lastUsedAt: epochMs,
  /** Virtual now of the session's clock. */
  now: epochMs,
  /**
   * Memory the session holds of its own: its database's pages (for a world mapped from its template's file,
   * only the pages it has written; the rest are shared) and its snapshots kept in memory.
   */
  approxMemoryBytes: z.number().int(),
  snapshots: z.number().int(),
  /** Demo sign-in links made for this session, newest first. */
  demoLinks: z.array(demoLinkSummarySchema),
});

export const snapshotSchema = z.object({
  name: z.string(),
  createdAt: epochMs,
  /** The world's virtual now when it was saved; restoring sets the clock back to it. */
  clockNow: epochMs,
  sizeBytes: z.number().int(),
});

export const mockSessionEndpoints = {
  createSession: defineEndpoint({
    id: 'mock.createSession', tag, method: 'POST', path: '/__mock/sessions', absolute: true, public: true,
    summary: 'Creates an isolated world (database, clock, outbox, journal, faults, sink); send its id as x-mock-session',
    body: z
      .object({
        scenario: z.enum(scenarios).optional(),
        seed: z.number().int().min(0).max(2 ** 31).optional(),
        now: z.union([epochMs.min(0), z.iso.datetime({ offset: true })]).optional(),
        /** A demo account's email: the answer then carries a one-time sign-in link (signInUrl) as that account. */
        persona: z.string().trim().toLowerCase().min(1).max(200).optional(),
      })
      .strict()
      .optional(),
    response: mockSessionSchema,
  }),
  listSessions: defineEndpoint({
    id: 'mock.listSessions', tag, method: 'GET', path: '/__mock/sessions', absolute: true, public: true,
    summary: 'Live sessions, most recently used first',
    response: z.object({
      sessions: z.array(mockSessionSummarySchema),
      maxSessions: z.number().int(),
      idleMinutes: z.number(),
    }),
  }),
  downloadBundle: defineEndpoint({
    id: 'mock.downloadBundle', tag, method: 'GET', path: '/__mock/sessions/:id/bundle', absolute: true, public: true,
    summary:
      `Downloads a session (or 'default') as one file (${SESSION_BUNDLE_FORMAT}): scenario, seed, clock, database, journal, ` +
      'outbox and webhook sink, to open elsewhere with POST /__mock/sessions/import',
    params: z.object({ id: sessionId }),
    download: { contentType: SESSION_BUNDLE_CONTENT_TYPE, fileName: (p) => `${p.id ?? 'session'}.cashloop-bundle.gz` },
  }),
  importBundle: defineEndpoint({
    id: 'mock.importBundle', tag, method: 'POST', path: '/__mock/sessions/import', absolute: true, public: true,
    // The body is the file itself (not JSON), so it is described here rather than as a schema.
    summary:
      `Opens a bundle file as a NEW session with the same rows, clock, journal and sink. Send the file's bytes as the body ` +
      `(content-type ${SESSION_BUNDLE_CONTENT_TYPE} or application/octet-stream, up to 256 MB); a damaged or foreign file is a 400`,
    response: mockSessionSchema.extend({
      importedFrom: z.object({ id: z.string(), exportedAt: epochMs }),
    }),
  }),
  endSession: defineEndpoint({
    id: 'mock.endSession', tag, method: 'DELETE', path: '/__mock/sessions/:id', absolute: true, public: true,
    summary: 'Ends a session and frees its world',
    params: z.object({ id: sessionId }),
    response: z.object({ id: z.string(), ended: z.literal(true) }),
  }),
  saveSnapshot: defineEndpoint({
    id: 'mock.saveSnapshot', tag, method: 'POST', path: '/__mock/snapshots', absolute: true, public: true,
    summary: 'Saves the world as it is now under a name (replacing one of that name)',
    body: z.object({ name: snapshotName }).strict(),
    response: snapshotSchema,
  }),
  listSnapshots: defineEndpoint({
    id: 'mock.listSnapshots', tag, method: 'GET', path: '/__mock/snapshots', absolute: true, public: true,
    summary: 'Snapshots of this world, newest first',
    response: z.array(snapshotSchema),
  }),
  restoreSnapshot: defineEndpoint({
    id: 'mock.restoreSnapshot', tag, method: 'POST', path: '/__mock/snapshots/:name/restore', absolute: true, public: true,
    summary: 'Puts the world (rows, outbox and clock) back as it was saved',
    params: z.object({ name: snapshotName }),
    response: snapshotSchema.extend({ durationMs: z.number() }),
  }),
  deleteSnapshot: defineEndpoint({
    id: 'mock.deleteSnapshot', tag, method: 'DELETE', path: '/__mock/snapshots/:name', absolute: true, public: true,
    summary: 'Deletes a snapshot',
    params: z.object({ name: snapshotName }),
    response: z.object({ name: z.string(), deleted: z.literal(true) }),
  }),
};
