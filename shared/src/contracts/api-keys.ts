import { z } from 'zod';
import { defineEndpoint } from '../common/endpoint';
import { idParam } from '../common/ids';
import { epochMs, okResponse } from './common-schemas';

/** The request header that carries an API key (server-to-server calls); never a query parameter. */
export const API_KEY_HEADER = 'x-api-key';

/** Minutes an SDK token stays valid on the virtual clock. */
export const SDK_TOKEN_TTL_MINUTES = 15;

/** API key (spec 3 §3), plus the visible prefix and last use so keys can be told apart. Never the token. */
export const apiKeySchema = z.object({
  id: z.string(),
  apiName: z.string(),
  createdOn: epochMs,
  active: z.boolean(),
  /** First characters of the token (e.g. "ck_live_Ab3dE9"): its partition and enough to recognise it. */
  prefix: z.string(),
  /** Last call made with the key (to the minute), null if never used. */
  lastUsedOn: epochMs.nullable(),
});
export type ApiKey = z.infer<typeof apiKeySchema>;

/** The creation answer: the only one that ever carries the token. */
export const createdApiKeySchema = apiKeySchema.extend({ apiKeyToken: z.string() });
export type CreatedApiKey = z.infer<typeof createdApiKeySchema>;

/** Spec 3 §5: a key needs a non-empty name. */
export const API_KEY_NAME_REQUIRED = 'Enter a name for the API key';
export const createApiKeySchema = z.object({
  apiKeyName: z.string().trim().min(1, API_KEY_NAME_REQUIRED).max(100, 'Use at most 100 characters for the name'),
});

export const sdkTokenSchema = z.object({
  token: z.string(),
  /** When the token stops being accepted (epoch ms on the virtual clock). */
  expiresOn: epochMs,
});

const tag = 'API keys';
const idParams = z.object({ id: idParam });

export const apiKeyEndpoints = {
  list: defineEndpoint({
    id: 'apiKeys.list', tag, method: 'GET', path: '/api-key',
    summary: "The publisher's API keys in this partition, newest first (never their tokens)",
    response: z.array(apiKeySchema),
  }),
  create: defineEndpoint({
    id: 'apiKeys.create', tag, method: 'POST', path: '/api-key',
    summary: 'Creates an API key for this partition; the answer carries apiKeyToken, shown this once only',
    body: createApiKeySchema,
    response: createdApiKeySchema,
  }),
  reactivate: defineEndpoint({
    id: 'apiKeys.reactivate', tag, method: 'POST', path: '/api-key/:id/re-activate',
    summary: 'Re-activates a deactivated key (409 if it is active)',
    params: idParams,
    response: apiKeySchema,
  }),
  deactivate: defineEndpoint({
    id: 'apiKeys.deactivate', tag, method: 'POST', path: '/api-key/:id/deactivate',
    summary: 'Deactivates a key: calls made with it answer 401 from the next one on (409 if already deactivated)',
    params: idParams,
    response: apiKeySchema,
  }),
  remove: defineEndpoint({
    id: 'apiKeys.delete', tag, method: 'DELETE', path: '/api-key/:id',
    summary: 'Deletes a key for good',
    params: idParams,
    response: okResponse,
  }),
  sdkToken: defineEndpoint({
    id: 'apiKeys.sdkToken', tag, method: 'POST', path: '/api-key/sdk/token',
    summary: `A token for rendering the offers SDK: names the publisher and partition, valid ${SDK_TOKEN_TTL_MINUTES} minutes, grants no private API call`,
    response: sdkTokenSchema,
  }),
};
