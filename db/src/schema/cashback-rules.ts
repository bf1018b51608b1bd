import type { conditionTypes, customerTypes, offerUsageTypes, valueTypes } from './enums';

/**
 * The JSON value object stored in offers.cashback_rules and programme_offers.cashback_earnings
 * (spec 1 §3, spec 2 §3). Units: bounds, FIXED values and `maximum` are integer minor units
 * (pence) like every other amount in the database; PERCENTAGE values are plain percents (2.5 = 2.5 %).
 */
export interface CashbackValue {
  type: (typeof valueTypes)[number];
  /** Gross value the supplier pays (commission of the whole chain). */
  totalValue: number;
  /** What is left for the publisher to split with its end user. */
  maxAvailableValue: number;
  /** Cap for PERCENTAGE_MAX, in minor units; null otherwise. */
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
