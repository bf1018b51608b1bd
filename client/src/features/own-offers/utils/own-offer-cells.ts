import type { Offer } from '@cashloop/shared/contracts/catalogue';
import { currencySymbol } from '@cashloop/shared/common/money';
import { cashbackLabel, offerTypeLabels } from '@cashloop/shared/rules/offer-labels';
import { ownOfferTypeLabels } from '@cashloop/shared/rules/own-offer-information';

/** The best value of any condition, as the publisher and its end user share it ('5 %', '5 % up to £10', '£2'). */
export function cashbackAmountLabel(offer: Pick<Offer, 'cashbackRules' | 'currency'>): string {
  let best: Offer['cashbackRules'][number]['conditions'][number] | undefined;
  for (const rule of offer.cashbackRules) {
    for (const c of rule.conditions) if (!best || c.value.maxAvailableValue > best.value.maxAvailableValue) best = c;
  }
  if (!best) return '—';
  return cashbackLabel({ type: best.value.type, amount: best.value.maxAvailableValue, maximum: best.value.maximum }, offer.currency);
}

/** 'Spending cap' column: the capped amount, or 'No cap'. */
export const spendingCapLabel = (offer: Pick<Offer, 'spendingCapped' | 'spendingCapAmount' | 'currency'>): string =>
  offer.spendingCapped && offer.spendingCapAmount !== null ? `${currencySymbol(offer.currency)}${offer.spendingCapAmount.toFixed(2)}` : 'No cap';

export const offerTypeLabel = (type: Offer['offerType']): string =>
  (ownOfferTypeLabels as Record<string, string>)[type] ?? offerTypeLabels[type];
