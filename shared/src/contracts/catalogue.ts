import { z } from 'zod';
import { dayString } from '../common/dates';
import { defineEndpoint } from '../common/endpoint';
import {
  catalogueSorts,
  channelTypes,
  conditionTypes,
  customerTypes,
  matchAgainst,
  offerApprovals,
  offerTypes,
  offerUsageTypes,
  valueTypes,
} from '../common/enums';
import { idParam } from '../common/ids';
import { commaList, paged, pageQuery, sortParam } from '../common/paging';
import { pounds } from './common-schemas';

const tag = 'Catalogue';
const count = z.number().int().min(0);

/** Most offer ids offer-by-ids takes in one call. */
export const MAX_OFFER_IDS = 100;
/** Most periods one analytics answer holds (366 days by day, or longer windows by coarser intervals). */
export const MAX_GRAPH_PERIODS = 400;

export const analyticsIntervals = ['day', 'week', 'month', 'year'] as const;
export type AnalyticsInterval = (typeof analyticsIntervals)[number];

/** A MID group of a retailer (spec 1 §3 Channel). */
export const channelSchema = z.object({
  id: z.string(),
  channelName: z.string(),
  address: z.string().nullable(),
  city: z.string().nullable(),
  postcode: z.string().nullable(),
  channelType: z.enum(channelTypes),
  mids: z.array(z.string()),
});
export type Channel = z.infer<typeof channelSchema>;

/** A catalogue row (spec 1 §3 Retailer without analytics). */
export const retailerSummarySchema = z.object({
  id: z.string(),
  retailerName: z.string(),
  logo: z.string(),
  retailerWebsite: z.string(),
  personalisationCategories: z.array(z.string()),
  /** Ids of the retailer's visible offers (of the requested types when a type filter is given). */
  offers: z.array(z.string()),
  /** Every type among the retailer's visible offers. */
  offerType: z.array(z.enum(offerTypes)),
  channels: z.array(channelSchema),
});
export type RetailerSummary = z.infer<typeof retailerSummarySchema>;

/** One bar of the retailer charts; `id` names the period (see retailerDetail). */
export const graphPointSchema = z.object({ id: z.string(), transactionCount: count, transactionVolume: pounds });
export type GraphPoint = z.infer<typeof graphPointSchema>;

/** The retailer page (spec 1 §2.9): the retailer plus the caller's own figures over the window. */
export const retailerDetailSchema = retailerSummarySchema.extend({
  retailerAnalytics: z.object({
    transactionVolume: pounds,
    transactionCount: count,
    cashbackVolume: pounds,
    cashbackCount: count,
  }),
  allTransactionsAnalysis: z.object({ totalTransactionVolume: pounds }),
  relevantCategoriesTransactionsAnalysis: z.object({ totalTransactionVolume: pounds }),
  graphData: z.array(graphPointSchema),
  /** The window and interval the figures cover (defaults filled in), as dd-MM-yyyy. */
  startDate: z.string(),
  endDate: z.string(),
  interval: z.enum(analyticsIntervals),
});
export type RetailerDetail = z.infer<typeof retailerDetailSchema>;

/** Cashback value (spec 1 §3): FIXED amounts and `maximum` in pounds (currency units), percentages as plain percents. */
export const cashbackValueSchema = z.object({
  type: z.enum(valueTypes),
  endUserValue: z.number().nullable(),
  clientValue: z.number().nullable(),
  /** What the publisher and its end user share: the offer's total cashback. */
  maxAvailableValue: z.number(),
  maximum: z.number().nullable(),
});

export const cashbackConditionSchema = z.object({
  type: z.enum(conditionTypes),
  /** Currency units, compared with the transaction's absolute amount. */
  lowerBound: z.number().nullable(),
  upperBound: z.number().nullable(),
  fixedDistributorCommission: z.boolean(),
  value: cashbackValueSchema,
});

export const cashbackRuleSchema = z.object({
  offerUsageType: z.enum(offerUsageTypes),
  customerType: z.enum(customerTypes),
  lapsedInDays: z.number().int().nullable(),
  conditions: z.array(cashbackConditionSchema),
});
export type CashbackRuleDto = z.infer<typeof cashbackRuleSchema>;

export const offerRetailerSchema = retailerSummarySchema.pick({
  id: true,
  retailerName: true,
  logo: true,
  retailerWebsite: true,
  personalisationCategories: true,
});

