import type { Scope } from '../world/app-deps';
import { diceSimilarity, type NormalisedText, normaliseDescription, trigrams } from './enrichment-normalise';

/** A retailer as enrichment needs it; owner fields are set on a publisher's own retailers only. */
export interface IndexedRetailer {
  id: string;
  name: string;
  website: string;
  logo: string;
  categories: string[];
  popularity: number;
  ownerPublisherId: string | null;
  env: string | null;
  channels: IndexedChannel[];
}

export interface IndexedChannel {
  id: string;
  channelType: 'ANY' | 'INSTORE' | 'ONLINE';
  city: string | null;
  /** Set on a channel a publisher added (own-offer wizard): only that publisher's partition sees it. */
  ownerPublisherId?: string | null;
  env?: string | null;
}

/** One normalised name or alias of a retailer. */
interface MerchantKey {
  retailer: IndexedRetailer;
  tokens: string[];
  text: string;
  compact: string;
  grams: Set<string>;
}

/** SUPER_MATCH: one of the unenriched creditor strings of the caller's own Super Match offer (enrichment-super-match.ts). */
export type MatchMethod = 'MID' | 'EXACT' | 'CONTAINED' | 'FUZZY' | 'SUPER_MATCH';

export interface KeyMatch {
  retailer: IndexedRetailer;
  method: MatchMethod;
  confidence: number;
}

/** Fuzzy matches below this trigram similarity are not merchants (nonsense stays unmatched). */
export const FUZZY_THRESHOLD = 0.6;
/** Keys shorter than this only match exactly: 'BA' or 'NEXT' inside other words would be noise. */
const MIN_CONTAINED_CHARS = 3;
const MIN_FUZZY_CHARS = 5;
/** A compact key ('NORTHWINDLOCALPARTNERS') matches a single text token only when this long. */
const MIN_COMPACT_TOKEN_CHARS = 6;

const round2 = (n: number) => Math.round(n * 100) / 100;

/** Platform retailers, plus the caller's own retailers of the same partition. */
export const visibleTo = (r: IndexedRetailer, scope: Scope) =>
  r.ownerPublisherId === null || (r.ownerPublisherId === scope.publisherId && r.env === scope.env);

/** Platform channels, plus the caller's own channels of the same partition (a platform retailer may have both). */
export const channelVisibleTo = (c: IndexedChannel, scope: Scope) =>
  c.ownerPublisherId == null || (c.ownerPublisherId === scope.publisherId && c.env === scope.env);

/** Longer keys are more specific; then the more popular retailer; then a stable order. */
function better(a: MerchantKey, b: MerchantKey): boolean {
  if (a.text.length !== b.text.length) return a.text.length > b.text.length;
  if (a.retailer.popularity !== b.retailer.popularity) return a.retailer.popularity > b.retailer.popularity;
  return a.retailer.id < b.retailer.id;
}

export function containsSequence(haystack: readonly string[], needle: readonly string[]): boolean {
  outer: for (let i = 0; i + needle.length <= haystack.length; i++) {
    for (let j = 0; j < needle.length; j++) if (haystack[i + j] !== needle[j]) continue outer;
    return true;
  }
  return false;
}

/**
 * The merchant table in memory: every retailer's name and aliases, normalised once. Matching tries
 * exact keys, then keys contained in the text, then trigram similarity over windows of the text.
 */
export class MerchantIndex {
  private readonly keys: MerchantKey[] = [];
  private readonly exact = new Map<string, MerchantKey[]>();

  constructor(retailers: readonly IndexedRetailer[], aliases: readonly { retailerId: string; alias: string }[]) {
    const byId = new Map(retailers.map((r) => [r.id, r]));
    const seen = new Set<string>();
    const add = (retailer: IndexedRetailer, raw: string) => {
      const n = normaliseDescription(raw);
      if (n.tokens.length === 0 || seen.has(`${retailer.id}|${n.text}`)) return;
      seen.add(`${retailer.id}|${n.text}`);
      const key: MerchantKey = { retailer, ...n, grams: trigrams(n.text) };
      this.keys.push(key);
      for (const form of new Set([n.text, n.compact])) this.exact.set(form, [...(this.exact.get(form) ?? []), key]);
    };
    for (const r of retailers) add(r, r.name);
    for (const a of aliases) {
      const r = byId.get(a.retailerId);
      if (r) add(r, a.alias);
    }
  }

  get size(): number {
    return this.keys.length;
  }

  match(text: NormalisedText, scope: Scope): KeyMatch | null {
    if (text.tokens.length === 0) return null;
    return this.exactMatch(text, scope) ?? this.containedMatch(text, scope) ?? this.fuzzyMatch(text, scope);
  }

  private pick(candidates: Iterable<MerchantKey>, scope: Scope): MerchantKey | null {
    let best: MerchantKey | null = null;
    for (const k of candidates) if (visibleTo(k.retailer, scope) && (!best || better(k, best))) best = k;
    return best;
  }

  private exactMatch(text: NormalisedText, scope: Scope): KeyMatch | null {
    const best = this.pick([...(this.exact.get(text.text) ?? []), ...(this.exact.get(text.compact) ?? [])], scope);
    return best ? { retailer: best.retailer, method: 'EXACT', confidence: 0.95 } : null;
  }

  private containedMatch(text: NormalisedText, scope: Scope): KeyMatch | null {
    const tokens = new Set(text.tokens);
    const hits = this.keys.filter(
      (k) =>
        (k.text.length >= MIN_CONTAINED_CHARS && containsSequence(text.tokens, k.tokens)) ||
        (k.tokens.length > 1 && k.compact.length >= MIN_COMPACT_TOKEN_CHARS && tokens.has(k.compact)),
    );
    const best = this.pick(hits, scope);
    if (!best) return null;
    // The more of the text the key explains, the surer the match.
    return { retailer: best.retailer, method: 'CONTAINED', confidence: round2(0.85 + 0.09 * Math.min(1, best.text.length / text.text.length)) };
  }

  private fuzzyMatch(text: NormalisedText, scope: Scope): KeyMatch | null {
    let best: { key: MerchantKey; score: number } | null = null;
    const windows = new Map<number, Set<string>[]>();
    for (const key of this.keys) {
      if (key.text.length < MIN_FUZZY_CHARS || !visibleTo(key.retailer, scope)) continue;
      const n = Math.min(key.tokens.length, text.tokens.length);
      let grams = windows.get(n);
      if (!grams) {
        grams = [];
        for (let i = 0; i + n <= text.tokens.length; i++) grams.push(trigrams(text.tokens.slice(i, i + n).join(' ')));
        windows.set(n, grams);
      }
      for (const g of grams) {
        const score = diceSimilarity(g, key.grams);
        if (score >= FUZZY_THRESHOLD && (!best || score > best.score || (score === best.score && better(key, best.key)))) {
          best = { key, score };
        }
      }
    }
    return best ? { retailer: best.key.retailer, method: 'FUZZY', confidence: round2(0.8 * best.score) } : null;
  }
}
