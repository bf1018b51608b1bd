import type { CashbackCondition, CashbackRule } from '@cashloop/db';
import { cashbackLabel, toMajor } from '@cashloop/shared';
import type { ProgrammeOffer } from '@cashloop/shared/contracts/programme';
import { cashbackRulesToApi } from '../catalogue/offer-mapper';
import type { ProgrammeRow } from './programme.repo';

const round4 = (n: number) => Math.round(n * 10_000) / 10_000;

const endUserShare = (c: CashbackCondition) => c.value.endUserValue ?? c.value.maxAvailableValue;

/**
 * The end user's headline cashback: the best percentage condition, else the best fixed one. Its
 * label follows spec 1 §9 ('5 %', '10 % up to £25', '£2').
 */
export function displayRulesFor(rules: readonly CashbackRule[], currency: string) {
  const conditions = rules.flatMap((r) => r.conditions);
  const percent = conditions.filter((c) => c.value.type !== 'FIXED');
  const pool = percent.length > 0 ? percent : conditions;
  const best = pool.reduce<CashbackCondition | null>((b, c) => (b === null || endUserShare(c) > endUserShare(b) ? c : b), null);
  if (!best) return [];
  const highest = percent.length > 0 ? round4(endUserShare(best)) : 0;
  const amount = best.value.type === 'FIXED' ? toMajor(endUserShare(best)) : endUserShare(best);
  const maximum = best.value.maximum === null ? null : toMajor(best.value.maximum);
  return [{ highestCashbackPercentageAmount: highest, description: cashbackLabel({ type: best.value.type, amount, maximum }, currency) }];
}

export function toProgrammeOffer(row: ProgrammeRow, tiers: { id: string; name: string }[]): ProgrammeOffer {
  const earnings = JSON.parse(row.cashbackEarnings) as CashbackRule[];
  return {
    id: row.id,
    active: row.active === 1,
    createdOn: row.createdOn,
    offerApproval: row.offerApproval,
    declinedReason: row.declinedReason,
    decisionDueOn: row.decisionDueOn,
    decidedOn: row.decidedOn,
    activateOnApproval: row.activateOnApproval === 1,
    splitOfCashbackPercentage: { endUser: row.splitEndUser, client: row.splitClient },
    customerTierType: row.customerTierType,
    selectedCustomerTiers: tiers.map((t) => t.id),
    customerTiers: tiers,
    cashbackEarnings: cashbackRulesToApi(earnings),
    retailer: {
      id: row.retailerId,
      retailerName: row.retailerName,
      logo: row.logo,
      retailerWebsite: row.website,
      personalisationCategories: JSON.parse(row.categories) as string[],
    },
    offer: {
      id: row.offerId,
      offerType: row.offerType,
      country: row.country,
      currency: row.currency,
      spendingCapped: row.spendingCapped === 1,
      spendingCapAmount: row.spendingCapAmount === null ? null : toMajor(row.spendingCapAmount),
      supplier: row.supplier,
      ownerId: row.ownerId,
      removedOn: row.offerRemovedOn,
    },
    displayRules: displayRulesFor(earnings, row.currency),
  };
}
