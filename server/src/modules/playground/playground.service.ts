import { toMajor, toMinor } from '@cashloop/shared/common/money';
import type { PlaygroundOffer, PlaygroundRequest, PlaygroundResponse } from '@cashloop/shared/contracts/playground';
import { DEFAULT_SPLIT } from '@cashloop/shared/rules/split';
import type { AppDeps, Scope } from '../../world/app-deps';
import { cashbackForOffer } from '../../engine/cashback';
import { displayRules } from '../../engine/cashback-display';
import { enrich } from '../../engine/enrichment';
import { CARD_LINKED_TYPES, offerApplies, whyNotApplicable } from '../../engine/offer-matching';
import { catalogueOffers, liveProgrammeOffers } from '../../engine/offer-matching.repo';
import { lifecycleSamples } from './playground-samples';

/** Card transactions of the programme are in pounds (spec 1 §1). */
const CURRENCY = 'GBP';

const noCashback = { cashbackObject: null, cashbackCreated: null, cashbackBeingVerified: null, cashbackVerified: null, cashbackReceived: null };

/**
 * A dry run of the engine on one description and amount: enrichment, offer matching and cashback,
 * exactly as a real transaction would go, but nothing is written. Any amount counts as spend.
 */
export function testTransaction(deps: AppDeps, scope: Scope, input: PlaygroundRequest): PlaygroundResponse {
  const { sqlite } = deps.data;
  const amountMinor = -Math.abs(toMinor(input.amount));
  const transactionAmount = { amount: toMajor(amountMinor), currency: CURRENCY };
  const enriched = enrich(sqlite, scope, { description: input.description, mid: input.mid });
  const base = { remittanceInformationUnstructured: input.description, transactionAmount };
  if (!enriched) return { transactionData: { ...base, enrichedCreditorData: null, offersAvailable: [] }, ...noCashback };

  const txn = { currency: CURRENCY, channelId: enriched.channelId };
  const typeRank = (type: string) => ['PAYMENT', 'CLICK_TO_ACTIVATE', 'ONLINE', 'GIFTCARD'].indexOf(type);
  // Card-linked first; among them, the ones this transaction matches come first.
  const live = liveProgrammeOffers(sqlite, scope, enriched.retailerId)
    .map((o) => ({ o, rank: typeRank(o.offerType) * 2 + (offerApplies(o, txn) || !CARD_LINKED_TYPES.has(o.offerType) ? 0 : 1) }))
    .sort((a, b) => a.rank - b.rank)
    .map(({ o }) => o);
  // With nothing of this retailer in the programme, show what the catalogue offers instead.
  const offersAvailable: PlaygroundOffer[] =
    live.length > 0
      ? live.map((o) => ({
          id: o.offerId,
          offerType: o.offerType,
          source: 'PROGRAMME',
          programmeOfferId: o.programmeOfferId,
          currency: o.currency,
          notApplicableReason: CARD_LINKED_TYPES.has(o.offerType) ? whyNotApplicable(o, txn) : null,
          displayRules: displayRules(o.cashbackRules, o.currency, o.split, amountMinor),
        }))
      : catalogueOffers(sqlite, scope, enriched.retailerId).map((o) => ({
          id: o.offerId,
          offerType: o.offerType,
          source: 'CATALOGUE',
          programmeOfferId: null,
          currency: o.currency,
          notApplicableReason: null,
          displayRules: displayRules(o.cashbackRules, o.currency, DEFAULT_SPLIT, amountMinor),
        }));
  const transactionData = {
    ...base,
    enrichedCreditorData: {
      merchant: enriched.merchant,
      logo: enriched.logo,
      website: enriched.website,
      labels: enriched.labels,
      retailerId: enriched.retailerId,
      confidence: enriched.confidence,
    },
    offersAvailable,
  };

  const payment = live.find((o) => o.offerType === 'PAYMENT' && offerApplies(o, txn));
  const cashback = payment ? cashbackForOffer(payment, amountMinor) : null;
  if (!payment || !cashback) return { transactionData, ...noCashback };
  const samples = lifecycleSamples({
    now: deps.clock.now(),
    offer: payment,
    retailer: { id: enriched.retailerId, retailerName: enriched.merchant, logo: enriched.logo },
    amountMinor,
    cashback,
  });
  return { transactionData, cashbackObject: samples.cashbackCreated, ...samples };
}
