import { z } from 'zod';
import { defineEndpoint } from '../common/endpoint';
import { idParam } from '../common/ids';
import { epochMs } from './common-schemas';

const tag = 'Control plane: stubs';

const httpMethod = z.enum(['GET', 'POST', 'PUT', 'DELETE', 'PATCH']);

/** Header names a stub may not set: the server writes them from the body it sends. */
export const stubReservedHeaders = ['content-length', 'transfer-encoding', 'connection'] as const;

/** A JSON value a call's body is compared with: every key given must be there and equal (objects deep, arrays element by element). */
const jsonObject = z.record(z.string(), z.unknown());

export const stubInput = z
  .object({
    match: z
      .object({
        method: z.preprocess((v) => (typeof v === 'string' ? v.toUpperCase() : v), httpMethod).optional(),
        /** The path, with or without the live/sandbox prefix; `*` matches any run of characters, `:param` one segment (as fault rules). */
        path: z.string().trim().min(1).max(500).optional(),
        /** A contract endpoint id such as `user.me` (the /docs operationIds). */
        endpointId: z.string().trim().min(1).max(100).optional(),
        /** Every key given must equal the call's query value (the text in the URL). */
        query: z.record(z.string().min(1).max(100), z.string().max(2000)).optional(),
        /** Every key given (deep: a partial object) must equal the call's JSON body as the contract reads it. */
        body: jsonObject.optional(),
      })
      .strict(),
    /** 200 or the error status to answer; checked against what the endpoint declares unless `validate` is false. */
    status: z.number().int().min(200).max(599).default(200),
    /** Answered as they are; the content type defaults to JSON (the download's type for a CSV endpoint's text body). */
    headers: z
      .record(
        z.string().min(1).max(100).regex(/^[A-Za-z0-9!#$%&'*+.^_`|~-]+$/, 'Not a valid header name'),
        z.string().max(4000).regex(/^[\t\x20-\x7e\x80-\xff]*$/, 'Not a valid header value'),
      )
      .refine((h) => Object.keys(h).every((k) => !(stubReservedHeaders as readonly string[]).includes(k.toLowerCase())), {
        message: `The server sets ${stubReservedHeaders.join(', ')} itself`,
      })
      .optional(),
    /** The answer's body: JSON, or the text of a file download. */
    body: z.unknown(),
    /** How many matching calls it answers; until removed when omitted. */
    times: z.number().int().min(1).max(1_000_000).optional(),
    /** False: answer the body as given, without checking it against the contract's answer schema. */
    validate: z.boolean().default(true),
  })
  .strict()
  .refine((s) => s.match.path !== undefined || s.match.endpointId !== undefined, {
    message: 'Give match.path or match.endpointId (or both): a stub answers calls of the endpoints they name',
    path: ['match'],
  });
export type StubInput = z.output<typeof stubInput>;

export const stubSchema = z.object({
  id: z.string(),
  match: z.object({
    method: z.string().optional(),
    path: z.string().optional(),
    endpointId: z.string().optional(),
    query: z.record(z.string(), z.string()).optional(),
    body: z.record(z.string(), z.unknown()).optional(),
  }),
  status: z.number().int(),
  headers: z.record(z.string(), z.string()).optional(),
  body: z.unknown(),
  times: z.number().int().optional(),
  validate: z.boolean(),
  /** The contract endpoints the match can reach: only calls routed to one of them are answered. */
  endpointIds: z.array(z.string()),
  /** Calls it has answered so far. */
  hits: z.number().int(),
  /** Calls it will still answer (null: until removed). */
  remaining: z.number().int().nullable(),
  createdAt: epochMs,
});
export type Stub = z.infer<typeof stubSchema>;

export const mockStubEndpoints = {
  armStub: defineEndpoint({
    id: 'mock.armStub', tag, method: 'POST', path: '/__mock/stubs', absolute: true, public: true, created: true,
    summary: 'Arms a stub: matching API calls of this world are answered with its status, headers and body instead of the engine',
    body: stubInput,
    response: stubSchema,
  }),
  listStubs: defineEndpoint({
    id: 'mock.listStubs', tag, method: 'GET', path: '/__mock/stubs', absolute: true, public: true,
    summary: 'Armed stubs, oldest first (the first matching stub answers)',
    response: z.array(stubSchema),
  }),
  clearStubs: defineEndpoint({
    id: 'mock.clearStubs', tag, method: 'DELETE', path: '/__mock/stubs', absolute: true, public: true,
    summary: 'Removes every stub of this world',
    response: z.object({ removed: z.number().int() }),
  }),
  removeStub: defineEndpoint({
    id: 'mock.removeStub', tag, method: 'DELETE', path: '/__mock/stubs/:id', absolute: true, public: true,
    summary: 'Removes one stub',
    params: z.object({ id: idParam }),
    response: z.object({ id: z.string(), removed: z.literal(true) }),
  }),
};
