import type { CashbackRuleDto } from '@cashloop/shared/contracts/catalogue';
import { offerCashbackLabel } from '@cashloop/shared/rules/offer-cashback';

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

/**
 * The headline cashback of the display preview, from the offer's one headline condition (shared rule):
 * the end user's share when the offer is in the programme (its earnings), with the whole it is a share of.
 */
export function previewCashback(rules: readonly CashbackRuleDto[], currency: string, withShares: boolean): { figure: string; shareOf: string | null } {
  const total = offerCashbackLabel(rules, currency);
  if (!withShares) return { figure: total, shareOf: null };
  const figure = offerCashbackLabel(rules, currency, 'endUser');
  return { figure, shareOf: figure === total ? null : total };
}

/** The display description as the preview shows it: double quotes stripped. */
export const previewDescription = (description: string) => description.replace(/"/g, '');
