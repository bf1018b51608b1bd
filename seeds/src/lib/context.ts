import type { DomainEventInput, Env } from '@cashloop/db';
import type { DomainEventType } from '@cashloop/shared/common/enums';
import { Faker, en, en_GB } from '@faker-js/faker';
import type Database from 'better-sqlite3';
import type { SQLiteTable } from 'drizzle-orm/sqlite-core';
import { inserter, type Insert } from './insert';
import { IdFactory, Rng } from './prng';

export interface Scope {
  publisherId: string;
  env: Env;
}

/** Everything a factory needs; `now` is the only clock (never Date.now()). */
export interface SeedContext {
  sqlite: Database.Database;
  seed: number;
  now: number;
  rng: Rng;
  ids: IdFactory;
  faker: Faker;
  /** Buffered domain events, written in one chronological batch at the end (seq = time order). */
  events: DomainEventInput[];
  insert<T extends SQLiteTable>(table: T): Insert<T>;
  event(scope: Scope, type: DomainEventType, entityType: string, entityId: string, payload: Record<string, unknown>, createdOn: number): string;
}

export function createContext(sqlite: Database.Database, seed: number, now: number): SeedContext {
  const faker = new Faker({ locale: [en_GB, en] });
  faker.seed(seed);
  // faker.date.* must never read the wall clock.
  faker.setDefaultRefDate(new Date(now));
  const cache = new Map<SQLiteTable, Insert<SQLiteTable>>();
  const ids = new IdFactory(seed);
  const events: DomainEventInput[] = [];
  return {
    sqlite,
    seed,
    now,
    rng: new Rng(seed),
    ids,
    faker,
    events,
    insert<T extends SQLiteTable>(table: T): Insert<T> {
      let fn = cache.get(table);
      if (!fn) {
        fn = inserter(sqlite, table) as Insert<SQLiteTable>;
        cache.set(table, fn);
      }
      return fn as Insert<T>;
    },
    event(scope, type, entityType, entityId, payload, createdOn) {
      const id = ids.next('evt');
      events.push({ id, ...scope, type, entityType, entityId, payload, createdOn });
      return id;
    },
  };
}

export const MINUTE = 60_000;
export const HOUR = 3_600_000;
export const DAY = 86_400_000;
