import type { FastifyRequest } from 'fastify';
import type { ApiEnv } from '@cashloop/shared';
import {
  DEFAULT_SDK_COLOURS,
  SDK_FEED_LIMIT,
  sdkColourNames,
  type SavedSdkColours,
  type SdkColours,
  type SdkFeed,
} from '@cashloop/shared/contracts/sdk';
import type { AppDeps, Scope } from '../../world/app-deps';
import { unauthorized } from '../../lib/app-error';
import { newId } from '../../lib/random';
import { authenticate } from '../../plugins/auth';
import { verifySdkToken } from '../api-keys/api-key-token';
import { displayRulesFor } from '../programme/programme.mapper';
import { listRows } from '../programme/programme.repo';
import * as repo from './sdk.repo';

/** Only the 15 colours, whatever else the object carries. */
const coloursOf = (c: SdkColours): SdkColours => Object.fromEntries(sdkColourNames.map((n) => [n, c[n]])) as SdkColours;

/** The partition's saved colours, else the defaults (with no id or dates: nothing is saved yet). */
export function getColours(deps: AppDeps, scope: Scope): SavedSdkColours {
  const row = repo.findColours(deps.data.sqlite, scope);
  if (!row) return { ...DEFAULT_SDK_COLOURS, id: null, publisherId: scope.publisherId, createdOn: null, updatedOn: null };
  return { ...coloursOf(row), id: row.id, publisherId: row.publisherId, createdOn: row.createdOn, updatedOn: row.updatedOn };
}

/**
 * Saves all 15 colours for the partition, as sent (validated as hex by the contract). No domain event:
 * the colours are presentation settings, and no webhook type covers them.
 */
export function saveColours(deps: AppDeps, scope: Scope, colours: SdkColours): SavedSdkColours {
  const sqlite = deps.data.sqlite;
  return sqlite.transaction(() => {
    repo.upsertColours(sqlite, scope, newId('sdk'), coloursOf(colours), deps.clock.now());
    return getColours(deps, scope);
  })();
}

/**
 * Who is asking for the SDK feed: an SDK token (what the SDK holds: it names the publisher and partition,
 * and must be used on that partition's prefix), else a dashboard id token or API key.
 */
function feedScope(deps: AppDeps, request: FastifyRequest, env: ApiEnv): Scope {
  const match = /^Bearer\s+(\S+)$/i.exec(request.headers.authorization ?? '');
  const sdk = match?.[1] ? verifySdkToken(deps, match[1]) : null;
  if (sdk) {
    if (sdk.env !== env) throw unauthorized(`This SDK token is for the ${sdk.env} partition`);
    return sdk;
  }
  try {
    return authenticate(request.server, request, env).scope;
  } catch {
    throw unauthorized('A valid SDK token is required: get one from POST /api-key/sdk/token');
  }
}

/** The SDK's feed: the saved colours and the live programme offers (approved, active, not removed) with their cashback. */
export function sdkFeed(deps: AppDeps, request: FastifyRequest, env: ApiEnv): SdkFeed {
  const scope = feedScope(deps, request, env);
  const { rows } = listRows(deps.data.sqlite, scope, { active: [true], approvals: ['APPROVED'], sort: 'MOSTPOPULAR' }, 0, SDK_FEED_LIMIT);
  const offers = rows
    .filter((r) => r.offerRemovedOn === null)
    .map((r) => ({
      id: r.id,
      retailerId: r.retailerId,
      retailerName: r.retailerName,
      logo: r.logo,
      offerType: r.offerType,
      cashback: displayRulesFor(JSON.parse(r.cashbackEarnings), r.currency)[0]?.description ?? '',
    }));
  return { colours: coloursOf(getColours(deps, scope)), offers };
}
