import type { CashbackRule } from '@cashloop/db';
import { toMajor } from '@cashloop/shared';
import type { Channel, CashbackRuleDto, Offer } from '@cashloop/shared/contracts/catalogue';
import type { ChannelRow, OfferRow } from './catalogue.repo';

const minorOrNull = (v: number | null): number | null => (v === null ? null : toMajor(v));

/**
 * Stored rules keep FIXED values, bounds and maximums in minor units; the API speaks currency units.
 * Percentages are plain percents in both. Exported so programme answers (cashbackEarnings) say the same.
 */
export function cashbackRulesToApi(rules: readonly CashbackRule[]): CashbackRuleDto[] {
  return rules.map((rule) => ({
    offerUsageType: rule.offerUsageType,
    customerType: rule.customerType,
    lapsedInDays: rule.lapsedInDays,
    conditions: rule.conditions.map((c) => {
      const money = c.value.type === 'FIXED' ? minorOrNull : (v: number | null) => v;
      return {
        type: c.type,
        lowerBound: minorOrNull(c.lowerBound),
        upperBound: minorOrNull(c.upperBound),
        fixedDistributorCommission: c.fixedDistributorCommission,
        value: {
          type: c.value.type,
          endUserValue: money(c.value.endUserValue),
          clientValue: money(c.value.clientValue),
          maxAvailableValue: money(c.value.maxAvailableValue) ?? 0,
          maximum: minorOrNull(c.value.maximum),
        },
      };
    }),
  }));
}

export function channelToApi(row: ChannelRow): Channel {
  return {
    id: row.id,
    channelName: row.channelName,
    address: row.address,
    city: row.city,
    postcode: row.postcode,
    channelType: row.channelType,
    mids: JSON.parse(row.mids) as string[],
  };
}

export function offerToApi(row: OfferRow, channels: Channel[]): Offer {
  return {
    id: row.id,
    retailer: {
      id: row.retailerId,
      retailerName: row.retailerName,
      logo: row.retailerLogo,
      retailerWebsite: row.retailerWebsite,
      personalisationCategories: JSON.parse(row.retailerCategories) as string[],
    },
    supplier: row.supplier,
    ownerId: row.ownerId,
    country: row.country,
    currency: row.currency,
    offerType: row.offerType,
    validFor: row.validFor,
    superMatch: row.superMatch === 1,
    unenrichedCreditorsStrings: JSON.parse(row.unenrichedCreditorsStrings) as string[],
    spendingCapped: row.spendingCapped === 1,
    spendingCapAmount: minorOrNull(row.spendingCapAmount),
    displayInformation: {
      logo: row.displayLogo,
      retailerName: row.displayRetailerName,
      description: row.displayDescription,
      link: row.displayLink,
    },
    channels,
    cashbackRules: cashbackRulesToApi(JSON.parse(row.cashbackRules) as CashbackRule[]),
  };
}
