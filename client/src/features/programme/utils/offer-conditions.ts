import type { CashbackRuleDto } from '@cashloop/shared/contracts/catalogue';
import { cashbackLabel } from '@cashloop/shared/rules/offer-labels';

type Condition = CashbackRuleDto['conditions'][number];

const money = (n: number, symbol: string) => `${symbol}${Number.isInteger(n) ? n : n.toFixed(2)}`;

/** The spend a condition applies to, in words. */
export function spendText(c: Condition, symbol: string): string {
  switch (c.type) {
    case 'GREATER_THAN':
      return c.lowerBound ? `Over ${money(c.lowerBound, symbol)}` : 'Any spend';
    case 'LESS_THAN':
      return c.upperBound !== null ? `Under ${money(c.upperBound, symbol)}` : 'Any spend';
    case 'BETWEEN':
      return `${money(c.lowerBound ?? 0, symbol)} to ${money(c.upperBound ?? 0, symbol)}`;
  }
}

/** A value of a condition as the spec shows it ('5 %', '5 % up to £10', '£2'); '—' when unknown. */
export function valueText(c: Condition, amount: number | null, currency: string): string {
  if (amount === null) return '—';
  return cashbackLabel({ type: c.value.type, amount, maximum: c.value.maximum }, currency);
}

/**
 * The headline cashback of the display preview: the best end-user value when the offer is in the
 * programme (its earnings), else the best value available to share.
 */
export function previewCashback(rules: readonly CashbackRuleDto[], currency: string, withShares: boolean): string {
  const conditions = rules.flatMap((r) => r.conditions);
  const figure = (c: Condition) => (withShares ? (c.value.endUserValue ?? c.value.maxAvailableValue) : c.value.maxAvailableValue);
  const percent = conditions.filter((c) => c.value.type !== 'FIXED');
  const pool = percent.length > 0 ? percent : conditions;
  const best = pool.reduce<Condition | undefined>((b, c) => (!b || figure(c) > figure(b) ? c : b), undefined);
  return best ? valueText(best, figure(best), currency) : '—';
}

/** The display description as the preview shows it: double quotes stripped. */
export const previewDescription = (description: string) => description.replace(/"/g, '');
