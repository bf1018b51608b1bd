import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { LIVE_PREFIX } from '@cashloop/shared';
import { bearer } from '../../../test/helpers';

/** Test-only helpers of the programme tests: requests, and rows read straight from SQL. */
export const MAIN = { publisherId: 'pub_northwind', env: 'live' as const };

export function api(app: FastifyInstance, token: string) {
  const call = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', path: string, payload?: unknown): Promise<LightMyRequestResponse> =>
    app.inject({ method, url: `${LIVE_PREFIX}${path}`, headers: bearer(token), ...(payload === undefined ? {} : { payload: payload as object }) });
  return {
    get: (path: string) => call('GET', path),
    post: (path: string, payload?: unknown) => call('POST', path, payload),
    put: (path: string, payload?: unknown) => call('PUT', path, payload),
    del: (path: string) => call('DELETE', path),
  };
}

export interface StoredProgrammeOffer {
  id: string;
  publisher_id: string;
  env: string;
  offer_id: string;
  offer_approval: string;
  declined_reason: string | null;
  active: number;
  activate_on_approval: number;
  created_on: number;
  updated_on: number;
  decision_due_on: number | null;
  decided_on: number | null;
  split_end_user: number;
  split_client: number;
  customer_tier_type: string;
  cashback_earnings: string;
}

export const storedRow = (app: FastifyInstance, id: string) =>
  app.deps.data.sqlite.prepare('SELECT * FROM programme_offers WHERE id = ?').get(id) as StoredProgrammeOffer | undefined;

export const storedRowForOffer = (app: FastifyInstance, offerId: string, scope = MAIN) =>
  app.deps.data.sqlite
    .prepare('SELECT * FROM programme_offers WHERE offer_id = ? AND publisher_id = ? AND env = ?')
    .get(offerId, scope.publisherId, scope.env) as StoredProgrammeOffer | undefined;

export const eventsOf = (app: FastifyInstance, entityId: string) =>
  (app.deps.data.sqlite.prepare('SELECT type FROM domain_events WHERE entity_id = ? ORDER BY seq').pluck().all(entityId) as string[]);

/** A platform offer of the catalogue this publisher has not applied for. */
export function freshOffer(app: FastifyInstance, where = '1 = 1', scope = MAIN): { id: string; retailer_id: string } {
  const row = app.deps.data.sqlite
    .prepare(
      `SELECT o.id, o.retailer_id FROM offers o
       WHERE o.owner_publisher_id IS NULL AND o.hidden = 0 AND o.removed_on IS NULL AND ${where}
         AND NOT EXISTS (SELECT 1 FROM programme_offers po WHERE po.offer_id = o.id AND po.publisher_id = ? AND po.env = ?)
       ORDER BY o.id LIMIT 1`,
    )
    .get(scope.publisherId, scope.env) as { id: string; retailer_id: string } | undefined;
  if (!row) throw new Error(`no fresh offer where ${where}`);
  return row;
}

/** A programme offer of the main publisher in a given state. */
/** SQL over `o` (offers): at least one condition's shares follow the programme split (not all fixed by the supplier). */
export const SPLIT_APPLIES = `EXISTS (SELECT 1 FROM json_each(o.cashback_rules) r, json_each(json_extract(r.value, '$.conditions')) c
  WHERE json_extract(c.value, '$.fixedDistributorCommission') = 0)`;

export function programmeRow(app: FastifyInstance, where: string, scope = MAIN): StoredProgrammeOffer {
  const row = app.deps.data.sqlite
    .prepare(
      `SELECT po.* FROM programme_offers po JOIN offers o ON o.id = po.offer_id
       WHERE po.publisher_id = ? AND po.env = ? AND ${where} ORDER BY po.id LIMIT 1`,
    )
    .get(scope.publisherId, scope.env) as StoredProgrammeOffer | undefined;
  if (!row) throw new Error(`no programme offer where ${where}`);
  return row;
}

export const HOUR = 60 * 60 * 1000;
