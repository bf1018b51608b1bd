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
});

export const mockSessionSummarySchema = z.object({
  id: z.string(),
  scenario: z.enum(scenarios),
  seed: z.number().int(),
  createdAt: epochMs,
  lastUsedAt: epochMs,
  /** Virtual now of the session's clock. */
  now: epochMs,
  /** Bytes held by the session's database (the bulk of its memory). */
  approxMemoryBytes: z.number().int(),
  snapshots: z.number().int(),
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
