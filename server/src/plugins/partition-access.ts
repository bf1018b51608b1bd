import type { FastifyRequest } from 'fastify';
import { type ApiEnv, type EndpointDef, SANDBOX_PREFIX } from '@cashloop/shared';
import type { AuthContext } from '../lib/scope';
import { forbidden } from '../lib/app-error';
import { prepared } from '../lib/statements';
import type { Sqlite } from '../world/data-store';

export const SANDBOX_ONLY_MESSAGE = `This account is sandbox-only: it has no live data. Use the sandbox API under ${SANDBOX_PREFIX}`;

/**
 * The partition an authenticated call reaches, decided here once for every route (decision 0039). A sandbox-only
 * publisher has no live partition, so on the live prefix: account calls (identity rows both partitions share) are
 * served as they are, calls the spec's client sends to the main host whatever its apiType (settlements) reach the
 * sandbox partition, and every other call answers 403.
 */
export function resolvePartition(request: FastifyRequest, def: EndpointDef, env: ApiEnv, auth: AuthContext): AuthContext {
  if (env !== 'live' || def.account || !isSandboxOnly(request.deps.data.sqlite, auth.publisherId)) return auth;
  if (def.mainHost) return { ...auth, scope: { publisherId: auth.publisherId, env: 'sandbox' } };
  throw forbidden(SANDBOX_ONLY_MESSAGE);
}

/** One indexed read by primary key: a few microseconds, so it is not remembered between calls. */
function isSandboxOnly(sqlite: Sqlite, publisherId: string): boolean {
  const row = prepared(sqlite, 'SELECT sandbox_only AS sandboxOnly FROM publishers WHERE id = ?').get(publisherId) as { sandboxOnly: number } | undefined;
  return row?.sandboxOnly === 1;
}
