import type { OwnOfferPayloadInput } from '@cashloop/shared/contracts/own-offers';
import { showsLowerBound, showsMaximum, showsUpperBound } from '@cashloop/shared/rules/own-offer-cashback-rules';
import type { offerCategories } from '@cashloop/shared/common/enums';
import type { WizardState } from '../wizard/wizard-model';
import type { RuleDraft } from './rule-draft';

/** The rules as sent: inputs the condition does not show travel as null, so a hidden old value never counts. */
export function rulesPayload(rules: RuleDraft[]): OwnOfferPayloadInput['cashbackRules'] {
  return rules.map((r) => ({
    customerType: r.customerType,
    lapsedInDays: r.lapsedInDays,
    offerUsageType: r.offerUsageType,
    conditions: r.conditions.map((c) => ({
      type: c.type,
      lowerBound: showsLowerBound(c.type) ? c.lowerBound : null,
      upperBound: showsUpperBound(c.type) ? c.upperBound : null,
      fixedDistributorCommission: c.fixedDistributorCommission,
      value: {
        type: c.value.type,
        totalValue: c.value.totalValue,
        maximum: showsMaximum(c.value.type) ? c.value.maximum : null,
        endUserValue: c.fixedDistributorCommission ? c.value.endUserValue : null,
        clientValue: c.fixedDistributorCommission ? c.value.clientValue : null,
        supplierValue: c.value.supplierValue ?? 0,
        cashloopValue: c.value.cashloopValue ?? 0,
      },
    })),
  }));
}

/** The offer create / edit payload of spec 2 §3 from the wizard; `channelIds` are resolved by the caller. */
export function offerPayload(s: WizardState, retailerId: string, channelIds: string[]): OwnOfferPayloadInput {
  const i = s.info;
  return {
    offerName: i.offerName.trim(),
    retailerId,
    offerType: i.offerType,
    supplierOffersId: [i.supplierId.trim()],
    offerValidFor: i.matchAgainst,
    channelIds,
    spendingCapped: i.spendingCapped,
    spendingCapAmount: i.spendingCapped ? i.spendingCapAmount : null,
    lengthOfTime: i.offerType === 'CLICK_TO_ACTIVATE' ? i.lengthOfTime : null,
    cashbackRules: rulesPayload(s.rules),
    country: i.country.trim(),
    currency: i.currency.trim(),
    superMatch: i.superMatch,
    unenrichedCreditorsStrings: i.superMatch ? i.unenrichedCreditorsStrings.map((x) => x.trim()).filter(Boolean) : [],
    displayInformation: {
      retailerName: s.retailer?.retailerName ?? null,
      // A new file replaces the logo right after the offer is saved; a hosted logo is kept as it is.
      logo: i.logoFile ? null : i.logo,
      description: i.offerDescription.trim(),
      categories: i.category ? [i.category as (typeof offerCategories)[number]] : [],
      termsAndConditions: null,
      banner: null,
      link: i.link.trim(),
    },
  };
}
