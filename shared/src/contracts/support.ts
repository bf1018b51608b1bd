import { z } from 'zod';
import { defineEndpoint } from '../common/endpoint';
import { customerTierTypes, matchAgainst, offerApprovals, offerTypes, supportActions, supportLevels, supportSorts, transactionTypes } from '../common/enums';
import { idParam } from '../common/ids';
import { commaList, paged, pageQuery, queryBoolean, sortParam } from '../common/paging';
import { cashbackRuleSchema, channelSchema } from './catalogue';
import { epochMs, pounds } from './common-schemas';
import { cashbackObjectSchema } from './ledger';

const tag = 'Support tickets';

/** Spec 3 §9: the list and the ticket's action log page by 25. */
export const SUPPORT_PAGE_SIZE = 25;
export const ACTION_LOG_PAGE_SIZE = 25;

/** The value this product gives the spec's unnamed "escalation to the cashback technology provider". */
export const ESCALATION_ACTION = 'ESCALATED_TO_CASHBACK_PROVIDER' satisfies (typeof supportActions)[number];

export const supportLevelSchema = z.enum(supportLevels, { error: `Support level must be one of ${supportLevels.join(', ')}` });
export const supportActionSchema = z.enum(supportActions, { error: `Action must be one of ${supportActions.join(', ')}` });
export type SupportAction = z.infer<typeof supportActionSchema>;

/** Ticket list row (spec 3 §3). */
export const supportTicketRowSchema = z.object({
  id: z.string(),
  resolved: z.boolean(),
  endUserId: z.string(),
  transactionDescription: z.string().nullable(),
  programOfferRequested: z.object({ id: z.string() }).nullable(),
  supportLevel: supportLevelSchema,
  createdOn: epochMs,
  updatedOn: epochMs,
});
export type SupportTicketRow = z.infer<typeof supportTicketRowSchema>;

/** The expected offer as the ticket view shows it (spec 3 §3 Program offer (ticket view)). */
export const ticketProgramOfferSchema = z.object({
  id: z.string(),
  retailer: z.object({ id: z.string(), logo: z.string(), retailerName: z.string() }),
  offerApproval: z.enum(offerApprovals),
  active: z.boolean(),
  createdOn: epochMs,
  /** Names of the tiers the offer is limited to (TIERED). */
  selectedSegments: z.array(z.string()),
  customerTierType: z.enum(customerTierTypes),
  offer: z.object({
    id: z.string(),
    country: z.string(),
    currency: z.string(),
    validFor: z.enum(matchAgainst),
    offerType: z.enum(offerTypes),
    spendingCapped: z.boolean(),
    spendingCapAmount: pounds.nullable(),
    /** Earned on open-banking card transactions (PAYMENT, CLICK_TO_ACTIVATE). */
    obPublisherCompatible: z.boolean(),
    channels: z.array(channelSchema),
  }),
  /** The offer's rules with the programme's split applied. */
  cashbackEarnings: z.array(cashbackRuleSchema),
});
export type TicketProgramOffer = z.infer<typeof ticketProgramOfferSchema>;

export const actionLogEntrySchema = z.object({ actions: z.string(), notes: z.string() });

/** The ticket itself (spec 3 §3 missedTransactionQuery). */
export const missedTransactionQuerySchema = z.object({
  id: z.string(),
  endUserId: z.string(),
  /** Null once the transaction was deleted. */
  transactionId: z.string().nullable(),
  programOfferRequested: ticketProgramOfferSchema.nullable(),
  supportLevel: supportLevelSchema,
  resolved: z.boolean(),
  createdOn: epochMs,
  updatedOn: epochMs,
  resolvedOn: epochMs.nullable(),
  endUserMessage: z.string(),
  /** One page of the log, keyed `yyyy-LL-dd HH:mm:ss` on the virtual clock (UTC), newest first. */
  actionLog: z.record(z.string(), actionLogEntrySchema),
  /** How many log entries (distinct timestamps) there are in all, for the log's paging. */
  actionLogTotalElements: z.number().int().min(0),
  /** The programme offers (po_…, as programOfferRequested) the latest RE_RUN_TRANSACTION matched ('New Offer Matches'); empty before any re-run. */
  identifiedProgramOffer: z.array(z.object({ id: z.string(), retailer: z.object({ retailerName: z.string() }) })),
  cashbackObjectListGeneratedOrginally: z.array(cashbackObjectSchema),
  cashbackObjectsGeneratedOnReGeneration: z.array(cashbackObjectSchema),
});

