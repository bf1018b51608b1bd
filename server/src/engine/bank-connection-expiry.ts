import { recordEvents, type DomainEventInput } from '@cashloop/db';
import type { ApiEnv, DomainEventType } from '@cashloop/shared';
import { prepared } from '../lib/statements';
import type { Sqlite } from '../world/data-store';
import type { ClockJob } from './index';

const DAY = 86_400_000;

/** Consent warnings before expiry (spec 3 §9 webhook events), earliest first. */
export const CONSENT_WARNINGS: readonly (readonly [days: number, type: DomainEventType])[] = [
  [30, 'ACCOUNT_30_DAY_WARNING'],
  [14, 'ACCOUNT_14_DAY_WARNING'],
  [7, 'ACCOUNT_7_DAY_WARNING'],
  [3, 'ACCOUNT_3_DAY_WARNING'],
  [1, 'ACCOUNT_1_DAY_WARNING'],
];

interface DueConnection extends BankConnectionSubject {
  createdOn: number;
  expiresOn: number;
}

/** The latest warning due at @now for a connection not yet expired: if it was recorded, so were the earlier ones. */
const LATEST_DUE_WARNING = `CASE
  ${[...CONSENT_WARNINGS].reverse().map(([d, type]) => `WHEN expires_on - ${d * DAY} <= @now THEN '${type}'`).join('\n  ')} END`;
const LATEST_DUE_AT = `CASE
  ${[...CONSENT_WARNINGS].reverse().map(([d]) => `WHEN expires_on - ${d * DAY} <= @now THEN expires_on - ${d * DAY}`).join('\n  ')} END`;

/**
 * LIVE connections with something due: consent ended (always due while still LIVE), or a warning
 * whose event is missing. Reads bank_connections_expiry_idx (is_active, expires_on) for the window.
 */
const SELECT_DUE = `
  SELECT c.id, c.publisher_id AS publisherId, c.env, c.end_user_id AS endUserId, c.bank_name AS accountName,
         c.created_on AS createdOn, c.expires_on AS expiresOn
  FROM bank_connections c
  WHERE c.is_active = 1 AND c.expires_on <= @now + ${30 * DAY}
    AND (c.expires_on <= @now OR NOT EXISTS (
      SELECT 1 FROM domain_events e WHERE e.entity_type = 'bank_connection' AND e.entity_id = c.id
        AND e.type = ${LATEST_DUE_WARNING.replaceAll('expires_on', 'c.expires_on')}
        AND e.created_on = ${LATEST_DUE_AT.replaceAll('expires_on', 'c.expires_on')}))`;

/** The next warning or expiry strictly after @now over every LIVE connection. */
const NEXT_DUE = `
  SELECT MIN(CASE
    ${CONSENT_WARNINGS.map(([d]) => `WHEN expires_on - ${d * DAY} > @now THEN expires_on - ${d * DAY}`).join('\n    ')}
    ELSE expires_on END) AS at
  FROM bank_connections WHERE is_active = 1 AND expires_on > @now`;

const recorded = (sqlite: Sqlite, id: string, type: DomainEventType, at: number): boolean =>
  prepared(sqlite, "SELECT 1 FROM domain_events WHERE entity_type = 'bank_connection' AND entity_id = ? AND type = ? AND created_on = ?").get(id, type, at) !==
  undefined;

/** What a bank connection's events carry, whoever records them (the clock, the API, a simulator). */
export interface BankConnectionSubject {
  id: string;
  publisherId: string;
  env: ApiEnv;
  endUserId: string;
  accountName: string;
}

/** One bank connection event, with the one payload every ACCOUNT_* event has. */
export const bankConnectionEvent = (c: BankConnectionSubject, type: DomainEventType, createdOn: number): DomainEventInput => ({
  publisherId: c.publisherId,
  env: c.env,
  type,
  entityType: 'bank_connection',
  entityId: c.id,
  payload: { id: c.id, endUserId: c.endUserId, accountName: c.accountName },
  createdOn,
});

/** The events a connection is owed at `now`, each dated at its due time, in order. */
function owedEvents(sqlite: Sqlite, c: DueConnection, now: number): DomainEventInput[] {
  const events: DomainEventInput[] = [];
  for (const [days, type] of CONSENT_WARNINGS) {
    const at = c.expiresOn - days * DAY;
    // A warning falls due once, at its time; one before the connection existed never applied.
    if (at > now || at < c.createdOn || recorded(sqlite, c.id, type, at)) continue;
    events.push(bankConnectionEvent(c, type, at));
  }
  if (c.expiresOn <= now) events.push(bankConnectionEvent(c, 'ACCOUNT_EXPIRED', c.expiresOn));
  return events;
}

/**
 * Open-banking consent on the clock: records the 30/14/7/3/1-day warnings when due and, at the
 * consent's end, expires the connection (LIVE → EXPIRED) with ACCOUNT_EXPIRED. Each event once,
 * dated at its due time and written in time order, so a jump of the clock tells the story in order.
 */
export function runBankConnectionExpiry(sqlite: Sqlite, now: number): number | null {
  const due = prepared(sqlite, SELECT_DUE).all({ now }) as DueConnection[];
  if (due.length > 0) {
    sqlite.transaction(() => {
      const events = due.flatMap((c) => owedEvents(sqlite, c, now));
      events.sort((a, b) => a.createdOn - b.createdOn || a.entityId.localeCompare(b.entityId));
      const expire = prepared(sqlite, 'UPDATE bank_connections SET is_active = 0 WHERE id = ? AND is_active = 1');
      for (const c of due) if (c.expiresOn <= now) expire.run(c.id);
      recordEvents(sqlite, events);
    })();
  }
  return (prepared(sqlite, NEXT_DUE).get({ now }) as { at: number | null }).at;
}

/**
 * No write brings a consent's end nearer (the only one, ending a connection, takes it out of the work),
 * so this job keeps its due time across writes instead of re-reading ~900 connections near expiry
 * (~20 ms on the demo world) after every one.
 */
export const bankConnectionExpiryJob: ClockJob = {
  name: 'bank-connection-expiry',
  clockOnly: true,
  run: (deps, now) => runBankConnectionExpiry(deps.data.sqlite, now),
};
