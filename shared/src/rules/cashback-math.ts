import type { conditionTypes, customerTypes, offerUsageTypes, valueTypes } from '../common/enums';

/**
 * Pure cashback rules (DESIGN §7), shared by the seeds, the server's engine and the client. All
 * amounts are integer minor units; percentages are plain percents. Conditions look at |amount|
 * because debits are negative.
 */

/**
 * The rule JSON stored in offers.cashback_rules and programme_offers.cashback_earnings (spec 1 §3,
 * spec 2 §3); db's schema uses these types. Bounds, FIXED values and `maximum` are minor units.
 */
export interface CashbackValue {
  type: (typeof valueTypes)[number];
  /** Gross value the supplier pays (commission of the whole chain). */
  totalValue: number;
  /** What is left for the publisher to split with its end user. */
  maxAvailableValue: number;
  /** Cap for PERCENTAGE_MAX, minor units; null otherwise. */
  maximum: number | null;
  /** With fixedDistributorCommission these are used as given; otherwise derived from the split. */
  endUserValue: number | null;
  clientValue: number | null;
  supplierValue: number;
  /** The platform's ('{product}') share. */
  productValue: number;
}

export interface CashbackCondition {
  type: (typeof conditionTypes)[number];
  /** Minor units, compared with |amount|. */
  lowerBound: number | null;
  upperBound: number | null;
  fixedDistributorCommission: boolean;
  value: CashbackValue;
}

export interface CashbackRule {
  customerType: (typeof customerTypes)[number];
  lapsedInDays: number | null;
  offerUsageType: (typeof offerUsageTypes)[number];
  conditions: CashbackCondition[];
}

export interface Split {
  endUser: number;
  client: number;
}

export interface CashbackInput {
  /** Signed transaction amount, minor units. */
  amount: number;
  rules: readonly CashbackRule[];
  /** The programme offer's split; ignored by conditions with fixedDistributorCommission. */
  split: Split;
  /** NEW_CUSTOMER rules apply only to new customers; EXISTING_CUSTOMER means all customers. */
  newCustomer?: boolean;
  /** The offer's spending cap: the most cashback one transaction can earn, minor units. */
  spendingCapAmount?: number | null;
}

export interface CashbackResult {
  endUser: number;
  client: number;
  total: number;
  ruleIndex: number;
  conditionIndex: number;
}

export function conditionMatches(condition: CashbackCondition, absAmount: number): boolean {
  const lower = condition.lowerBound ?? 0;
  const upper = condition.upperBound ?? Number.POSITIVE_INFINITY;
  switch (condition.type) {
    case 'GREATER_THAN':
      return absAmount > lower;
    case 'LESS_THAN':
      return absAmount < upper;
    case 'BETWEEN':
      return absAmount >= lower && absAmount <= upper;
  }
}

/** The first matching condition, NEW_CUSTOMER rules first for a new customer. */
export function selectCondition(
  rules: readonly CashbackRule[],
  absAmount: number,
  newCustomer = false,
): { ruleIndex: number; conditionIndex: number; condition: CashbackCondition } | null {
  const order = rules
    .map((rule, ruleIndex) => ({ rule, ruleIndex }))
    .filter(({ rule }) => rule.customerType === 'EXISTING_CUSTOMER' || newCustomer)
    .sort((a, b) => rank(a.rule) - rank(b.rule) || a.ruleIndex - b.ruleIndex);
  for (const { rule, ruleIndex } of order) {
    const conditionIndex = rule.conditions.findIndex((c) => conditionMatches(c, absAmount));
    if (conditionIndex >= 0) return { ruleIndex, conditionIndex, condition: rule.conditions[conditionIndex]! };
  }
  return null;
}

const rank = (rule: CashbackRule) => (rule.customerType === 'NEW_CUSTOMER' ? 0 : 1);

/** Applies a value's type to one figure: a percent of |amount| or a fixed amount. */
export function applyValue(type: CashbackValue['type'], figure: number, absAmount: number): number {
  return type === 'FIXED' ? Math.round(figure) : Math.round((absAmount * figure) / 100);
}

/** Scales both shares down to fit a ceiling, keeping their proportion and an exact sum. */
function fit(endUser: number, client: number, ceiling: number | null | undefined): [number, number] {
  const total = endUser + client;
  if (ceiling == null || total <= ceiling) return [endUser, client];
  const eu = total === 0 ? 0 : Math.round((endUser * ceiling) / total);
  return [eu, ceiling - eu];
}

export function computeCashback(input: CashbackInput): CashbackResult | null {
  const absAmount = Math.abs(input.amount);
  const chosen = selectCondition(input.rules, absAmount, input.newCustomer);
  if (!chosen) return null;
  const { value } = chosen.condition;
  const maximum = value.type === 'PERCENTAGE_MAX' ? value.maximum : null;
  let endUser: number;
  let client: number;
  if (chosen.condition.fixedDistributorCommission) {
    // Fixed split: the condition names each share itself, in the value's own type.
    endUser = applyValue(value.type, value.endUserValue ?? 0, absAmount);
    client = applyValue(value.type, value.clientValue ?? 0, absAmount);
    [endUser, client] = fit(endUser, client, maximum);
  } else {
    let pool = applyValue(value.type, value.maxAvailableValue, absAmount);
    if (maximum != null) pool = Math.min(pool, maximum);
    endUser = Math.round((pool * clampPercent(input.split.endUser)) / 100);
    client = pool - endUser;
  }
  [endUser, client] = fit(endUser, client, input.spendingCapAmount);
  return { endUser, client, total: endUser + client, ruleIndex: chosen.ruleIndex, conditionIndex: chosen.conditionIndex };
}

export function clampPercent(n: number): number {
  return Number.isFinite(n) ? Math.min(100, Math.max(0, n)) : 0;
}

/**
 * A programme offer's cashbackEarnings: the offer's rules with each share filled in from the
 * split (fixed-split conditions keep their own values). The end user's share is rounded the way
 * computeCashback rounds it (half up) and the publisher's is the rest, so the two shares shown
 * always add up to the total: 6.75 % at 50/50 reads 3.38 % + 3.37 %, as £100 pays 338p + 337p.
 */
export function earningsForSplit(rules: readonly CashbackRule[], split: Split): CashbackRule[] {
  return rules.map((rule) => ({
    ...rule,
    conditions: rule.conditions.map((c) => {
      if (c.fixedDistributorCommission) return c;
      return { ...c, value: { ...c.value, ...sharesOf(c.value, split) } };
    }),
  }));
}

/** One condition's shares: percents to 2 decimals, FIXED values in whole minor units. */
export function sharesOf(value: CashbackValue, split: Split): { endUserValue: number; clientValue: number } {
  const scale = value.type === 'FIXED' ? 1 : 100;
  const total = Math.round(value.maxAvailableValue * scale);
  const endUser = Math.round((total * clampPercent(split.endUser)) / 100);
  return { endUserValue: endUser / scale, clientValue: (total - endUser) / scale };
}
