import type { Sqlite } from './data-store';
import { prepared } from '../lib/statements';

/** Above this many answers per database the cache starts over. */
const MAX_ENTRIES = 2000;

interface Entry {
  /** total_changes() of the connection when the answer was computed. */
  changes: number;
  body: string;
}

const caches = new WeakMap<Sqlite, Map<string, Entry>>();

/** Answered on every cacheable call: `hit` when the body is the cache's own string, `miss` when it was computed. */
export const ANSWER_CACHE_HEADER = 'x-answer-cache';

/**
 * Serialised answers of read-only list endpoints, per database. SQLite's total_changes() counts every
 * row written through the connection (the only writer), so an entry is valid exactly while nothing
 * has been written since: no write path has to remember to invalidate it.
 */
export function answerCache(sqlite: Sqlite) {
  let cache = caches.get(sqlite);
  if (!cache) {
    cache = new Map();
    caches.set(sqlite, cache);
  }
  const entries = cache;
  const changes = () => prepared(sqlite, 'SELECT total_changes()').pluck().get() as number;
  return {
    get(key: string): string | undefined {
      const entry = entries.get(key);
      if (!entry) return undefined;
      if (entry.changes === changes()) return entry.body;
      entries.delete(key);
      return undefined;
    },
    set(key: string, body: string): void {
      if (entries.size >= MAX_ENTRIES) entries.clear();
      entries.set(key, { changes: changes(), body });
    },
  };
}
