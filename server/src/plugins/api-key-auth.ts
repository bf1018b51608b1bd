import type { FastifyRequest } from 'fastify';
import { type ApiEnv, type EndpointDef, LIVE_PREFIX, SANDBOX_PREFIX, registry } from '@cashloop/shared';
import { API_KEY_HEADER } from '@cashloop/shared/contracts/api-keys';
import { apiKeyTokenEnv } from '@cashloop/shared/rules/api-key-token';
import type { AuthContext } from '../lib/scope';
import { hashApiKeyToken } from '../lib/api-key-hash';
import { badRequest, forbidden, unauthorized } from '../lib/app-error';
import { prepared } from '../lib/statements';

/** Query names a key might be put under by mistake: refused so keys never sit in URLs (logs, history, referrers). */
const KEY_QUERY_NAMES = new Set(['apikey', 'api_key', 'api-key', 'x-api-key', 'x_api_key']);

/**
 * A key stands for its publisher, not for a person: calls about people, credentials and the account
 * (the signed-in user, the team, company settings, key management) need a signed-in user.
 */
const USER_ONLY_TAGS = new Set(['User', 'Publisher', 'API keys']);
const KEY_ALLOWED_IDS = new Set(['apiKeys.sdkToken']);
const endpointsById = new Map<string, EndpointDef>(registry.map((def) => [def.id, def]));

/** last_used_on moves at most once a minute per key, so a busy integration does not write on every call. */
const TOUCH_EVERY_MS = 60_000;

const PARTITION_PATH: Record<ApiEnv, string> = { live: LIVE_PREFIX, sandbox: SANDBOX_PREFIX };

export function refuseKeyInQuery(request: FastifyRequest): void {
  const query = request.query as Record<string, unknown> | undefined;
  if (query && Object.keys(query).some((name) => KEY_QUERY_NAMES.has(name.toLowerCase()))) {
    throw badRequest(`API keys go in the ${API_KEY_HEADER} header, never in the URL; treat a key sent in a URL as leaked and replace it`);
  }
}

export function mayUseApiKey(def: EndpointDef | undefined): boolean {
  return !!def && (KEY_ALLOWED_IDS.has(def.id) || !USER_ONLY_TAGS.has(def.tag));
}

/** Authenticates an x-api-key call as the key's publisher and partition, read fresh on every call so a deactivation counts at once. */
export function authenticateApiKey(request: FastifyRequest, env: ApiEnv): AuthContext {
  const token = request.headers[API_KEY_HEADER];
  if (typeof token !== 'string' || apiKeyTokenEnv(token) === null) throw unauthorized('Invalid API key');
  const { sqlite } = request.deps.data;
  // The one lookup that is not scoped: the key itself is what names the publisher and partition.
  const key = prepared(sqlite, `SELECT id, publisher_id AS publisherId, env, active, last_used_on AS lastUsedOn FROM api_keys WHERE token_hash = ?`).get(hashApiKeyToken(token)) as
    | { id: string; publisherId: string; env: ApiEnv; active: number; lastUsedOn: number | null }
    | undefined;
  if (!key) throw unauthorized('Invalid API key: it may have been deleted');
  if (key.active !== 1) throw unauthorized('This API key has been deactivated');
  if (key.env !== env) {
    throw unauthorized(`This is a ${key.env} API key: use it on ${PARTITION_PATH[key.env]}, or use a ${env} key for ${PARTITION_PATH[env]}`);
  }
  if (!mayUseApiKey(endpointsById.get(request.routeOptions.config.endpointId ?? ''))) {
    throw forbidden('This call needs a signed-in user: API keys cannot manage users, API keys or account settings');
  }
  const now = request.deps.clock.now();
  if (key.lastUsedOn === null || now - key.lastUsedOn >= TOUCH_EVERY_MS) prepared(sqlite, 'UPDATE api_keys SET last_used_on = ? WHERE id = ?').run(now, key.id);
  const scope = { publisherId: key.publisherId, env };
  return { userId: key.id, apiKeyId: key.id, publisherId: key.publisherId, scope };
}
