import { z } from 'zod';
import { toMajor } from '../common/money';
import { testWebhookEventTypes, webhookEventTypes } from '../common/enums';
import { epochMs, pounds } from './common-schemas';

/**
 * The `data` of every webhook event, one schema per event type (decision 0043). The engine builds payloads
 * of these types, the test sender parses its samples with them, the OpenAPI document lists them and the
 * README's table follows them. Strict: a field no schema names is a contract change, not a stray key.
 * Amounts are pounds, as the ledger answers them for the same cashback.
 */
export const cashbackEventDataSchema = z.strictObject({
  id: z.string(),
  endUserId: z.string(),
  /** The platform id of the transaction; null for affiliate cashback (as the ledger). */
  transactionId: z.string().nullable(),
  /** Null when the programme offer was removed since (as the ledger's programOffer.id). */
  programOfferId: z.string().nullable(),
  endUserCashbackReceivable: pounds,
  publisherCashbackReceivable: pounds,
  currency: z.string(),
});
export type CashbackEventData = z.infer<typeof cashbackEventDataSchema>;

/** Every ACCOUNT_* event: the bank connection's id, its end user and the bank's name. */
export const bankConnectionEventDataSchema = z.strictObject({ id: z.string(), endUserId: z.string(), accountName: z.string() });

/** The ids every programme offer event carries: programme offer, catalogue offer, retailer. */
const offerIds = { id: z.string(), offerId: z.string(), retailerId: z.string() };
const split = z.strictObject({ endUser: z.number().nullable(), client: z.number().nullable() });
const terms = z.strictObject({ split, customerTierType: z.string(), tiers: z.array(z.string()) });

export const offerApprovedEventDataSchema = z.strictObject({ ...offerIds, offerApproval: z.literal('APPROVED') });
export const offerActiveEventDataSchema = z.strictObject({ ...offerIds, active: z.boolean() });
/** An edit sends the offer back for approval: the terms before and after (programme edit) or the reason (own offer). */
export const offerUpdatedEventDataSchema = z.strictObject({
  ...offerIds,
  reason: z.literal('OFFER_EDITED').optional(),
  before: terms.optional(),
  after: terms.optional(),
  offerApproval: z.literal('PENDING').optional(),
  decisionDueOn: epochMs.nullable().optional(),
});
/** `id` is the programme offer, null when the removed offer was not in the programme. */
export const offerRemovedFromPlatformEventDataSchema = z.strictObject({
  ...offerIds,
  id: z.string().nullable(),
  reason: z.literal('DELETED_BY_OWNER').optional(),
});
export const offerRemovedFromProgramEventDataSchema = z.strictObject({
  ...offerIds,
  offerApproval: z.enum(['APPROVED', 'PENDING', 'DECLINED']).optional(),
  wasActive: z.boolean().optional(),
  reason: z.literal('OFFER_DELETED').optional(),
});

export const tierCreatedEventDataSchema = z.strictObject({
  id: z.string(),
  name: z.string(),
  description: z.string(),
  paidSubscription: z.boolean(),
  /** Pounds, as the tier API answers it; null when free. */
  price: pounds.nullable(),
});
export const tierRemovedEventDataSchema = z.strictObject({ id: z.string(), name: z.string(), members: z.number().int().min(0) });
/** A membership change; `uploadId` when a tier upload made it, `reason` when the tier's removal ended it. */
export const tierMembershipEventDataSchema = z.strictObject({
  endUserId: z.string(),
  customerTierId: z.string(),
  uploadId: z.string().optional(),
  reason: z.literal('TIER_REMOVED').optional(),
});

export const webhookEventTypeList = [...new Set([...webhookEventTypes, ...testWebhookEventTypes])] as [
  (typeof webhookEventTypes)[number] | (typeof testWebhookEventTypes)[number],
  ...((typeof webhookEventTypes)[number] | (typeof testWebhookEventTypes)[number])[],
];
export type WebhookEventType = (typeof webhookEventTypeList)[number];

function dataSchemaOf(type: WebhookEventType) {
  if (type.startsWith('CASHBACK_')) return cashbackEventDataSchema;
  if (type.startsWith('ACCOUNT_')) return bankConnectionEventDataSchema;
  if (type === 'OFFER_APPROVED') return offerApprovedEventDataSchema;
  if (type === 'OFFER_ACTIVATED' || type === 'OFFER_DEACTIVATED') return offerActiveEventDataSchema;
  if (type === 'OFFER_UPDATED') return offerUpdatedEventDataSchema;
  if (type === 'OFFER_REMOVED_FROM_PLATFORM') return offerRemovedFromPlatformEventDataSchema;
  if (type === 'OFFER_REMOVED_FROM_PROGRAM') return offerRemovedFromProgramEventDataSchema;
  if (type === 'TIER_CREATED') return tierCreatedEventDataSchema;
  if (type === 'TIER_REMOVED') return tierRemovedEventDataSchema;
  return tierMembershipEventDataSchema;
}

/** The one `data` schema of each event type a webhook can receive (scope types and test types). */
export const webhookEventDataSchemas = Object.fromEntries(webhookEventTypeList.map((t) => [t, dataSchemaOf(t)])) as unknown as Record<
  WebhookEventType,
  z.ZodObject
>;

/**
 * A delivered message (the Standard Webhooks envelope) of one type. `test: true` marks an event sent by the
 * test tool; a real event has no `test` key. `data` is the same either way.
 */
export const webhookMessageSchema = (type: WebhookEventType) =>
  z.strictObject({ type: z.literal(type), timestamp: z.iso.datetime(), test: z.literal(true).optional(), data: webhookEventDataSchemas[type] });

/** Any delivered message, chosen by its `type`. */
export const anyWebhookMessageSchema = z.discriminatedUnion(
  'type',
  webhookEventTypeList.map((t) => webhookMessageSchema(t)) as unknown as [ReturnType<typeof webhookMessageSchema>, ...ReturnType<typeof webhookMessageSchema>[]],
);

/** The stored cashback (minor units) as its events' data: amounts in pounds, as the ledger's payoutData. */
export const cashbackEventData = (c: {
  id: string;
  endUserId: string;
  transactionId: string | null;
  programmeOfferId: string | null;
  endUserMinor: number;
  publisherMinor: number;
  currency: string;
}): CashbackEventData => ({
  id: c.id,
  endUserId: c.endUserId,
  transactionId: c.transactionId,
  programOfferId: c.programmeOfferId,
  endUserCashbackReceivable: toMajor(c.endUserMinor),
  publisherCashbackReceivable: toMajor(c.publisherMinor),
  currency: c.currency,
});
