import type { Offer } from '@cashloop/shared/contracts/catalogue';
import { currencySymbol } from '@cashloop/shared/common/money';
import { offerCashbackLabel } from '@cashloop/shared/rules/offer-cashback';
import { offerTypeLabels } from '@cashloop/shared/rules/offer-labels';
import { ownOfferTypeLabels } from '@cashloop/shared/rules/own-offer-information';

/** The offer's one cashback figure, as the publisher and its end user share it ('5 %', '5 % up to £10', '£2'). */
export const cashbackAmountLabel = (offer: Pick<Offer, 'cashbackRules' | 'currency'>): string => offerCashbackLabel(offer.cashbackRules, offer.currency);

/** 'Spending cap' column: the capped amount, or 'No cap'. */
export const spendingCapLabel = (offer: Pick<Offer, 'spendingCapped' | 'spendingCapAmount' | 'currency'>): string =>
  offer.spendingCapped && offer.spendingCapAmount !== null ? `${currencySymbol(offer.currency)}${offer.spendingCapAmount.toFixed(2)}` : 'No cap';

export const offerTypeLabel = (type: Offer['offerType']): string =>
  (ownOfferTypeLabels as Record<string, string>)[type] ?? offerTypeLabels[type];
