import type { Scope } from '../world/app-deps';
import type { Sqlite } from '../world/data-store';
import { prepared } from '../lib/statements';
import { detachedString } from '../lib/detached-string';
import { cashbackForOffer } from './cashback';
import { type EnrichmentResult, enricher, resolveChannel } from './enrichment';
import { normaliseDescription } from './enrichment-normalise';
import { merchantIndex } from './enrichment.repo';
import { CARD_LINKED_TYPES, matchOffers } from './offer-matching';
import { type LiveProgrammeOffer, liveProgrammeOffers } from './offer-matching.repo';
import type { ImportRow } from './transaction-import-rows';

/** What the engine made of one row: its enrichment, the offers it matched and the cashback it earned. */
export interface RowOutcome {
  enriched: EnrichmentResult | null;
  matches: LiveProgrammeOffer[];
  /** The first match's cashback (minor units), when it earned any. */
  cashback: { offer: LiveProgrammeOffer; endUser: number; client: number } | null;
}

/** Descriptions repeat in bank data: remember this many enrichment answers. */
const ENRICH_CACHE_MAX = 50_000;

/**
 * The engine of an upload, row by row, as the playground runs it but for real: enrichment, the live
 * programme offers of the retailer with the end user's audience (tiers, SET lists, click-to-activate
 * windows at the booking time), and the first match's cashback by its rules and split. New-customer
 * and single-use rules look at what is stored and at the earlier rows of the file.
 */
export class ImportEngine {
  private readonly enrich: ReturnType<typeof enricher>;
  private readonly enrichCache = new Map<string, EnrichmentResult | null>();
  /**
   * Enrichment by what decides it: the MID and the normalised description (store numbers, dates and
   * references stripped), then the channel the raw description points to. Every answer kept here was
   * computed by the enricher itself for a row with the same MID, normalised text and channel.
   */
  private readonly byNormalised = new Map<string, EnrichmentResult | null>();
  private readonly retailers: ReturnType<typeof merchantIndex>['retailers'];
  /** Whether an end user id is already stored: one not stored has no transactions or cashback yet. */
  private readonly storedUsers = new Map<string, boolean>();
  private readonly offersByRetailer = new Map<string, LiveProgrammeOffer[]>();
  private readonly tiersByUser = new Map<string, Set<string>>();
  /** user|retailer pairs seen earlier in this file. */
  private readonly customers = new Set<string>();
  /** user|programme offer pairs whose single-use cashback this file already earned. */
  private readonly singleUseSpent = new Set<string>();

  constructor(
    private readonly sqlite: Sqlite,
    private readonly scope: Scope,
    private readonly options: { historic: boolean; enrichment: boolean },
  ) {
    this.enrich = enricher(sqlite);
    this.retailers = merchantIndex(sqlite).retailers;
  }

  run(row: ImportRow): RowOutcome {
    if (!this.options.enrichment) return { enriched: null, matches: [], cashback: null };
    const enriched = this.enrichOnce(row);
    // History is kept for analytics only; credits (refunds) earn nothing.
    if (!enriched || this.options.historic || row.transactionType !== 'DEBIT') return { enriched, matches: [], cashback: null };
    const offers = this.liveOffers(enriched.retailerId);
    const cardLinked = offers.filter((o) => CARD_LINKED_TYPES.has(o.offerType));
    const newCustomerRules = cardLinked.some((o) => o.cashbackRules.some((r) => r.customerType === 'NEW_CUSTOMER'));
    const customerKey = `${row.endUserId}|${enriched.retailerId}`;
    const seen = this.customers.has(customerKey);
    const newCustomer = newCustomerRules && !seen && !this.knownCustomer(row.endUserId, enriched.retailerId);
    if (newCustomerRules && !seen) this.customers.add(detachedString(customerKey));
    if (cardLinked.length === 0) return { enriched, matches: [], cashback: null };

    const audience = {
      endUserId: row.endUserId,
      tierIds: cardLinked.some((o) => o.customerTierType === 'TIERED') ? this.tiers(row.endUserId) : new Set<string>(),
      activatedProgrammeOfferIds: cardLinked.some((o) => o.offerType === 'CLICK_TO_ACTIVATE')
        ? this.activations(row.endUserId, row.bookingTime)
        : new Set<string>(),
    };
    const matches = matchOffers(cardLinked, { currency: row.currency, channelId: enriched.channelId }, audience);
    const first = matches[0];
    if (!first) return { enriched, matches, cashback: null };
    const result = cashbackForOffer(first, row.amount, { newCustomer });
    if (!result) return { enriched, matches, cashback: null };
    if (first.cashbackRules[result.ruleIndex]?.offerUsageType === 'SINGLE_USE') {
      const spentKey = `${row.endUserId}|${first.programmeOfferId}`;
      if (this.singleUseSpent.has(spentKey) || this.earnedBefore(row.endUserId, first.programmeOfferId)) return { enriched, matches, cashback: null };
      this.singleUseSpent.add(detachedString(spentKey));
    }
    return { enriched, matches, cashback: { offer: first, endUser: result.endUser, client: result.client } };
  }

