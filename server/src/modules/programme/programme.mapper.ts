import type { CashbackRule } from '@cashloop/db';
import { headlineCondition, offerCashbackLabel, toMajor } from '@cashloop/shared';
import type { ProgrammeOffer } from '@cashloop/shared/contracts/programme';
import { cashbackRulesToApi } from '../catalogue/offer-mapper';
import type { ProgrammeRow } from './programme.repo';

const round4 = (n: number) => Math.round(n * 10_000) / 10_000;

/**
 * The end user's headline cashback: their share of the offer's one headline condition, chosen and labelled
 * by the shared rule every screen uses (issue 47: one offer, one cashback figure; spec 1 §9's labels).
 */
export function displayRulesFor(rules: readonly CashbackRule[], currency: string) {
  const earnings = cashbackRulesToApi(rules);
  const best = headlineCondition(earnings);
  if (!best) return [];
  const highest = best.value.type === 'FIXED' ? 0 : round4(best.value.endUserValue ?? best.value.maxAvailableValue);
  return [{ highestCashbackPercentageAmount: highest, description: offerCashbackLabel(earnings, currency, 'endUser') }];
}

export type Derived = Pick<ProgrammeOffer, 'cashbackEarnings' | 'displayRules'>;

/** Above this many distinct terms the memo starts over (a world holds a few hundred offers' terms). */
export const MAX_MEMO = 5_000;
const derivedMemo = new Map<string, Derived>();
const categoriesMemo = new Map<string, string[]>();

const deepFreeze = <T>(value: T): T => {
  if (value !== null && typeof value === 'object' && !Object.isFrozen(value)) {
    for (const v of Object.values(value)) deepFreeze(v);
    Object.freeze(value);
  }
  return value;
};

/**
 * The answer's parts that follow from an offer's stored terms alone (its earnings in currency units and
 * the headline label): a pure function of the terms' text and the currency, so worked out once per text
 * and shared by every answer that shows it (frozen, so no caller can change another's answer). Parsing
 * and mapping them was most of a programme page's mapping (decision 0014, fourth pass).
 */
export function derivedOf(terms: string, currency: string): Derived {
  const key = `${currency}\u0000${terms}`;
  let found = derivedMemo.get(key);
  if (!found) {
    const earnings = JSON.parse(terms) as CashbackRule[];
    found = deepFreeze({ cashbackEarnings: cashbackRulesToApi(earnings), displayRules: displayRulesFor(earnings, currency) });
    if (derivedMemo.size >= MAX_MEMO) derivedMemo.clear();
    derivedMemo.set(key, found);
  }
  return found;
}

export function categoriesOf(text: string): string[] {
  let found = categoriesMemo.get(text);
  if (!found) {
    found = deepFreeze(JSON.parse(text) as string[]);
    if (categoriesMemo.size >= MAX_MEMO) categoriesMemo.clear();
    categoriesMemo.set(text, found);
  }
  return found;
}

export function toProgrammeOffer(row: ProgrammeRow, tiers: { id: string; name: string }[]): ProgrammeOffer {
  const derived = derivedOf(row.cashbackEarnings, row.currency);
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
    cashbackEarnings: derived.cashbackEarnings,
    retailer: {
      id: row.retailerId,
      retailerName: row.retailerName,
      logo: row.logo,
      retailerWebsite: row.website,
      personalisationCategories: categoriesOf(row.categories),
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
    displayRules: derived.displayRules,
  };
}
