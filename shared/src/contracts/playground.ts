import { z } from 'zod';
import { defineEndpoint } from '../common/endpoint';
import { cashbackStatuses, offerTypes } from '../common/enums';
import { epochMs, pounds } from './common-schemas';

/** Longest description the playground takes (bank descriptions are far shorter). */
export const PLAYGROUND_DESCRIPTION_MAX = 500;
/** Largest |amount| in pounds: anything bigger is a typo, not a card transaction. */
export const PLAYGROUND_AMOUNT_MAX = 1_000_000;

/**
 * Playground request (spec 1 §3). The amount is in pounds; a positive amount is taken as spend
 * (the client negates it before sending and the server negates it again if one arrives).
 */
export const playgroundRequestSchema = z.object({
  description: z
    .string({ error: 'Enter a transaction description' })
    .trim()
    .min(1, 'Enter a transaction description')
    .max(PLAYGROUND_DESCRIPTION_MAX, `At most ${PLAYGROUND_DESCRIPTION_MAX} characters`),
  amount: z
    .number({ error: 'Enter the amount as a number' })
    .refine((n) => n !== 0, 'Enter an amount other than zero')
    .refine((n) => Math.abs(n) <= PLAYGROUND_AMOUNT_MAX, `At most ${PLAYGROUND_AMOUNT_MAX} pounds`),
  /** Optional card acquirer MID (API only): tests channel-specific offers the way a bank feed would. */
  mid: z
    .string()
    .trim()
    .max(50, 'At most 50 characters')
    .regex(/^[A-Za-z0-9-]*$/, 'Letters, digits and dashes only')
    .optional(),
});
export type PlaygroundRequest = z.infer<typeof playgroundRequestSchema>;

export const transactionAmountSchema = z.object({ amount: pounds, currency: z.string() });

/** What enrichment found; null when no merchant was identified. */
export const enrichedCreditorDataSchema = z.object({
  merchant: z.string(),
  logo: z.string(),
  website: z.string(),
  /** The retailer's personalisation categories, then the channel type ('Online', 'In store'...). */
  labels: z.array(z.string()),
  retailerId: z.string(),
  /** 0..1: 1 by MID, 0.95 exact alias, 0.85–0.9 alias in the text, lower when found fuzzily. */
  confidence: z.number().min(0).max(1),
});

/** One offer the transaction could earn on; displayRules[0].description is what the screen shows. */
export const playgroundOfferSchema = z.object({
  id: z.string(),
  offerType: z.enum(offerTypes),
  /** PROGRAMME: a live offer of the caller's programme; CATALOGUE: offered, not in the programme yet. */
  source: z.enum(['PROGRAMME', 'CATALOGUE']),
  programmeOfferId: z.string().nullable(),
  currency: z.string(),
  /** Why a card-linked programme offer does not apply to this transaction (channel, currency); null when it does. */
  notApplicableReason: z.string().nullable(),
  displayRules: z.array(z.object({ description: z.string() })),
});

export const payoutDataSchema = z.object({
  endUserCashbackReceivable: pounds,
  publisherCashbackReceivable: pounds,
  currency: z.string(),
});

/** The cashback object of spec 3 §3 as it would look at one status. */
export const cashbackSampleSchema = z.object({
  id: z.string(),
  createdOn: epochMs,
  updatedOn: epochMs,
  status: z.enum(cashbackStatuses),
  endUserId: z.string(),
  transactionId: z.string(),
  programOffer: z.object({
    id: z.string(),
    offerId: z.string(),
    retailer: z.object({ id: z.string(), retailerName: z.string(), logo: z.string() }),
  }),
  transactionAmount: transactionAmountSchema,
  payoutData: payoutDataSchema,
  beingVerifiedOn: epochMs.nullable(),
  verifiedOn: epochMs.nullable(),
  receivedOn: epochMs.nullable(),
  declinedReason: z.string().nullable(),
});
export type CashbackSample = z.infer<typeof cashbackSampleSchema>;

/** Playground response (spec 1 §3): a dry run, nothing is written. */
export const playgroundResponseSchema = z.object({
  transactionData: z.object({
    remittanceInformationUnstructured: z.string(),
    transactionAmount: transactionAmountSchema,
    enrichedCreditorData: enrichedCreditorDataSchema.nullable(),
    offersAvailable: z.array(playgroundOfferSchema),
  }),
  /** From the first PAYMENT offer that applies and yields cashback; null otherwise. */
  cashbackObject: cashbackSampleSchema.nullable(),
  cashbackCreated: cashbackSampleSchema.nullable(),
  cashbackBeingVerified: cashbackSampleSchema.nullable(),
  cashbackVerified: cashbackSampleSchema.nullable(),
  cashbackReceived: cashbackSampleSchema.nullable(),
});
export type PlaygroundResponse = z.infer<typeof playgroundResponseSchema>;
export type PlaygroundOffer = z.infer<typeof playgroundOfferSchema>;

/** The transaction playground (spec 1 §2.15) */
export const playgroundEndpoints = {
  test: defineEndpoint({
    id: 'playground.test', tag: 'Playground', method: 'POST', path: '/playground',
    summary: 'Enrich a transaction description, match it to offers and show the cashback it would earn (writes nothing)',
    body: playgroundRequestSchema,
    response: playgroundResponseSchema,
  }),
};
