import type { Offer } from '@cashloop/shared/contracts/catalogue';
import { cashbackLabel } from '@cashloop/shared/rules/offer-labels';

/**
 * 'Total cashback amount' of an offer: the best value of its general (last) rule, as the publisher and its
 * end user share it together ('5 %', '5 % up to £10', '£2').
 */
export function totalCashbackLabel(offer: Pick<Offer, 'cashbackRules' | 'currency'>): string {
  const conditions = offer.cashbackRules.at(-1)?.conditions ?? [];
  const best = conditions.reduce<(typeof conditions)[number] | undefined>(
    (top, c) => (!top || c.value.maxAvailableValue > top.value.maxAvailableValue ? c : top),
    undefined,
  );
  if (!best) return '—';
  return cashbackLabel({ type: best.value.type, amount: best.value.maxAvailableValue, maximum: best.value.maximum }, offer.currency);
}

/** Whether any condition fixes the distributor commission: then the request form does not ask for a split. */
export const anyFixedDistributorCommission = (offers: readonly Pick<Offer, 'cashbackRules'>[]): boolean =>
  offers.some((o) => o.cashbackRules.some((r) => r.conditions.some((c) => c.fixedDistributorCommission)));
