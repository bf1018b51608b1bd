import type { Offer } from '@cashloop/shared/contracts/catalogue';
import type { OwnOfferDetail, OwnRetailer } from '@cashloop/shared/contracts/own-offers';
import { ownOfferTypes } from '@cashloop/shared/rules/own-offer-information';
import { obCompatibleOf } from '../components/retailer-step';
import { emptyOfferInfo, type RetailerRef, type WizardState } from '../wizard/wizard-model';
import { initialWizardState } from '../wizard/use-wizard-state';
import type { RuleDraft } from './rule-draft';

type RuleSource = {
  customerType: RuleDraft['customerType'];
  lapsedInDays: number | null;
  offerUsageType: RuleDraft['offerUsageType'];
  conditions: {
    type: 'GREATER_THAN' | 'LESS_THAN' | 'BETWEEN';
    lowerBound: number | null;
    upperBound: number | null;
    fixedDistributorCommission: boolean;
    value: { type: 'PERCENTAGE' | 'PERCENTAGE_MAX' | 'FIXED'; maxAvailableValue: number; totalValue?: number; maximum: number | null; endUserValue: number | null; clientValue: number | null; supplierValue?: number; cashloopValue?: number };
  }[];
};

/**
 * Rules of a loaded offer. From the catalogue (spec 2 §2.2 last paragraph) totalValue becomes
 * maxAvailableValue and the supplier's and Cashloop's shares 0; an own offer keeps its own figures.
 */
export function rulesFrom(rules: RuleSource[], source: 'catalogue' | 'own'): RuleDraft[] {
  return rules.map((r) => ({
    customerType: r.customerType,
    lapsedInDays: r.lapsedInDays,
    offerUsageType: r.offerUsageType,
    conditions: r.conditions.map((c) => ({
      type: c.type,
      lowerBound: c.lowerBound,
      upperBound: c.upperBound,
      fixedDistributorCommission: c.fixedDistributorCommission,
      value: {
        type: c.value.type,
        totalValue: source === 'catalogue' ? c.value.maxAvailableValue : (c.value.totalValue ?? c.value.maxAvailableValue),
        maximum: c.value.maximum,
        endUserValue: c.value.endUserValue,
        clientValue: c.value.clientValue,
        supplierValue: source === 'catalogue' ? 0 : (c.value.supplierValue ?? 0),
        cashloopValue: source === 'catalogue' ? 0 : (c.value.cashloopValue ?? 0),
      },
    })),
  }));
}

const ownType = (t: string) => ((ownOfferTypes as readonly string[]).includes(t) ? (t as (typeof ownOfferTypes)[number]) : null);

const retailerRef = (r: Pick<OwnRetailer, 'id' | 'retailerName' | 'retailerWebsite' | 'logo'> & { obCompatiable?: OwnRetailer['obCompatiable'] }): RetailerRef => ({
  id: r.id,
  retailerName: r.retailerName,
  retailerWebsite: r.retailerWebsite,
  logo: r.logo,
  obCompatible: r.obCompatiable ? obCompatibleOf({ obCompatiable: r.obCompatiable }) : null,
});

/** A picked retailer skips to CHANNEL with RETAILER and TRANSACTION checked (spec 2 §4). */
const withRetailer = (retailer: RetailerRef, channelCount: number): WizardState => ({
  ...initialWizardState(),
  retailer,
  retailerPicked: true,
  channelCount,
  checked: ['RETAILER', 'TRANSACTION'],
  current: 'CHANNEL',
});

/** /add-offer?offerId=…: a catalogue offer prefills the wizard; `retailer` adds the open banking status when it loaded. */
export function stateFromCatalogueOffer(offer: Offer, retailer: OwnRetailer | null): WizardState {
  const base = withRetailer(retailerRef({ ...offer.retailer, obCompatiable: retailer?.obCompatiable }), offer.channels.length);
  return {
    ...base,
    info: {
      ...emptyOfferInfo(),
      supplierId: offer.supplier,
      logo: offer.displayInformation.logo || null,
      offerDescription: offer.displayInformation.description,
      offerName: offer.displayInformation.retailerName,
      link: offer.displayInformation.link,
      country: offer.country,
      currency: offer.currency,
      offerType: ownType(offer.offerType),
      matchAgainst: offer.validFor,
      selectedChannelIds: offer.channels.map((c) => c.id),
      spendingCapped: offer.spendingCapped,
      spendingCapAmount: offer.spendingCapAmount,
      superMatch: offer.superMatch,
      unenrichedCreditorsStrings: offer.unenrichedCreditorsStrings,
    },
    rules: offer.cashbackRules.length ? rulesFrom(offer.cashbackRules, 'catalogue') : base.rules,
  };
}

/** /edit-offer/{offerId}: the own offer as it was saved, opened on its information with the earlier steps done. */
export function stateFromOwnOffer(offer: OwnOfferDetail): WizardState {
  const base = withRetailer(retailerRef(offer.retailer), offer.channelIds.length);
  return {
    ...base,
    checked: ['RETAILER', 'TRANSACTION', 'CHANNEL'],
    current: 'OFFERINFORMATION',
    info: {
      ...emptyOfferInfo(),
      supplierId: offer.supplierOffersId[0] ?? '',
      logo: offer.displayInformation.logo || null,
      offerDescription: offer.displayInformation.description,
      offerName: offer.offerName,
      link: offer.displayInformation.link,
      country: offer.country,
      currency: offer.currency,
      offerType: offer.offerType,
      category: offer.displayInformation.categories[0] ?? null,
      lengthOfTime: offer.lengthOfTime,
      matchAgainst: offer.offerValidFor,
      selectedChannelIds: offer.offerValidFor === 'SPECIFIC_CHANNELS' ? offer.channelIds : [],
      spendingCapped: offer.spendingCapped,
      spendingCapAmount: offer.spendingCapAmount,
      superMatch: offer.superMatch,
      unenrichedCreditorsStrings: offer.unenrichedCreditorsStrings,
    },
    rules: offer.cashbackRules.length ? rulesFrom(offer.cashbackRules, 'own') : base.rules,
  };
}
