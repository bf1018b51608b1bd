import { z } from 'zod';
import {
  channelTypes,
  conditionTypes,
  customerTypes,
  matchAgainst,
  offerApprovals,
  offerCategories,
  offerUsageTypes,
  retailerCategories,
  valueTypes,
} from '../common/enums';
import { idParam } from '../common/ids';
import { ownOfferTypes } from '../rules/own-offer-information';
import { epochMs, pounds } from './common-schemas';
import { enrichedCreditorDataSchema, transactionAmountSchema } from './playground';

/**
 * Bring your own offer (spec 2 §2.2 wizard, §3 entities, §7 calls). Payloads are checked for shape
 * here; the wizard's rules (rules/own-offer-*.ts) are checked by the server with the same functions
 * the wizard uses, and a 400 lists every problem. Amounts are pounds; percentages plain percents.
 */

/** Most channel ids one channels-by-id call takes. */
export const MAX_CHANNEL_IDS = 200;
/** Page size of the channel, retailer and own offer lists (spec 2 §9). */
export const OWN_OFFERS_PAGE_SIZE = 25;

/**
 * Open-banking status of a retailer (spec 2 §2.2 step 1), from the engine: YES when transactions
 * enrich to it ('{retailer} is open banking compatible'), NO when it is marked as not compatible
 * ('... is not open banking compatible'), UNKNOWN otherwise ("We're not sure if ...").
 */
export const openBankingStatuses = ['YES', 'NO', 'UNKNOWN'] as const;
export type OpenBankingStatus = (typeof openBankingStatuses)[number];

const text = (max: number) => z.string().max(max, `At most ${max} characters`);

/** Retailer (own offer) of spec 2 §3: a platform retailer or one the caller created. */
export const ownRetailerSchema = z.object({
  id: z.string(),
  retailerName: z.string(),
  retailerWebsite: z.string(),
  /** A hosted media URL once a logo was uploaded (or the platform's logo). */
  logo: z.string(),
  monthlyWebVisits: z.number().nullable(),
  goodForBusiness: z.boolean().nullable(),
  luxury: z.boolean().nullable(),
  subscription: z.boolean().nullable(),
  /** What the publisher answered in the transaction step; null for platform retailers. */
  openBankingPublisherCompatible: z.boolean().nullable(),
  /** The engine's open-banking status (spelling as in the spec). */
  obCompatiable: z.enum(openBankingStatuses),
  personalisationCategories: z.array(z.string()),
  /** True for a retailer the caller created (its own partition); false for platform retailers. */
  ownRetailer: z.boolean(),
});
export type OwnRetailer = z.infer<typeof ownRetailerSchema>;

/** Retailer create payload (spec 2 §3); the logo file follows with upload-image. */
export const retailerCreateSchema = z.object({
  retailerName: text(300).nullish(),
  /** The bank description tested in the transaction step: the engine then knows the retailer by it. */
  retailerOpenBankingDescription: text(500).nullish(),
  /** A logo already hosted (a media URL this server handed out); usually empty, the upload follows. */
  providedLogo: text(2000).nullish(),
  providedWebsite: text(300).nullish(),
  /** The publisher's yes or no: is the brand compatible with the matching engine. */
  obPublisherCompatible: z.boolean().nullish(),
  monthlyWebVisits: z.number().nullish(),
  goodForBusiness: z.boolean().nullish(),
  luxury: z.boolean().nullish(),
  subscription: z.boolean().nullish(),
  /** Not in the spec's payload: the retailer category (spec 2 §9), 'Not enough information' when left out. */
  category: z.enum(retailerCategories, { error: 'Choose one of the retailer categories' }).optional(),
});
export type RetailerCreate = z.infer<typeof retailerCreateSchema>;

