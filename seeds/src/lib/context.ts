import type { DomainEventInput, Env } from '@cashloop/db';
import type { DomainEventType } from '@cashloop/shared/common/enums';
import type { Faker } from '@faker-js/faker';
// The en_GB locale module alone (en_GB, then en, then base): the package's root loads its ~70 locales, which the
// server's main thread then kept in its heap (importing the seeds took ~18 MB more heap, marked by every full GC:
// decision 0014, seventh pass).
import { faker as enGbFaker } from '@faker-js/faker/locale/en_GB';
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
  // A Faker of its own per world (its own seed), on the module's merged definitions; the base locale it adds
  // after en only fills entries en_GB and en lack, so every value seeded is the same (the demo image's digest).
  const FakerClass = enGbFaker.constructor as new (options: { locale: Faker['rawDefinitions'] }) => Faker;
  const faker = new FakerClass({ locale: enGbFaker.rawDefinitions });
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

// Kept apart so that a module needing only these (the server's bank-connection simulator) does not load faker.
export { DAY, HOUR, MINUTE } from './durations';