/** The Offer entity of spec 1 §3. */
export const offerSchema = z.object({
  id: z.string(),
  retailer: offerRetailerSchema,
  /** A supplier of `suppliers`, or the owning publisher's id for its own offers (shown as is). */
  supplier: z.string(),
  ownerId: z.string(),
  country: z.string(),
  currency: z.string(),
  offerType: z.enum(offerTypes),
  validFor: z.enum(matchAgainst),
  superMatch: z.boolean(),
  unenrichedCreditorsStrings: z.array(z.string()),
  spendingCapped: z.boolean(),
  /** Most cashback per transaction, in the offer currency; null when not capped. */
  spendingCapAmount: pounds.nullable(),
  displayInformation: z.object({ logo: z.string(), retailerName: z.string(), description: z.string(), link: z.string() }),
  channels: z.array(channelSchema),
  cashbackRules: z.array(cashbackRuleSchema),
});
export type Offer = z.infer<typeof offerSchema>;

/** A programme offer made from an own offer: its id (po_…) and where it stands. */
export const ownOfferProgrammeSchema = z.object({ id: z.string(), offerApproval: z.enum(offerApprovals), active: z.boolean() });

/** An own-offer list item (spec 2 §3 'Offer list item'): the offer, with `offers`, the programme offers made from it in this partition. */
export const ownOfferListItemSchema = offerSchema.extend({ offers: z.array(ownOfferProgrammeSchema) });

/** "PAYMENT,ONLINE": a comma list of offer types; absent or empty means every type. */
const typeFilter = commaList(z.enum(offerTypes, { error: `Offer type must be one of ${offerTypes.join(', ')}` })).optional();
const sort = sortParam(catalogueSorts, 'MOSTPOPULAR');

export const catalogueEndpoints = {
  retailers: defineEndpoint({
    id: 'catalogue.retailers', tag, method: 'GET', path: '/catalogue/retailer',
    summary: 'Retailers with visible offers, filtered by offer type and ordered by popularity or name',
    query: pageQuery.extend({ type: typeFilter, sort }),
    response: paged(retailerSummarySchema),
  }),
  retailerSearch: defineEndpoint({
    id: 'catalogue.retailerSearch', tag, method: 'GET', path: '/catalogue/retailer-search',
    summary: 'Retailers whose name contains the search text (case-insensitive), optionally in one category',
    query: pageQuery.extend({
      search: z.string().trim().max(100, 'Search text is at most 100 characters').default(''),
      category: z.string().trim().max(100).default(''),
      type: typeFilter,
      sort,
    }),
    response: paged(retailerSummarySchema),
  }),
  retailerDetail: defineEndpoint({
    id: 'catalogue.retailerDetail', tag, method: 'GET', path: '/catalogue/retailer/:retailerId',
    summary:
      "A retailer with the caller's transaction and cashback figures over a window (dd-MM-yyyy; default: start of " +
      'the month two months back to the end of this month) per interval (default week). Period ids: day and week ' +
      "(weeks start on Monday) 'dd-MM-yyyy' of the first day, month 'MM-yyyy', year 'yyyy'.",
    params: z.object({ retailerId: idParam }),
    query: z.object({
      startDate: dayString.optional(),
      endDate: dayString.optional(),
      interval: z.enum(analyticsIntervals, { error: `Interval must be one of ${analyticsIntervals.join(', ')}` }).default('week'),
    }),
    response: retailerDetailSchema,
  }),
  offer: defineEndpoint({
    id: 'catalogue.offer', tag, method: 'GET', path: '/catalogue/offer/:offerId',
    summary: 'One offer with its retailer, channels and cashback rules',
    params: z.object({ offerId: idParam }),
    response: offerSchema,
  }),
  ownOffers: defineEndpoint({
    id: 'catalogue.ownOffers', tag, method: 'GET', path: '/catalogue/offer/byoo',
    summary: "The caller's own offers (spec 2 §2.3 'Your own offers'), newest first, optionally of some offer types",
    query: pageQuery.extend({ type: typeFilter }),
    response: paged(ownOfferListItemSchema),
  }),
  offersByIds: defineEndpoint({
    id: 'catalogue.offersByIds', tag, method: 'GET', path: '/catalogue/offer-by-ids',
    summary: `Offers by id (comma list, at most ${MAX_OFFER_IDS}); ids that are unknown or not visible are left out`,
    query: z.object({
      offerId: commaList(idParam)
        .pipe(z.array(z.string()).max(MAX_OFFER_IDS, `At most ${MAX_OFFER_IDS} offer ids per call`))
        .default([]),
    }),
    response: z.array(offerSchema),
  }),
};
