import type { CashbackCondition, CashbackRule, CashbackValue } from '@cashloop/db';
import type { OfferType } from '@cashloop/shared/common/enums';
import type { Rng } from '../lib/prng';

/** A value whose total is what the supplier pays; supplier and platform shares come off the top. */
function value(type: CashbackValue['type'], available: number, rng: Rng, maximum: number | null = null): CashbackValue {
  const supplierValue = type === 'FIXED' ? rng.int(0, 2) * 25 : rng.int(0, 2) * 0.25;
  const productValue = type === 'FIXED' ? 50 : 0.5;
  return {
    type,
    totalValue: round(available + supplierValue + productValue),
    maxAvailableValue: available,
    maximum,
    endUserValue: null,
    clientValue: null,
    supplierValue,
    productValue,
  };
}

const round = (n: number) => Math.round(n * 100) / 100;
const pct = (rng: Rng, min: number, max: number) => rng.int(min * 4, max * 4) / 4;

function condition(type: CashbackCondition['type'], lower: number | null, upper: number | null, v: CashbackValue): CashbackCondition {
  return { type, lowerBound: lower, upperBound: upper, fixedDistributorCommission: false, value: v };
}

/** Fixed split: the condition states both shares, so the publisher's split is not applied. */
function fixedSplit(c: CashbackCondition, rng: Rng): CashbackCondition {
  const available = c.value.maxAvailableValue;
  const endUserShare = rng.pick([0.5, 0.6, 0.7, 0.75]);
  const endUserValue = c.value.type === 'FIXED' ? Math.round(available * endUserShare) : round(available * endUserShare);
  return { ...c, fixedDistributorCommission: true, value: { ...c.value, endUserValue, clientValue: round(available - endUserValue) } };
}

const rule = (conditions: CashbackCondition[], customerType: CashbackRule['customerType'] = 'EXISTING_CUSTOMER'): CashbackRule => ({
  customerType,
  lapsedInDays: customerType === 'NEW_CUSTOMER' ? 365 : null,
  offerUsageType: 'MULTI_USE',
  conditions,
});

/** One of several rule shapes, so every condition and value type appears in the catalogue. */
export function buildRules(offerType: OfferType, rng: Rng, shape: number): CashbackRule[] {
  if (offerType === 'ONLINE' || offerType === 'GIFTCARD') {
    const main = condition('GREATER_THAN', 0, null, value('PERCENTAGE', pct(rng, 1, 8), rng));
    return [rule([shape % 5 === 0 ? fixedSplit(main, rng) : main])];
  }
  switch (shape % 7) {
    case 0:
      return [rule([condition('GREATER_THAN', 0, null, value('PERCENTAGE', pct(rng, 1, 6), rng))])];
    case 1:
      return [rule([condition('GREATER_THAN', 0, null, value('PERCENTAGE_MAX', pct(rng, 3, 10), rng, rng.pick([500, 1000, 2000, 2500])))])];
    case 2:
      return [rule([condition('GREATER_THAN', rng.pick([1000, 2000, 3000]), null, value('FIXED', rng.pick([150, 200, 300, 500]), rng))])];
    case 3:
      // Tiered spend bands: a little back on small baskets, more on big ones.
      return [
        rule([
          condition('LESS_THAN', null, 2000, value('PERCENTAGE', pct(rng, 1, 2), rng)),
          condition('BETWEEN', 2000, 10000, value('PERCENTAGE', pct(rng, 2, 4), rng)),
          condition('GREATER_THAN', 10000, null, value('PERCENTAGE_MAX', pct(rng, 4, 6), rng, 1500)),
        ]),
      ];
    case 4: {
      const single = rule([condition('GREATER_THAN', 0, null, value('FIXED', rng.pick([500, 1000]), rng))], 'NEW_CUSTOMER');
      single.offerUsageType = 'SINGLE_USE';
      return [single, rule([condition('GREATER_THAN', 0, null, value('PERCENTAGE', pct(rng, 1, 3), rng))])];
    }
    case 5:
      return [rule([fixedSplit(condition('GREATER_THAN', 0, null, value('PERCENTAGE', pct(rng, 2, 6), rng)), rng)])];
    default:
      return [rule([fixedSplit(condition('BETWEEN', 500, 50000, value('FIXED', rng.pick([100, 200, 400]), rng)), rng)])];
  }
}

/** Highest percentage on offer, in basis points; fixed-value rules show no percentage. */
export function highestPercentageBp(rules: readonly CashbackRule[]): number {
  let best = 0;
  for (const r of rules) for (const c of r.conditions) if (c.value.type !== 'FIXED') best = Math.max(best, Math.round(c.value.maxAvailableValue * 100));
  return best;
}

/** The display text for the first rule ('5 %', '5 % up to £10', '£2'), as spec 1 §9 words it. */
export function describeRules(rules: readonly CashbackRule[]): string {
  const v = rules.at(-1)?.conditions[0]?.value;
  if (!v) return '';
  if (v.type === 'FIXED') return `£${(v.maxAvailableValue / 100).toFixed(2)} cashback`;
  if (v.type === 'PERCENTAGE_MAX') return `${v.maxAvailableValue}% cashback up to £${((v.maximum ?? 0) / 100).toFixed(0)}`;
  return `${v.maxAvailableValue}% cashback`;
}
