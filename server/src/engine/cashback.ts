import { type CashbackResult, computeCashback } from '@cashloop/shared/rules/cashback-math';
import type { LiveProgrammeOffer } from './offer-matching.repo';

/**
 * Cashback of one transaction under one matched programme offer (DESIGN §7): the offer's rules,
 * the programme's end-user/publisher split and the offer's spending cap, via the shared rules.
 */
export function cashbackForOffer(
  offer: LiveProgrammeOffer,
  amountMinor: number,
  options: { newCustomer?: boolean } = {},
): CashbackResult | null {
  const result = computeCashback({
    amount: amountMinor,
    rules: offer.cashbackRules,
    split: offer.split,
    newCustomer: options.newCustomer,
    spendingCapAmount: offer.spendingCapAmount,
  });
  return result && result.total > 0 ? result : null;
}
