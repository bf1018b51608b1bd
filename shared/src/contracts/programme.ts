import { z } from 'zod';
import { defineEndpoint } from '../common/endpoint';
import { customerTierTypes, offerApprovals, offerTypes, programmeSorts } from '../common/enums';
import { idParam } from '../common/ids';
import { commaList, pageQuery, paged, queryBoolean, sortParam, wholeNumber } from '../common/paging';
import { isValidSplit } from '../rules/split';
import { cashbackRuleSchema } from './catalogue';
import { epochMs, okResponse, pounds } from './common-schemas';

const tag = 'Programme offers';

export const customerTierSchema = z.object({ id: z.string(), name: z.string() });

export const splitSchema = z.object({ endUser: z.number().min(0).max(100), client: z.number().min(0).max(100) });

/** An offer in the publisher's programme ("activated offer", spec 1 §3). */
export const programmeOfferSchema = z.object({
  id: z.string(),
  /** Live (true) or Deactivated; only ever true once APPROVED. */
  active: z.boolean(),
  /** When the (latest) application was made. */
  createdOn: epochMs,
  offerApproval: z.enum(offerApprovals),
  declinedReason: z.string().nullable(),
  /** When the supplier's decision is due (PENDING) and when it was made. */
  decisionDueOn: epochMs.nullable(),
  decidedOn: epochMs.nullable(),
  /** Whether it goes live as soon as it is approved. */
  activateOnApproval: z.boolean(),
  splitOfCashbackPercentage: splitSchema,
  customerTierType: z.enum(customerTierTypes),
  selectedCustomerTiers: z.array(z.string()),
  /** The selected tiers with their names, for the 'Selected tiers' audience label. */
  customerTiers: z.array(customerTierSchema),
  /** The offer's rules with the split applied (same units as the catalogue's); they replace the offer's rules on the offer page. */
  cashbackEarnings: z.array(cashbackRuleSchema),
  retailer: z.object({
    id: z.string(),
    retailerName: z.string(),
    logo: z.string(),
    retailerWebsite: z.string(),
    personalisationCategories: z.array(z.string()),
  }),
  offer: z.object({
    id: z.string(),
    offerType: z.enum(offerTypes),
    country: z.string(),
    currency: z.string(),
    spendingCapped: z.boolean(),
    /** Pounds. */
    spendingCapAmount: pounds.nullable(),
    supplier: z.string(),
    ownerId: z.string(),
    /** Set when the platform withdrew the offer; it can no longer be activated. */
    removedOn: epochMs.nullable(),
  }),
  /** The end user's headline cashback: highest percentage, and its label ('5 %', '£2'). */
  displayRules: z.array(z.object({ highestCashbackPercentageAmount: z.number(), description: z.string() })),
});
export type ProgrammeOffer = z.infer<typeof programmeOfferSchema>;

/** Apply request (spec 1 §3): defaults 50/50, activate true, all users. */
export const applyRequestSchema = z
  .object({
    splitOfCashbackPercentage: splitSchema.default({ endUser: 50, client: 50 }),
    activate: z.boolean().default(true),
    customerTierType: z.enum(customerTierTypes).default('DEFAULT'),
    /** Tier ids of this publisher; required (at least one) with TIERED, ignored otherwise. */
    selectedCustomerTiers: z.array(idParam).max(100).default([]),
  })
  .refine((b) => isValidSplit(b.splitOfCashbackPercentage), {
    message: 'splitOfCashbackPercentage: endUser and client must each be 0 to 100 and add up to 100',
    path: ['splitOfCashbackPercentage'],
  });
export type ApplyRequest = z.input<typeof applyRequestSchema>;

export const offerStatisticsSchema = z.object({
  totalActiveOffers: z.number().int(),
  totalOffersApproved: z.number().int(),
  totalPaymentLinkedOffersApproved: z.number().int(),
  totalOnlineOffersApproved: z.number().int(),
  totalClickToActivateApproved: z.number().int(),
  totalOffersPending: z.number().int(),
  totalOffersDeclined: z.number().int(),
});

/** Filters of the programme page (status) and the approvals page (offerApproval): one list, both optional. */
export const programmeListQuery = pageQuery.extend({
  type: commaList(z.enum(offerTypes)).optional(),
  sort: sortParam(programmeSorts, 'MOSTPOPULAR'),
  /** Live (true) and/or Deactivated (false). */
  status: commaList(queryBoolean).optional(),
  offerApproval: commaList(z.enum(offerApprovals)).optional(),
});

const retailerSearchQuery = programmeListQuery.extend({
  size: wholeNumber(1, 500).default(50),
  search: z.string().trim().max(100).optional(),
  /** A retailer (personalisation) category; empty means any. */
  category: z.string().trim().max(100).optional(),
});