  private enrichOnce(row: ImportRow): EnrichmentResult | null {
    const key = `${row.mid ?? ''}\u0000${row.description}`;
    const cached = this.enrichCache.get(key);
    if (cached !== undefined) return cached;
    const found = this.enrichNormalised(row);
    if (this.enrichCache.size >= ENRICH_CACHE_MAX) this.enrichCache.clear();
    this.enrichCache.set(detachedString(key), found);
    return found;
  }

  private enrichNormalised(row: ImportRow): EnrichmentResult | null {
    const base = `${row.mid?.trim() ?? ''}\u0000${normaliseDescription(row.description).text}`;
    const first = this.byNormalised.get(base);
    if (first === undefined) {
      const found = this.enrich(this.scope, { description: row.description, mid: row.mid });
      if (this.byNormalised.size >= ENRICH_CACHE_MAX) this.byNormalised.clear();
      this.byNormalised.set(detachedString(base), found);
      if (found) this.byNormalised.set(detachedString(`${base}\u0000${found.channelId ?? ''}`), found);
      return found;
    }
    // No merchant, or found by MID (the description plays no part): the same answer.
    if (first === null || first.method === 'MID') return first;
    // Same merchant by the same text; only the channel can differ, by the raw description's wording.
    const retailer = this.retailers.get(first.retailerId);
    if (!retailer) return this.enrich(this.scope, { description: row.description, mid: row.mid });
    const key = `${base}\u0000${resolveChannel(retailer, row.description, this.scope)?.id ?? ''}`;
    let found = this.byNormalised.get(key);
    if (found === undefined) {
      found = this.enrich(this.scope, { description: row.description, mid: row.mid });
      this.byNormalised.set(detachedString(key), found);
    }
    return found;
  }

  private stored(endUserId: string): boolean {
    let known = this.storedUsers.get(endUserId);
    if (known === undefined) {
      known = prepared(this.sqlite, 'SELECT 1 FROM end_users WHERE publisher_id = ? AND env = ? AND id = ?').get(this.scope.publisherId, this.scope.env, endUserId) !== undefined;
      if (this.storedUsers.size >= ENRICH_CACHE_MAX) this.storedUsers.clear();
      this.storedUsers.set(detachedString(endUserId), known);
    }
    return known;
  }

  private liveOffers(retailerId: string): LiveProgrammeOffer[] {
    let offers = this.offersByRetailer.get(retailerId);
    if (!offers) {
      offers = liveProgrammeOffers(this.sqlite, this.scope, retailerId);
      this.offersByRetailer.set(retailerId, offers);
    }
    return offers;
  }

  private tiers(endUserId: string): Set<string> {
    let tiers = this.tiersByUser.get(endUserId);
    if (!tiers) {
      const rows = prepared(this.sqlite, 'SELECT tier_id FROM end_user_tiers WHERE publisher_id = ? AND env = ? AND end_user_id = ?')
        .pluck()
        .all(this.scope.publisherId, this.scope.env, endUserId) as string[];
      tiers = new Set(rows);
      if (this.tiersByUser.size >= ENRICH_CACHE_MAX) this.tiersByUser.clear();
      this.tiersByUser.set(detachedString(endUserId), tiers);
    }
    return tiers;
  }

  /** Programme offers the user had an activation window open for at the booking time. */
  private activations(endUserId: string, at: number): Set<string> {
    const rows = prepared(
      this.sqlite,
      `SELECT programme_offer_id FROM offer_activations
       WHERE end_user_id = @endUserId AND activation_date <= @at AND expiry_date > @at AND publisher_id = @publisherId AND env = @env`,
    )
      .pluck()
      .all({ endUserId, at, ...this.scope }) as string[];
    return new Set(rows);
  }

  private knownCustomer(endUserId: string, retailerId: string): boolean {
    return (
      this.stored(endUserId) &&
      prepared(this.sqlite, 'SELECT 1 FROM transactions WHERE publisher_id = ? AND env = ? AND end_user_id = ? AND retailer_id = ? LIMIT 1')
        .get(this.scope.publisherId, this.scope.env, endUserId, retailerId) !== undefined
    );
  }

  private earnedBefore(endUserId: string, programmeOfferId: string): boolean {
    // '+' keeps SQLite on the user's index (a few rows) rather than the offer's (every user's cashback).
    return (
      this.stored(endUserId) &&
      prepared(
        this.sqlite,
        "SELECT 1 FROM cashback WHERE publisher_id = ? AND env = ? AND end_user_id = ? AND +programme_offer_id = ? AND status <> 'DISQUALIFIED' LIMIT 1",
      ).get(this.scope.publisherId, this.scope.env, endUserId, programmeOfferId) !== undefined
    );
  }
}
