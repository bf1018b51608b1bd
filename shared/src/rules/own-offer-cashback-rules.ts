import type { conditionTypes, customerTypes, offerUsageTypes, valueTypes } from '../common/enums';
import { type FormProblem, isNumber, type Maybe } from './own-offer-problems';

/**
 * The cashback rules editor of the own-offer wizard (spec 2 §2.2 step 5, §5 'Cashback rules'), in
 * the API's units: FIXED values, bounds and `maximum` in pounds, percentages as plain percents.
 * The wizard enables 'Add offer' only when cashbackRuleProblems is empty; the server refuses an
 * offer whose rules have problems with the same messages.
 *
 * Built as intended where the spec records a client defect: BETWEEN needs both bounds (the client
 * checked upperBound twice), and removeCondition removes by the condition's own index.
 */

export interface CashbackValueDraft {
  type?: Maybe<(typeof valueTypes)[number]>;
  /** What the retailer pays in all. */
  totalValue?: Maybe<number>;
  /** Derived: totalValue less the supplier's and Cashloop's shares (see availableValue). */
  maxAvailableValue?: Maybe<number>;
  /** 'Fixed maximum' of PERCENTAGE_MAX, pounds. */
  maximum?: Maybe<number>;
  /** 'End user cashback' and 'Your commission': used when fixedDistributorCommission is on. */
  endUserValue?: Maybe<number>;
  clientValue?: Maybe<number>;
  supplierValue?: Maybe<number>;
  /** The platform's ('{product}') share. */
  cashloopValue?: Maybe<number>;
}

export interface CashbackConditionDraft {
  type?: Maybe<(typeof conditionTypes)[number]>;
  lowerBound?: Maybe<number>;
  upperBound?: Maybe<number>;
  fixedDistributorCommission?: Maybe<boolean>;
  value?: Maybe<CashbackValueDraft>;
}

export interface CashbackRuleDraft {
  customerType?: Maybe<(typeof customerTypes)[number] | ''>;
  lapsedInDays?: Maybe<number>;
  offerUsageType?: Maybe<(typeof offerUsageTypes)[number]>;
  conditions?: Maybe<readonly CashbackConditionDraft[]>;
}

export const DEFAULT_OFFER_USAGE_TYPE = 'MULTI_USE' as const;
/** Most rules, and conditions per rule, one offer holds. */
export const MAX_CASHBACK_RULES = 10;
export const MAX_CONDITIONS_PER_RULE = 20;

/** Which inputs a condition shows (spec 2 §2.2 step 5). */
export const showsLowerBound = (type: Maybe<string>): boolean => type === 'GREATER_THAN' || type === 'BETWEEN';
export const showsUpperBound = (type: Maybe<string>): boolean => type === 'LESS_THAN' || type === 'BETWEEN';
export const showsMaximum = (type: Maybe<string>): boolean => type === 'PERCENTAGE_MAX';

const round2 = (n: number) => Math.round(n * 100) / 100;

/** What the publisher and its end user can share: the total less the supplier's and Cashloop's shares. */
export function availableValue(v: CashbackValueDraft): number {
  return round2((v.totalValue ?? 0) - (v.supplierValue ?? 0) - (v.cashloopValue ?? 0));
}

/** A fresh condition and rule as the editor adds them. */
export const newCondition = (): CashbackConditionDraft => ({
  type: 'GREATER_THAN',
  lowerBound: 0,
  upperBound: null,
  fixedDistributorCommission: false,
  value: { type: 'PERCENTAGE', totalValue: null, maximum: null, endUserValue: null, clientValue: null, supplierValue: 0, cashloopValue: 0 },
});
export const newRule = (): CashbackRuleDraft => ({
  customerType: 'EXISTING_CUSTOMER',
  lapsedInDays: null,
  offerUsageType: DEFAULT_OFFER_USAGE_TYPE,
  conditions: [newCondition()],
});

/** The first rule and every rule's first condition stay (spec 2 §5). */
export const canRemoveRule = (ruleIndex: number): boolean => ruleIndex > 0;
export const canRemoveCondition = (conditionIndex: number): boolean => conditionIndex > 0;

export function removeRule<R>(rules: readonly R[], ruleIndex: number): R[] {
  return canRemoveRule(ruleIndex) ? rules.filter((_, i) => i !== ruleIndex) : [...rules];
}

/** Removes one condition of one rule, by that condition's index (not the rule's, as the client did). */
export function removeCondition<R extends { conditions?: Maybe<readonly C[]> }, C>(
  rules: readonly R[],
  ruleIndex: number,
  conditionIndex: number,
): R[] {
  if (!canRemoveCondition(conditionIndex)) return [...rules];
  return rules.map((rule, i) => (i === ruleIndex ? { ...rule, conditions: (rule.conditions ?? []).filter((_, j) => j !== conditionIndex) } : rule));
}

