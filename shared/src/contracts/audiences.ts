import { z } from 'zod';
import { defineEndpoint } from '../common/endpoint';
import { audiencePeriods, spendConditions } from '../common/enums';
import { idParam } from '../common/ids';
import { pageQuery, paged, wholeNumber } from '../common/paging';
import { epochMs, okResponse, pounds } from './common-schemas';

const tag = 'Audiences';

/** Spec 2 §9: audience table and retailer search pages hold 50. */
export const AUDIENCE_PAGE_SIZE = 50;
export const DEFAULT_AUDIENCE_PERIOD = 30;

export const AUDIENCE_NEEDS_A_RULE = 'An audience needs at least one rule: add an overall spend rule or a retailer rule';
export const SEGMENT_NEEDS_A_CONDITION = 'A retailer segment needs at least one retailer condition';

/** A retailer as the audience screens show it (list row, retailer search). */
export const audienceRetailerSchema = z.object({
  id: z.string(),
  retailerName: z.string(),
  logo: z.string(),
  retailerWebsite: z.string(),
});
export type AudienceRetailer = z.infer<typeof audienceRetailerSchema>;

const amountField = z
  .number({ error: 'Enter an amount in pounds' })
  .positive('The amount must be more than £0')
  .max(10_000_000, 'The amount must be at most £10,000,000');

const spendCondition = z.enum(spendConditions, { error: `The condition must be one of ${spendConditions.join(', ')}` });

/** One rule on the end user's spend over the period (pounds). */
export const demographicConditionSchema = z.object({ condition: spendCondition, amount: amountField });

/** One rule on the end user's spend at a retailer, named by its website; the screen's retailerName and logo are dropped. */
export const retailerConditionSchema = z.object({
  retailerWebsite: z.string().trim().min(1, 'Choose a retailer for every retailer rule').max(300),
  condition: spendCondition,
  amount: amountField,
});

export const retailerSegmentSchema = z.object({
  operand: z.literal('AND').default('AND'),
  retailerConditions: z.array(retailerConditionSchema).max(20),
});

/** Spec 2 §3 "Audience (create)"; amounts in pounds. Only the first retailer segment is used (spec 2 §9). */
export const createAudienceSchema = z
  .object({
    name: z.string().trim().min(1, 'Enter a name for the audience').max(100, 'The name must be at most 100 characters'),
    period: z
      .literal(audiencePeriods, { error: `The period must be one of ${audiencePeriods.join(', ')} days` })
      .default(DEFAULT_AUDIENCE_PERIOD),
    demographicConditions: z.array(demographicConditionSchema).max(20).default([]),
    retailerSegments: z.array(retailerSegmentSchema).max(5).default([]),
  })
  .superRefine((a, ctx) => {
    const segment = a.retailerSegments[0];
    if (segment && segment.retailerConditions.length === 0) {
      ctx.addIssue({ code: 'custom', message: SEGMENT_NEEDS_A_CONDITION, path: ['retailerSegments', 0, 'retailerConditions'] });
    } else if (a.demographicConditions.length === 0 && !segment) {
      ctx.addIssue({ code: 'custom', message: AUDIENCE_NEEDS_A_RULE, path: ['demographicConditions'] });
    }
  });
export type CreateAudience = z.input<typeof createAudienceSchema>;

/** Spec 2 §3 "Audience (list)": size and the spend of its members (at the first rule's retailer when there is one). */
export const audienceSchema = z.object({
  id: z.string(),
  name: z.string(),
  period: z.number().int(),
  /** End users matching the rules over the period, as of evaluatedOn. */
  size: z.number().int().min(0),
  /** The first retailer condition's retailer; null for spend-only audiences. */
  retailer: audienceRetailerSchema.nullable(),
  /** |spend| of the members over the period, pounds, 2 decimals. */
  transactionVolume: pounds,
  createdOn: epochMs,
  evaluatedOn: epochMs,
});
export type Audience = z.infer<typeof audienceSchema>;

const listQuery = pageQuery.extend({ size: wholeNumber(1, 500).default(AUDIENCE_PAGE_SIZE) });

export const audienceEndpoints = {
  list: defineEndpoint({
    id: 'audiences.list', tag, method: 'GET', path: '/audience',
    summary: 'The publisher’s audiences, newest first, with size and transaction volume over their rolling period; `search` filters by name',
    query: listQuery.extend({ search: z.string().trim().max(100).optional() }),
    response: paged(audienceSchema),
  }),
  create: defineEndpoint({
    id: 'audiences.create', tag, method: 'POST', path: '/audience',
    summary: 'Creates an audience from spend rules and evaluates it against the end users’ transactions',
    body: createAudienceSchema,
    response: audienceSchema,
  }),
  remove: defineEndpoint({
    id: 'audiences.remove', tag, method: 'DELETE', path: '/audience/:id',
    summary: 'Deletes an audience; refused (409) while a pending or in-progress campaign targets it',
    params: z.object({ id: idParam }),
    response: okResponse,
  }),
  retailerSearch: defineEndpoint({
    id: 'audiences.retailerSearch', tag, method: 'GET', path: '/retailer/search',
    summary: 'Retailers whose name or website contains `search`, for the audience builder’s retailer rules',
    query: listQuery.extend({ search: z.string().trim().max(100).optional() }),
    response: paged(audienceRetailerSchema),
  }),
};
