import { currencySymbol, toMajor } from '@cashloop/shared/common/money';
import { type CashbackCondition, type CashbackRule, clampPercent, selectCondition } from '@cashloop/shared/rules/cashback-math';
import { cashbackLabel } from '@cashloop/shared/rules/offer-labels';

type Split = { endUser: number; client: number };

const money = (minor: number, currency: string) => `${currencySymbol(currency)}${toMajor(minor).toFixed(2)}`;

/** The spend a condition asks for, in words ('' when any spend counts). */
function spendPhrase(c: CashbackCondition, currency: string): string {
  switch (c.type) {
    case 'GREATER_THAN':
      return c.lowerBound ? ` on spend over ${money(c.lowerBound, currency)}` : '';
    case 'LESS_THAN':
      return c.upperBound != null ? ` on spend under ${money(c.upperBound, currency)}` : '';
    case 'BETWEEN':
      return ` on spend of ${money(c.lowerBound ?? 0, currency)} to ${money(c.upperBound ?? 0, currency)}`;
  }
}

/**
 * The end user's value of one condition: the split's share of what is available, or the condition's
 * own endUserValue when it fixes the shares. Null split means the whole available value (catalogue).
 */
function endUserValue(c: CashbackCondition, split: Split | null): { figure: number; maximum: number | null } {
  const v = c.value;
  const maximum = v.type === 'PERCENTAGE_MAX' ? v.maximum : null;
  if (c.fixedDistributorCommission) {
    const eu = v.endUserValue ?? 0;
    const total = eu + (v.clientValue ?? 0);
    return { figure: eu, maximum: maximum == null ? null : total === 0 ? 0 : Math.round((maximum * eu) / total) };
  }
  const share = split ? clampPercent(split.endUser) / 100 : 1;
  return { figure: v.maxAvailableValue * share, maximum: maximum == null ? null : Math.round(maximum * share) };
}

export function conditionDescription(rule: CashbackRule, c: CashbackCondition, currency: string, split: Split | null): string {
  const { figure, maximum } = endUserValue(c, split);
  const amount = c.value.type === 'FIXED' ? toMajor(figure) : figure;
  const label = cashbackLabel({ type: c.value.type, amount, maximum: maximum == null ? null : toMajor(maximum) }, currency);
  return `${label}${spendPhrase(c, currency)}${rule.customerType === 'NEW_CUSTOMER' ? ' for new customers' : ''}`;
}

/**
 * Display rules of an offer (spec 1 §3 'displayRules[] {description}'), one per condition. The
 * condition this transaction's amount meets comes first, since screens show the first.
 */
export function displayRules(
  rules: readonly CashbackRule[],
  currency: string,
  split: Split | null,
  amountMinor: number,
): { description: string }[] {
  const chosen = selectCondition(rules, Math.abs(amountMinor));
  const all = rules.flatMap((rule, r) =>
    rule.conditions.map((c, i) => ({ first: chosen?.ruleIndex === r && chosen.conditionIndex === i, description: conditionDescription(rule, c, currency, split) })),
  );
  return [...all.filter((d) => d.first), ...all.filter((d) => !d.first)].map(({ description }) => ({ description }));
}