/**
 * Every reason the rules cannot be saved, empty when they can. The wizard's checks (customer type,
 * condition type, fixedDistributorCommission set, reward type, total value, the bounds each condition
 * type shows, and the four shares of a fixed split), plus what the engine needs to compute cashback
 * from them (bounds in order, percentages up to 100, a maximum for PERCENTAGE_MAX, shares that fit).
 */
export function cashbackRuleProblems(rules: Maybe<readonly CashbackRuleDraft[]>): FormProblem[] {
  const problems: FormProblem[] = [];
  const list = rules ?? [];
  if (list.length === 0) return [{ path: ['cashbackRules'], message: 'Add at least one cashback rule' }];
  if (list.length > MAX_CASHBACK_RULES) problems.push({ path: ['cashbackRules'], message: `An offer has at most ${MAX_CASHBACK_RULES} cashback rules` });
  list.forEach((rule, r) => {
    const at = (path: (string | number)[], what: string, message: string) =>
      problems.push({ path: ['cashbackRules', r, ...path], message: `${what}: ${message}` });
    const ruleName = `Rule ${r + 1}`;
    if (!rule.customerType) at(['customerType'], ruleName, 'choose the customers it is for');
    if (rule.lapsedInDays != null && (!Number.isInteger(rule.lapsedInDays) || rule.lapsedInDays < 0)) {
      at(['lapsedInDays'], ruleName, 'lapsed days must be a whole number of 0 or more');
    }
    const conditions = rule.conditions ?? [];
    if (conditions.length === 0) at(['conditions'], ruleName, 'add at least one condition');
    if (conditions.length > MAX_CONDITIONS_PER_RULE) at(['conditions'], ruleName, `at most ${MAX_CONDITIONS_PER_RULE} conditions`);
    conditions.forEach((c, i) => {
      const name = `${ruleName}, condition ${i + 1}`;
      const bad = (path: (string | number)[], message: string) => at(['conditions', i, ...path], name, message);
      conditionProblems(c, bad);
    });
  });
  return problems;
}

export const cashbackRulesAreValid = (rules: Maybe<readonly CashbackRuleDraft[]>): boolean => cashbackRuleProblems(rules).length === 0;

function conditionProblems(c: CashbackConditionDraft, bad: (path: (string | number)[], message: string) => void): void {
  if (!c.type) bad(['type'], 'choose the condition type');
  if (typeof c.fixedDistributorCommission !== 'boolean') bad(['fixedDistributorCommission'], 'choose whether the split is fixed');
  const needsLower = showsLowerBound(c.type);
  const needsUpper = showsUpperBound(c.type);
  if (needsLower && !isNumber(c.lowerBound)) bad(['lowerBound'], 'enter the lower bound');
  if (needsUpper && !isNumber(c.upperBound)) bad(['upperBound'], 'enter the upper bound');
  if (needsLower && isNumber(c.lowerBound) && c.lowerBound < 0) bad(['lowerBound'], 'the lower bound cannot be negative');
  if (needsUpper && isNumber(c.upperBound) && c.upperBound <= 0) bad(['upperBound'], 'the upper bound must be above 0');
  if (c.type === 'BETWEEN' && isNumber(c.lowerBound) && isNumber(c.upperBound) && c.lowerBound >= c.upperBound) {
    bad(['upperBound'], 'the upper bound must be above the lower bound');
  }
  const v = c.value ?? {};
  if (!v.type) bad(['value', 'type'], 'choose the reward type');
  if (!isNumber(v.totalValue)) bad(['value', 'totalValue'], 'enter the total cashback');
  else if (v.totalValue <= 0) bad(['value', 'totalValue'], 'the total cashback must be above 0');
  else if (v.type !== 'FIXED' && v.totalValue > 100) bad(['value', 'totalValue'], 'a percentage is at most 100');
  if (showsMaximum(v.type) && (!isNumber(v.maximum) || v.maximum <= 0)) bad(['value', 'maximum'], 'enter the fixed maximum, above 0');
  for (const field of ['supplierValue', 'cashloopValue', 'endUserValue', 'clientValue'] as const) {
    const n = v[field];
    if (n != null && (!isNumber(n) || n < 0)) bad(['value', field], `${field} cannot be negative`);
  }
  const available = availableValue(v);
  if (isNumber(v.totalValue) && available < 0) bad(['value', 'supplierValue'], "the supplier's and Cashloop's shares are more than the total");
  if (c.fixedDistributorCommission === true) {
    const missing = (['endUserValue', 'supplierValue', 'cashloopValue', 'clientValue'] as const).filter((f) => !isNumber(v[f]));
    for (const f of missing) bad(['value', f], `enter ${FIXED_SPLIT_LABELS[f]} (the split is fixed)`);
    if (missing.length === 0 && isNumber(v.totalValue) && round2(v.endUserValue! + v.clientValue!) > available) {
      bad(['value', 'endUserValue'], 'the end user cashback and your commission add up to more than is available');
    }
  }
}

const FIXED_SPLIT_LABELS = {
  endUserValue: 'the end user cashback',
  clientValue: 'your commission',
  supplierValue: "the supplier's share",
  cashloopValue: "Cashloop's share",
} as const;
