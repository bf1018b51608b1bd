import type { CashbackRule } from '@cashloop/db';
import { toMajor, toMinor } from '@cashloop/shared';
import type { OwnChannel, OwnCashbackRule, OwnOfferDetail, OwnRetailer } from '@cashloop/shared/contracts/own-offers';
import { availableValue } from '@cashloop/shared/rules/own-offer-cashback-rules';
import type { ChannelRow } from './own-channels.repo';
import type { OwnRetailerRow } from './own-retailers.repo';

const bool = (n: number | null): boolean | null => (n === null ? null : n === 1);

/**
 * The engine's open-banking status: marked NO stays NO; otherwise YES once transactions enrich to the
 * retailer, UNKNOWN until then (a publisher's 'yes' is a claim the engine has not seen yet).
 */
export function openBankingStatus(r: Pick<OwnRetailerRow, 'obCompatible' | 'transactionCount'>): OwnRetailer['obCompatiable'] {
  if (r.obCompatible === 'NO') return 'NO';
  return r.transactionCount > 0 ? 'YES' : 'UNKNOWN';
}

export function retailerToApi(r: OwnRetailerRow): OwnRetailer {
  const own = r.ownerPublisherId !== null;
  return {
    id: r.id,
    retailerName: r.name,
    retailerWebsite: r.website,
    logo: r.logo,
    monthlyWebVisits: r.monthlyWebVisits,
    goodForBusiness: bool(r.goodForBusiness),
    luxury: bool(r.luxury),
    subscription: bool(r.subscription),
    openBankingPublisherCompatible: own ? r.obCompatible !== 'NO' : null,
    obCompatiable: openBankingStatus(r),
    personalisationCategories: JSON.parse(r.categories) as string[],
    ownRetailer: own,
  };
}

export function channelToApi(c: ChannelRow): OwnChannel {
  return {
    channelId: c.id,
    retailerId: c.retailerId,
    channelName: c.channelName,
    channelType: c.channelType,
    address: c.address,
    city: c.city,
    postcode: c.postcode,
    website: c.website,
    mids: JSON.parse(c.mids) as string[],
    ownChannel: c.ownerPublisherId !== null,
  };
}

/** Percentages kept to 2 decimals; money to whole minor units. */
const pct = (n: number) => Math.round(n * 100) / 100;

/**
 * The payload's rules (checked by cashbackRuleProblems first) as stored: bounds, FIXED values and
 * maximums in minor units, percentages as percents; maxAvailableValue derived from the shares.
 */
export function rulesToStored(rules: readonly OwnCashbackRule[]): CashbackRule[] {
  return rules.map((rule) => ({
    customerType: rule.customerType as CashbackRule['customerType'],
    lapsedInDays: rule.lapsedInDays ?? null,
    offerUsageType: rule.offerUsageType,
    conditions: (rule.conditions ?? []).map((c) => {
      const v = c.value!;
      const fixed = v.type === 'FIXED';
      const money = (n: number) => (fixed ? toMinor(n) : pct(n));
      const shares = c.fixedDistributorCommission === true;
      return {
        type: c.type!,
        lowerBound: c.type === 'LESS_THAN' || c.lowerBound == null ? null : toMinor(c.lowerBound),
        upperBound: c.type === 'GREATER_THAN' || c.upperBound == null ? null : toMinor(c.upperBound),
        fixedDistributorCommission: shares,
        value: {
          type: v.type!,
          totalValue: money(v.totalValue!),
          maxAvailableValue: money(availableValue(v)),
          maximum: v.type === 'PERCENTAGE_MAX' && v.maximum != null ? toMinor(v.maximum) : null,
          endUserValue: shares ? money(v.endUserValue!) : null,
          clientValue: shares ? money(v.clientValue!) : null,
          supplierValue: money(v.supplierValue),
          productValue: money(v.cashloopValue),
        },
      };
    }),
  }));
}

const major = (n: number | null) => (n === null ? null : toMajor(n));

/** Stored rules back in the payload's units (the wizard's prefill). */
export function rulesToPayload(rules: readonly CashbackRule[]): OwnOfferDetail['cashbackRules'] {
  return rules.map((rule) => ({
    customerType: rule.customerType,
    lapsedInDays: rule.lapsedInDays,
    offerUsageType: rule.offerUsageType,
    conditions: rule.conditions.map((c) => {
      const money = c.value.type === 'FIXED' ? (n: number) => toMajor(n) : (n: number) => n;
      const moneyOrNull = (n: number | null) => (n === null ? null : money(n));
      return {
        type: c.type,
        lowerBound: major(c.lowerBound),
        upperBound: major(c.upperBound),
        fixedDistributorCommission: c.fixedDistributorCommission,
        value: {
          type: c.value.type,
          totalValue: money(c.value.totalValue),
          maxAvailableValue: money(c.value.maxAvailableValue),
          maximum: major(c.value.maximum),
          endUserValue: moneyOrNull(c.value.endUserValue),
          supplierValue: money(c.value.supplierValue ?? 0),
          cashloopValue: money(c.value.productValue ?? 0),
          clientValue: moneyOrNull(c.value.clientValue),
        },
      };
    }),
  }));
}

/** Highest percentage of the rules in basis points (the programme lists' display rules read it). */
export function highestPercentageBp(rules: readonly CashbackRule[]): number {
  let best = 0;
  for (const r of rules) for (const c of r.conditions) if (c.value.type !== 'FIXED') best = Math.max(best, Math.round(c.value.maxAvailableValue * 100));
  return best;
}
