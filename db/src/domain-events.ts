import type Database from 'better-sqlite3';
import { randomBytes } from 'node:crypto';
import type { BetterSQLite3Database } from 'drizzle-orm/better-sqlite3';
import type { DomainEventType } from '@cashloop/shared/common/enums';
import type { Env } from './schema/enums';
import { domainEvents } from './schema/domain-events';

export interface DomainEventInput {
  /** Defaults to a random 'evt_' id; seeds pass their own to stay deterministic. */
  id?: string;
  publisherId: string;
  env: Env;
  type: DomainEventType;
  entityType: string;
  entityId: string;
  payload: Record<string, unknown>;
  /** The (virtual) clock's now, never Date.now(). */
  createdOn: number;
}

/** A raw better-sqlite3 handle, or a drizzle database or transaction (any schema). */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type EventTarget = Database.Database | BetterSQLite3Database<any> | { insert: BetterSQLite3Database<any>['insert'] };

const INSERT_SQL =
  'INSERT INTO domain_events (id, publisher_id, env, type, entity_type, entity_id, payload, created_on) VALUES (?, ?, ?, ?, ?, ?, ?, ?)';
/** One prepared statement per connection: bulk seeding calls this tens of thousands of times. */
const statements = new WeakMap<Database.Database, Database.Statement>();

const newEventId = () => `evt_${randomBytes(10).toString('hex')}`;

function isRaw(target: EventTarget): target is Database.Database {
  return typeof (target as Database.Database).prepare === 'function' && typeof (target as Database.Database).pragma === 'function';
}

/**
 * The ONE place a state change is recorded. Call it inside the same transaction as the change,
 * so an event exists if and only if the change was committed. Returns the event id.
 */
export function recordEvent(target: EventTarget, event: DomainEventInput): string {
  return recordEvents(target, [event])[0]!;
}

/** Bulk form of recordEvent (seeds, lifecycle sweeps); returns the ids in order. */
export function recordEvents(target: EventTarget, events: readonly DomainEventInput[]): string[] {
  const ids = events.map((e) => e.id ?? newEventId());
  if (events.length === 0) return ids;
  if (isRaw(target)) {
    let stmt = statements.get(target);
    if (!stmt) {
      stmt = target.prepare(INSERT_SQL);
      statements.set(target, stmt);
    }
    events.forEach((e, i) =>
      stmt!.run(ids[i], e.publisherId, e.env, e.type, e.entityType, e.entityId, JSON.stringify(e.payload), e.createdOn),
    );
    return ids;
  }
  const rows = events.map((e, i) => ({ ...e, id: ids[i]! }));
  // SQLite caps bound variables per statement; 8 columns x 500 rows stays well below it.
  for (let i = 0; i < rows.length; i += 500) target.insert(domainEvents).values(rows.slice(i, i + 500)).run();
  return ids;
}
