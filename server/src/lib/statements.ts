import type { Statement as SqliteStatement } from 'better-sqlite3';
import type { Db, Sqlite } from '@cashloop/db';

/** Positional or named parameters, as the call site passes them. */
type Statement = SqliteStatement<unknown[], unknown>;

/** Above this many distinct SQL texts per connection the cache starts over (texts built from lists vary). */
const MAX_CACHED = 500;
const caches = new WeakMap<Sqlite, Map<string, Statement>>();

/**
 * A prepared statement for this connection, compiled once: preparing costs more than running most of
 * our queries, and hot list endpoints run several per request.
 */
export function prepared(sqlite: Sqlite, sql: string): Statement {
  let cache = caches.get(sqlite);
  if (!cache) {
    cache = new Map();
    caches.set(sqlite, cache);
  }
  let statement = cache.get(sql);
  if (!statement) {
    if (cache.size >= MAX_CACHED) cache.clear();
    statement = sqlite.prepare<unknown[], unknown>(sql);
    cache.set(sql, statement);
  } else if (statement.reader) {
    // A call site may have switched on pluck/raw/expand; each caller gets plain rows unless it asks.
    statement.pluck(false).raw(false).expand(false);
  }
  return statement;
}

const queries = new WeakMap<object, Map<string, unknown>>();

/**
 * A drizzle query built, compiled to SQL and prepared once per database, then run with its inputs
 * (`sql.placeholder(name)` in `build`): building a drizzle query costs far more than running a
 * small one, and the fixed cost of every call paid it (issue 11's profile of GET /user).
 */
export function preparedQuery<P>(db: Db, key: string, build: (db: Db) => P): P {
  let cache = queries.get(db);
  if (!cache) {
    cache = new Map();
    queries.set(db, cache);
  }
  let query = cache.get(key) as P | undefined;
  if (query === undefined) {
    query = build(db);
    cache.set(key, query);
  }
  return query;
}
