import type { LiveProgrammeOffer } from './offer-matching.repo';

/** Offer types matched against card transactions; ONLINE and GIFTCARD earn through other routes. */
export const CARD_LINKED_TYPES = new Set(['PAYMENT', 'CLICK_TO_ACTIVATE']);

/** The transaction side of matching. */
export interface MatchableTransaction {
  currency: string;
  /** The channel enrichment resolved; null when the retailer has none. */
  channelId: string | null;
}

/**
 * The end user the transaction belongs to. Omitted in a dry run (the playground), where every
 * audience counts as reached and click-to-activate offers as activated.
 */
export interface MatchAudience {
  endUserId: string;
  tierIds: ReadonlySet<string>;
  /** Programme offers the user has an activation window open for at the booking time. */
  activatedProgrammeOfferIds: ReadonlySet<string>;
}

/**
 * Offer matching (DESIGN §7): why a live programme offer does not apply to a card transaction of its
 * retailer, or null when it does. Same currency; SPECIFIC_CHANNELS offers need the transaction's
 * channel among theirs; TIERED and SET audiences need the user in them; click-to-activate needs an
 * activation. ONLINE and GIFTCARD offers never match card transactions.
 */
export function whyNotApplicable(offer: LiveProgrammeOffer, txn: MatchableTransaction, audience?: MatchAudience): string | null {
  if (!CARD_LINKED_TYPES.has(offer.offerType)) return 'Earned through the retailer\'s website or gift cards, not card transactions';
  if (offer.currency !== txn.currency) return `Only valid for ${offer.currency} transactions`;
  if (offer.validFor === 'SPECIFIC_CHANNELS' && (txn.channelId === null || !offer.channelIds.has(txn.channelId))) {
    return 'Only valid at selected channels of this retailer';
  }
  if (!audience) return null;
  if (offer.customerTierType === 'TIERED' && ![...audience.tierIds].some((t) => offer.tierIds.has(t))) return 'Only for selected tiers';
  if (offer.customerTierType === 'SET' && !offer.userIds.has(audience.endUserId)) return 'Only for selected users';
  if (offer.offerType === 'CLICK_TO_ACTIVATE' && !audience.activatedProgrammeOfferIds.has(offer.programmeOfferId)) {
    return 'Not activated by the user';
  }
  return null;
}

export const offerApplies = (offer: LiveProgrammeOffer, txn: MatchableTransaction, audience?: MatchAudience): boolean =>
  whyNotApplicable(offer, txn, audience) === null;

/** The live offers a transaction matches, in the offers' order (card-linked first, oldest first). */
export function matchOffers(
  offers: readonly LiveProgrammeOffer[],
  txn: MatchableTransaction,
  audience?: MatchAudience,
): LiveProgrammeOffer[] {
  return offers.filter((o) => offerApplies(o, txn, audience));
}