/** The ticket's transaction with its enrichment (spec 3 §3 Enriched transaction, ticket view). */
export const ticketTransactionSchema = z.object({
  id: z.string(),
  internalTransactionId: z.string(),
  transactionType: z.enum(transactionTypes),
  endUserId: z.string(),
  bookingDateTime: epochMs,
  transactionAmount: z.object({ amount: pounds, currency: z.string() }),
  remittanceInformationUnstructured: z.string(),
  additionalCardData: z.object({ mid: z.string().nullable() }),
  enrichedCreditorData: z.object({ logo: z.string(), merchant: z.string(), website: z.string(), labels: z.array(z.string()) }).nullable(),
  /** Programme offers matched to it (ids of the offers). */
  offersAvailable: z.array(z.object({ id: z.string() })),
});

export const ticketEndUserSchema = z.object({
  id: z.string(),
  customerTiers: z.array(z.string()),
  assignedProgramOffers: z.array(z.string()),
});

export const offerActivationSchema = z.object({
  id: z.string(),
  programOfferId: z.string(),
  activationDate: epochMs,
  expiryDate: epochMs,
  /** Whether the expiry is in the future on the platform's (virtual) clock. */
  currentlyActive: z.boolean(),
});

/** GET and POST /support/{ticketId} answer (spec 3 §3 Ticket response envelope). */
export const ticketEnvelopeSchema = z.object({
  missedTransactionQuery: missedTransactionQuerySchema,
  transactionData: ticketTransactionSchema.nullable(),
  /** Every cashback of the ticket's transaction. */
  cashbackObjectList: z.array(cashbackObjectSchema),
  endUser: ticketEndUserSchema,
  /** The end user's activations of the expected offer's retailer's programme offers. */
  endUserOfferActivations: z.array(offerActivationSchema),
});
export type TicketEnvelope = z.infer<typeof ticketEnvelopeSchema>;

const filters = {
  resolved: queryBoolean.optional(),
  /** A comma list of levels; absent or empty means every level. */
  supportLevel: commaList(supportLevelSchema).optional(),
};

/** Spec 3 §2.9: `search` is an end user id; it narrows the list to that user's tickets (empty means no search). */
export const supportListQuery = pageQuery.extend({ sort: sortParam(supportSorts, 'LATEST'), ...filters, search: z.string().trim().max(100).optional() });
export const supportUserQuery = pageQuery.extend(filters);
/** The page and size of the ticket's action log. */
export const ticketQuery = pageQuery;

export const supportActionBody = z.object({
  actions: supportActionSchema,
  notes: z.string().max(5000, 'Notes must be at most 5000 characters').default(''),
});

const ticketParams = z.object({ ticketId: idParam });
const ticketPage = paged(supportTicketRowSchema);

export const supportEndpoints = {
  list: defineEndpoint({
    id: 'support.list', tag, method: 'GET', path: '/support',
    summary: 'Support tickets of the partition, filtered by resolved, support levels and `search` (an end user id), latest or oldest first',
    query: supportListQuery,
    response: ticketPage,
  }),
  byUser: defineEndpoint({
    id: 'support.byUser', tag, method: 'GET', path: '/support/user/:userId',
    summary: "One end user's support tickets, latest first",
    params: z.object({ userId: idParam }),
    query: supportUserQuery,
    response: ticketPage,
  }),
  one: defineEndpoint({
    id: 'support.one', tag, method: 'GET', path: '/support/:ticketId',
    summary: 'A ticket with its transaction, cashback, end user and activations; page and size page its action log',
    params: ticketParams,
    query: ticketQuery,
    response: ticketEnvelopeSchema,
  }),
  act: defineEndpoint({
    id: 'support.act', tag, method: 'POST', path: '/support/:ticketId',
    summary: 'Records an action on a ticket and carries it out on the engine (re-run, generate, release, resolve, escalate)',
    params: ticketParams,
    body: supportActionBody,
    response: ticketEnvelopeSchema,
  }),
};