/** Channel (MID group) of spec 2 §3. */
export const ownChannelSchema = z.object({
  channelId: z.string(),
  retailerId: z.string(),
  channelName: z.string(),
  channelType: z.enum(channelTypes),
  address: z.string().nullable(),
  city: z.string().nullable(),
  postcode: z.string().nullable(),
  website: z.string().nullable(),
  mids: z.array(z.string()),
  /** True for a channel the caller created (only those can be deleted). */
  ownChannel: z.boolean(),
});
export type OwnChannel = z.infer<typeof ownChannelSchema>;

/** The channel payload: fields per type are checked by channelProblems (rules/own-offer-channel.ts). */
export const channelCreateSchema = z.object({
  retailerId: idParam,
  channelName: text(300).nullish(),
  channelType: z.enum(channelTypes, { error: `Channel type must be one of ${channelTypes.join(', ')}` }).default('ONLINE'),
  website: text(300).nullish(),
  address: text(300).nullish(),
  city: text(300).nullish(),
  postcode: text(300).nullish(),
  mids: z.array(text(100)).max(10_000).default([]),
});
export type ChannelCreate = z.infer<typeof channelCreateSchema>;

/** Value of a condition (spec 2 §3): FIXED figures and maximum in pounds, percentages as percents. */
export const ownCashbackValueSchema = z.object({
  type: z.enum(valueTypes).nullish(),
  totalValue: z.number().nullish(),
  /** Derived by the server (totalValue less supplierValue and cashloopValue); a sent value is ignored. */
  maxAvailableValue: z.number().nullish(),
  maximum: z.number().nullish(),
  endUserValue: z.number().nullish(),
  supplierValue: z.number().nullish().transform((v) => v ?? 0),
  /** The '{product}Value' of the spec. */
  cashloopValue: z.number().nullish().transform((v) => v ?? 0),
  clientValue: z.number().nullish(),
});

export const ownCashbackConditionSchema = z.object({
  type: z.enum(conditionTypes).nullish(),
  lowerBound: z.number().nullish(),
  upperBound: z.number().nullish(),
  fixedDistributorCommission: z.boolean().nullish(),
  value: ownCashbackValueSchema.nullish(),
});

export const ownCashbackRuleSchema = z.object({
  customerType: z.union([z.enum(customerTypes), z.literal('')]).nullish(),
  lapsedInDays: z.number().nullish(),
  offerUsageType: z.enum(offerUsageTypes).nullish().transform((v) => v ?? 'MULTI_USE'),
  conditions: z.array(ownCashbackConditionSchema).max(100).nullish(),
});
export type OwnCashbackRule = z.infer<typeof ownCashbackRuleSchema>;

/** Offer create (and edit) payload of spec 2 §3. */
export const ownOfferPayloadSchema = z.object({
  offerName: text(300).nullish(),
  retailerId: idParam,
  offerType: z.enum(ownOfferTypes, { error: `Offer type must be one of ${ownOfferTypes.join(', ')}` }).nullish(),
  /** One item: the supplier id of the form. */
  supplierOffersId: z.array(text(300)).max(1, 'One supplier id').default([]),
  /** The match-against value. */
  offerValidFor: z.enum(matchAgainst, { error: `Match against must be one of ${matchAgainst.join(', ')}` }).nullish(),
  /** SPECIFIC_CHANNELS: the chosen channels; ALL_CHANNELS: ignored, every channel of the retailer is taken. */
  channelIds: z.array(idParam).max(1_000).default([]),
  spendingCapped: z.boolean().default(false),
  spendingCapAmount: pounds.nullish(),
  lengthOfTime: z.number().nullish(),
  cashbackRules: z.array(ownCashbackRuleSchema).max(100).default([]),
  country: text(100).nullish(),
  currency: text(10).nullish(),
  superMatch: z.boolean().default(false),
  unenrichedCreditorsStrings: z.array(text(300)).max(200).default([]),
  displayInformation: z.object({
    retailerName: text(300).nullish(),
    /** A hosted media URL or the retailer's logo; empty when the image upload follows creation. */
    logo: text(2000).nullish(),
    description: text(5000).nullish(),
    categories: z.array(z.enum(offerCategories, { error: `Categories are ${offerCategories.join(', ')}` })).max(14).default([]),
    termsAndConditions: text(10_000).nullish(),
    banner: text(2000).nullish(),
    link: text(2000).nullish(),
  }),
});
export type OwnOfferPayload = z.infer<typeof ownOfferPayloadSchema>;
export type OwnOfferPayloadInput = z.input<typeof ownOfferPayloadSchema>;

