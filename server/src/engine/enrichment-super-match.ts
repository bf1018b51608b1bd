import type { Scope } from '../world/app-deps';
import { prepared } from '../lib/statements';
import type { Sqlite } from '../world/data-store';
import { containsSequence } from './enrichment-index';
import { type NormalisedText, normaliseDescription } from './enrichment-normalise';

/**
 * Super Match (spec 2 §2.2 step 4): an own offer with Super Match on lists 'unenriched creditor
 * strings', bank descriptions the merchant table does not know. For the offer's publisher and
 * partition only, a description containing one of them is the offer's retailer, at one of the
 * offer's channels. Another publisher's strings never touch a caller's transactions.
 */
export interface SuperMatchKey {
  offerId: string;
  retailerId: string;
  tokens: string[];
  text: string;
  compact: string;
}

/** Changes when an own Super Match offer is created, edited (updated_on) or deleted. */
const FINGERPRINT_SQL = `SELECT COUNT(*) || ':' || COALESCE(MAX(updated_on), 0) || ':' || COALESCE(MAX(id), '') || ':' ||
  TOTAL(LENGTH(unenriched_creditors_strings))
  FROM offers WHERE super_match = 1 AND removed_on IS NULL AND owner_publisher_id IS NOT NULL`;

interface Cached {
  fingerprint: string;
  /** By `${publisherId}|${env}`, longest key first. */
  byScope: Map<string, SuperMatchKey[]>;
}

const cache = new WeakMap<Sqlite, Cached>();
const scopeKey = (publisherId: string, env: string) => `${publisherId}|${env}`;

function load(sqlite: Sqlite, fingerprint: string): Cached {
  const rows = prepared(
    sqlite,
    `SELECT id, retailer_id AS retailerId, owner_publisher_id AS publisherId, env, unenriched_creditors_strings AS strings
     FROM offers WHERE super_match = 1 AND removed_on IS NULL AND owner_publisher_id IS NOT NULL ORDER BY created_on, id`,
  ).all() as { id: string; retailerId: string; publisherId: string; env: string; strings: string }[];
  const byScope = new Map<string, SuperMatchKey[]>();
  for (const r of rows) {
    const keys = byScope.get(scopeKey(r.publisherId, r.env)) ?? [];
    for (const raw of JSON.parse(r.strings) as string[]) {
      const n = normaliseDescription(raw);
      if (n.tokens.length > 0) keys.push({ offerId: r.id, retailerId: r.retailerId, ...n });
    }
    byScope.set(scopeKey(r.publisherId, r.env), keys);
  }
  // Longer strings are more specific; among equals the older offer (stable sort keeps load order).
  for (const keys of byScope.values()) keys.sort((a, b) => b.text.length - a.text.length);
  return { fingerprint, byScope };
}

/** The scope's Super Match keys, reloaded only when an own Super Match offer changed. */
export function superMatchKeys(sqlite: Sqlite, scope: Scope): readonly SuperMatchKey[] {
  const fingerprint = prepared(sqlite, FINGERPRINT_SQL).pluck().get() as string;
  let cached = cache.get(sqlite);
  if (!cached || cached.fingerprint !== fingerprint) {
    cached = load(sqlite, fingerprint);
    cache.set(sqlite, cached);
  }
  return cached.byScope.get(scopeKey(scope.publisherId, scope.env)) ?? [];
}

/** The first key the normalised description contains (as a run of words, or written together). */
export function findSuperMatch(keys: readonly SuperMatchKey[], text: NormalisedText): SuperMatchKey | null {
  if (text.tokens.length === 0) return null;
  return keys.find((k) => containsSequence(text.tokens, k.tokens) || (k.compact.length >= 6 && text.compact.includes(k.compact))) ?? null;
}

/** The channels an offer matches on (every channel of the retailer for ALL_CHANNELS offers). */
export function offerChannelIds(sqlite: Sqlite, offerId: string): Set<string> {
  return new Set(prepared(sqlite, 'SELECT channel_id FROM offer_channels WHERE offer_id = ?').pluck().all(offerId) as string[]);
}