const offerIdParams = z.object({ offerId: idParam });
const idParams = z.object({ id: idParam });

export const applyToRetailerResponse = z.object({
  /** The new applications, one per offer. */
  content: z.array(programmeOfferSchema),
  /** Offers of the retailer already PENDING or APPROVED in the programme. */
  skippedOfferIds: z.array(z.string()),
});

export const programmeEndpoints = {
  list: defineEndpoint({
    id: 'programme.list', tag, method: 'GET', path: '/activated-offer',
    summary: 'Programme offers (programme page: status filter; approvals page: offerApproval filter)',
    query: programmeListQuery,
    response: paged(programmeOfferSchema),
  }),
  retailerSearch: defineEndpoint({
    id: 'programme.retailerSearch', tag, method: 'GET', path: '/activated-offer/retailer-search',
    summary: 'Programme offers whose retailer name contains `search`, with the list filters',
    query: retailerSearchQuery,
    response: paged(programmeOfferSchema),
  }),
  declined: defineEndpoint({
    id: 'programme.declined', tag, method: 'GET', path: '/activated-offer/declined',
    summary: 'Declined applications, latest decision first',
    query: pageQuery,
    response: paged(programmeOfferSchema),
  }),
  statistics: defineEndpoint({
    id: 'programme.statistics', tag, method: 'GET', path: '/activated-offer/statistics',
    summary: 'Counts of programme offers by approval, type and availability',
    response: offerStatisticsSchema,
  }),
  forRetailer: defineEndpoint({
    id: 'programme.forRetailer', tag, method: 'GET', path: '/activated-offer/retailer/:retailerId',
    summary: 'This publisher’s programme offers of one retailer',
    params: z.object({ retailerId: idParam }),
    query: pageQuery.extend({ size: wholeNumber(1, 500).default(50) }),
    response: paged(programmeOfferSchema),
  }),
  applyToRetailer: defineEndpoint({
    id: 'programme.applyToRetailer', tag, method: 'POST', path: '/activated-offer/offer/apply/retailer/:retailerId',
    summary: 'Requests approval for every available offer of a retailer not already in the programme',
    params: z.object({ retailerId: idParam }),
    body: applyRequestSchema,
    response: applyToRetailerResponse,
  }),
  applyToOffer: defineEndpoint({
    id: 'programme.applyToOffer', tag, method: 'POST', path: '/activated-offer/offer/apply/:offerId',
    summary:
      'Requests approval for one offer; on an offer already pending or approved in the programme it edits the split and ' +
      'audience instead (the Edit program offer modal), back to PENDING when they changed',
    params: offerIdParams,
    body: applyRequestSchema,
    response: programmeOfferSchema,
  }),
  edit: defineEndpoint({
    id: 'programme.edit', tag, method: 'PUT', path: '/activated-offer/offer/:id',
    summary: 'Edits split, audience or tiers of a programme offer; a change needs re-approval (back to PENDING)',
    params: idParams,
    body: applyRequestSchema,
    response: programmeOfferSchema,
  }),
  getForOffer: defineEndpoint({
    id: 'programme.getForOffer', tag, method: 'GET', path: '/activated-offer/offer/get/:offerId',
    summary: 'The programme offer of this publisher for an offer (404 when it is not in the programme)',
    params: offerIdParams,
    response: programmeOfferSchema,
  }),
  activate: defineEndpoint({
    id: 'programme.activate', tag, method: 'POST', path: '/activated-offer/offer/activate/:id',
    summary: 'Makes an APPROVED programme offer live',
    params: idParams,
    response: programmeOfferSchema,
  }),
  deactivate: defineEndpoint({
    id: 'programme.deactivate', tag, method: 'POST', path: '/activated-offer/offer/deactivate/:id',
    summary: 'Takes an APPROVED programme offer offline',
    params: idParams,
    response: programmeOfferSchema,
  }),
  remove: defineEndpoint({
    id: 'programme.remove', tag, method: 'DELETE', path: '/activated-offer/offer/delete/:id',
    summary: 'Removes a platform-owned offer from the programme; applying again needs a new approval',
    params: idParams,
    response: okResponse,
  }),
  deleteOwnOffer: defineEndpoint({
    id: 'programme.deleteOwnOffer', tag, method: 'DELETE', path: '/bring-your-own-offer/offer/:offerId',
    summary: 'Deletes an own offer of this publisher and takes it out of the programme',
    params: offerIdParams,
    response: okResponse,
  }),
  tiersForOffers: defineEndpoint({
    id: 'programme.tiersForOffers', tag, method: 'GET', path: '/customer-tier/for-offers',
    summary: 'This publisher’s customer tiers, for the audience choice of an application',
    response: z.array(customerTierSchema),
  }),
};