/** Offer create answer (spec 2 §7): the id and the retailer id the wizard goes to. */
export const ownOfferCreatedSchema = z.object({ id: z.string(), retailer: z.object({ id: z.string() }) });

/** The offer's place in the programme after an edit: back to PENDING when it was in it. */
export const ownOfferSavedSchema = ownOfferCreatedSchema.extend({
  programmeOffer: z.object({ id: z.string(), offerApproval: z.enum(offerApprovals), active: z.boolean() }).nullable(),
});

/** An own offer as its payload (to prefill the wizard for /edit-offer/{offerId}), with its retailer and programme state. */
export const ownOfferDetailSchema = z.object({
  id: z.string(),
  retailer: ownRetailerSchema,
  offerName: z.string(),
  offerType: z.enum(ownOfferTypes),
  supplierOffersId: z.array(z.string()),
  offerValidFor: z.enum(matchAgainst),
  channelIds: z.array(z.string()),
  spendingCapped: z.boolean(),
  spendingCapAmount: pounds.nullable(),
  lengthOfTime: z.number().int().nullable(),
  cashbackRules: z.array(
    z.object({
      customerType: z.enum(customerTypes),
      lapsedInDays: z.number().int().nullable(),
      offerUsageType: z.enum(offerUsageTypes),
      conditions: z.array(
        z.object({
          type: z.enum(conditionTypes),
          lowerBound: z.number().nullable(),
          upperBound: z.number().nullable(),
          fixedDistributorCommission: z.boolean(),
          value: z.object({
            type: z.enum(valueTypes),
            totalValue: z.number(),
            maxAvailableValue: z.number(),
            maximum: z.number().nullable(),
            endUserValue: z.number().nullable(),
            supplierValue: z.number(),
            cashloopValue: z.number(),
            clientValue: z.number().nullable(),
          }),
        }),
      ),
    }),
  ),
  country: z.string(),
  currency: z.string(),
  superMatch: z.boolean(),
  unenrichedCreditorsStrings: z.array(z.string()),
  displayInformation: z.object({
    retailerName: z.string(),
    logo: z.string(),
    description: z.string(),
    categories: z.array(z.string()),
    termsAndConditions: z.string().nullable(),
    banner: z.string().nullable(),
    link: z.string(),
  }),
  createdOn: epochMs,
  updatedOn: epochMs,
  programmeOffer: ownOfferSavedSchema.shape.programmeOffer,
});
export type OwnOfferDetail = z.infer<typeof ownOfferDetailSchema>;

export const testEnrichmentRequestSchema = z.object({
  description: z.string({ error: 'Enter a bank description' }).trim().min(1, 'Enter a bank description').max(500, 'At most 500 characters'),
  /** Pounds; always taken as spend (made negative). Default -100. */
  amount: z.number().refine((n) => n !== 0 && Math.abs(n) <= 1_000_000, 'Enter an amount other than zero, at most 1,000,000').default(-100),
  /** Optional: the retailer the wizard checks; the answer then says whether the description enriches to it. */
  retailerId: idParam.optional(),
});

export const testEnrichmentResponseSchema = z.object({
  transactionData: z.object({
    remittanceInformationUnstructured: z.string(),
    transactionAmount: transactionAmountSchema,
    enrichedCreditorData: enrichedCreditorDataSchema.nullable(),
  }),
  /** Whether the description enriched to the retailer named in the request; null when none was named. */
  matchesRetailer: z.boolean().nullable(),
});

/** An image upload's answer: the hosted URL now used as the logo. */
export const ownOfferImageSchema = z.object({ id: z.string(), logo: z.string() });
