import type { Offer } from '@cashloop/shared/contracts/catalogue';
import { offerCashbackLabel } from '@cashloop/shared/rules/offer-cashback';

/**
 * 'Total cashback amount' of an offer: its one cashback figure, as the publisher and its end user share it
 * together ('5 %', '5 % up to £10', '£2').
 */
export const totalCashbackLabel = (offer: Pick<Offer, 'cashbackRules' | 'currency'>): string => offerCashbackLabel(offer.cashbackRules, offer.currency);

/** Whether any condition fixes the distributor commission: then the request form does not ask for a split. */
export const anyFixedDistributorCommission = (offers: readonly Pick<Offer, 'cashbackRules'>[]): boolean =>
  offers.some((o) => o.cashbackRules.some((r) => r.conditions.some((c) => c.fixedDistributorCommission)));
