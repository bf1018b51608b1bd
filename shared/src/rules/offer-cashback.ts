import { cashbackLabel } from './offer-labels';

/**
 * One offer, one cashback figure (issue 47): every screen that shows an offer's cashback reads it from the
 * same condition, chosen here, and labels it here. Rules are in the API's units (pounds for money).
 */
export interface FigureValue {
  type: string;
  /** What the publisher and its end user share. */
  maxAvailableValue: number;
  /** PERCENTAGE_MAX's cap on the whole available value; null otherwise. */
  maximum: number | null;
  /** The programme's shares, when known. */
  endUserValue?: number | null;
  clientValue?: number | null;
}

export interface FigureCondition {
  value: FigureValue;
}

export interface FigureRule<C extends FigureCondition> {
  customerType: string;
  conditions: readonly C[];
}

/** 'total' is the offer's own figure; 'endUser' and 'client' are the programme's two shares of it. */
export type CashbackShare = 'total' | 'endUser' | 'client';

/**
 * The condition an offer's cashback is read from: the all-customers rule (EXISTING_CUSTOMER applies to
 * every customer; a new-customer rule is a bonus for some), else any rule; a percentage before a fixed
 * amount (the two do not compare); then the largest value to share.
 */
export function headlineCondition<C extends FigureCondition>(rules: readonly FigureRule<C>[]): C | null {
  const general = rules.filter((r) => r.customerType === 'EXISTING_CUSTOMER');
  const pool = (general.length > 0 ? general : rules).flatMap((r) => r.conditions);
  const percent = pool.filter((c) => c.value.type !== 'FIXED');
  const candidates = percent.length > 0 ? percent : pool;
  return candidates.reduce<C | null>((best, c) => (best === null || c.value.maxAvailableValue > best.value.maxAvailableValue ? c : best), null);
}

const round2 = (n: number) => Math.round(n * 100) / 100;

/** One share of a condition: its figure and its cap, the cap scaled as the engine scales it (share of the total). */
export function conditionShare(c: FigureCondition, share: CashbackShare): { amount: number; maximum: number | null } | null {
  const v = c.value;
  const cap = v.type === 'PERCENTAGE_MAX' ? v.maximum : null;
  if (share === 'total') return { amount: v.maxAvailableValue, maximum: cap };
  const amount = share === 'endUser' ? v.endUserValue : v.clientValue;
  if (amount === null || amount === undefined) return null;
  const maximum = cap === null ? null : v.maxAvailableValue > 0 ? round2((cap * amount) / v.maxAvailableValue) : cap;
  return { amount, maximum };
}

/** A condition's cashback as the spec writes it ('5 %', '5 % up to £10', '£2'); '—' when that share is not known. */
export function conditionCashbackLabel(c: FigureCondition, currency: string, share: CashbackShare = 'total'): string {
  const figure = conditionShare(c, share);
  return figure ? cashbackLabel({ type: c.value.type, amount: figure.amount, maximum: figure.maximum }, currency) : '—';
}

/**
 * The offer's cashback: its headline condition's label. An end user's share not set yet (an offer outside
 * the programme) reads as the whole value, which is what the end user would get before any split.
 */
export function offerCashbackLabel<C extends FigureCondition>(rules: readonly FigureRule<C>[], currency: string, share: CashbackShare = 'total'): string {
  const c = headlineCondition(rules);
  if (!c) return '—';
  return conditionShare(c, share) ? conditionCashbackLabel(c, currency, share) : conditionCashbackLabel(c, currency, 'total');
}
