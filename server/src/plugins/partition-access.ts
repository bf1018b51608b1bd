import type { FastifyRequest } from 'fastify';
import { type ApiEnv, type EndpointDef, SANDBOX_PREFIX } from '@cashloop/shared';
import type { AuthContext } from '../lib/scope';
import { forbidden } from '../lib/app-error';
import { prepared } from '../lib/statements';
import type { Sqlite } from '../world/data-store';
import { type WriteCounter, writeCounter } from './write-counter';

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

/**
 * Publishers' sandbox-only flags, per connection, remembered until the publishers table is written (the flag is
 * seeded, never changed by a call): a statement on every live call would cost as much as a small call's own query.
 */
interface KnownFlags {
  counter: WriteCounter;
  writesAtFill: number;
  flags: Map<string, boolean>;
}
const knownFlags = new WeakMap<Sqlite, KnownFlags | null>();
const PUBLISHER_WRITES = ['INSERT ON main.publishers', 'DELETE ON main.publishers', 'UPDATE OF id, sandbox_only ON main.publishers'];

function isSandboxOnly(sqlite: Sqlite, publisherId: string): boolean {
  let known = knownFlags.get(sqlite);
  if (known === undefined) {
    const counter = writeCounter(sqlite, 'publishers', PUBLISHER_WRITES);
    known = counter === null ? null : { counter, writesAtFill: counter.writes, flags: new Map() };
    if (known !== null || !sqlite.inTransaction) knownFlags.set(sqlite, known);
  }
  if (known !== null && known.writesAtFill !== known.counter.writes) {
    known.flags.clear();
    known.writesAtFill = known.counter.writes;
  }
  const remembered = known?.flags.get(publisherId);
  if (remembered !== undefined) return remembered;
  const row = prepared(sqlite, 'SELECT sandbox_only AS sandboxOnly FROM publishers WHERE id = ?').get(publisherId) as { sandboxOnly: number } | undefined;
  const flag = row?.sandboxOnly === 1;
  if (known !== null && !sqlite.inTransaction) known.flags.set(publisherId, flag);
  return flag;
}
