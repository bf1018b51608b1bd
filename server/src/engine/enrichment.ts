import { withHttps } from '@cashloop/shared/rules/offer-labels';
import type { Scope } from '../world/app-deps';
import type { Sqlite } from '../world/data-store';
import { channelVisibleTo, type IndexedChannel, type IndexedRetailer, type MatchMethod, visibleTo } from './enrichment-index';
import { channelHint, normaliseDescription } from './enrichment-normalise';
import { findSuperMatch, offerChannelIds, superMatchKeys } from './enrichment-super-match';
import { findByMid, merchantIndex } from './enrichment.repo';

/** Labels of a channel's type, as transactions show them. */
export const CHANNEL_LABELS = { ANY: 'In store and online', INSTORE: 'In store', ONLINE: 'Online' } as const;

export interface EnrichmentInput {
  description: string;
  /** The card acquirer's merchant id, when the bank sends one. */
  mid?: string | null;
}

export interface EnrichmentResult {
  retailerId: string;
  merchant: string;
  logo: string;
  website: string;
  /** Personalisation categories, then the channel type label. */
  labels: string[];
  /** 1 by MID, 0.95 exact alias, 0.9 Super Match string, 0.85–0.94 alias in the text, 0.48–0.8 fuzzy. */
  confidence: number;
  method: MatchMethod;
  channelId: string | null;
  channelType: IndexedChannel['channelType'] | null;
  /** Primary category, for spend analytics. */
  category: string | null;
}

/**
 * The channel a description was paid through when no MID says: online wording picks the online
 * channel, a store number the in-store channel of the town named (else any in-store one). With a
 * scope, only channels it can see (a platform retailer may carry other publishers' own channels);
 * `only` narrows to some channels (a Super Match offer's).
 */
export function resolveChannel(
  retailer: IndexedRetailer,
  description: string,
  scope?: Scope,
  only?: ReadonlySet<string>,
): IndexedChannel | null {
  const channels = retailer.channels.filter((c) => (!scope || channelVisibleTo(c, scope)) && (!only || only.has(c.id)));
  const of = (type: IndexedChannel['channelType']) => channels.find((c) => c.channelType === type);
  const hint = channelHint(description);
  if (hint === 'ONLINE') return of('ONLINE') ?? of('ANY') ?? channels[0] ?? null;
  if (hint === 'INSTORE') {
    const upper = description.toUpperCase();
    const inTown = channels.find((c) => c.channelType === 'INSTORE' && c.city && upper.includes(c.city.toUpperCase()));
    return inTown ?? of('ANY') ?? of('INSTORE') ?? channels[0] ?? null;
  }
  return of('ANY') ?? channels[0] ?? null;
}

function result(retailer: IndexedRetailer, channel: IndexedChannel | null, method: MatchMethod, confidence: number): EnrichmentResult {
  return {
    retailerId: retailer.id,
    merchant: retailer.name,
    logo: retailer.logo,
    website: withHttps(retailer.website),
    labels: [...retailer.categories, ...(channel ? [CHANNEL_LABELS[channel.channelType]] : [])],
    confidence,
    method,
    channelId: channel?.id ?? null,
    channelType: channel?.channelType ?? null,
    category: retailer.categories[0] ?? null,
  };
}

/**
 * Enrichment (DESIGN §7): by MID when one is given, then by the normalised description against the
 * merchant table (exact alias, alias in the text, fuzzy). Null when no merchant is identified.
 */
export function enrich(sqlite: Sqlite, scope: Scope, input: EnrichmentInput): EnrichmentResult | null {
  return enricher(sqlite)(scope, input);
}

/**
 * An enrich function bound to one snapshot of the merchant index, for enriching many transactions
 * (an upload) without re-checking the index for each one.
 */
export function enricher(sqlite: Sqlite): (scope: Scope, input: EnrichmentInput) => EnrichmentResult | null {
  const { index, retailers } = merchantIndex(sqlite);
  return (scope, input) => {
    const mid = input.mid?.trim();
    if (mid) {
      const byMid = findByMid(sqlite, scope, mid);
      const retailer = byMid ? retailers.get(byMid.retailerId) : undefined;
      if (byMid && retailer && visibleTo(retailer, scope)) {
        return result(retailer, retailer.channels.find((c) => c.id === byMid.channelId) ?? null, 'MID', 1);
      }
    }
    const text = normaliseDescription(input.description);
    // The caller's own Super Match strings come before the shared merchant table: they name its offer.
    const superMatch = findSuperMatch(superMatchKeys(sqlite, scope), text);
    const superRetailer = superMatch ? retailers.get(superMatch.retailerId) : undefined;
    if (superMatch && superRetailer && visibleTo(superRetailer, scope)) {
      const channel = resolveChannel(superRetailer, input.description, scope, offerChannelIds(sqlite, superMatch.offerId));
      return result(superRetailer, channel ?? resolveChannel(superRetailer, input.description, scope), 'SUPER_MATCH', 0.9);
    }
    const found = index.match(text, scope);
    if (!found) return null;
    return result(found.retailer, resolveChannel(found.retailer, input.description, scope), found.method, found.confidence);
  };
}
