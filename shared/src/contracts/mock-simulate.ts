import { z } from 'zod';
import { defineEndpoint } from '../common/endpoint';
import { idParam } from '../common/ids';
import { cashbackStatuses, domainEventTypes, offerApprovals, uploadStatuses } from '../common/enums';
import { TRANSACTION_UPLOAD_MAX_ROWS } from './transaction-enrichment';
import { epochMs } from './common-schemas';

const tag = 'Control plane: simulators';

/** A state change the engine recorded (a domain event), in the order it happened. */
export const causedEventSchema = z.object({
  seq: z.number().int(),
  id: z.string(),
  type: z.enum(domainEventTypes),
  entityType: z.string(),
  entityId: z.string(),
  publisherId: z.string(),
  env: z.enum(['live', 'sandbox']),
  createdOn: epochMs,
  payload: z.record(z.string(), z.unknown()),
});

/** A webhook message a caused event fanned out to, with its delivery state when the answer was made. */
export const causedDeliverySchema = z.object({
  id: z.string(),
  webhookId: z.string(),
  /** Where the webhook sends (a sink URL in tests). */
  url: z.string(),
  eventType: z.string(),
  domainEventId: z.string().nullable(),
  delivered: z.boolean(),
  attempts: z.number().int(),
  lastStatusCode: z.number().int().nullable(),
  nextAttemptOn: epochMs.nullable(),
});

export const causedEmailSchema = z.object({
  id: z.string(),
  to: z.string(),
  subject: z.string(),
  /** The one-time code or token it carries (as in GET /__mock/outbox). */
  code: z.string().nullable(),
  delivery: z.enum(['DELIVERED', 'BOUNCED']),
  bounceReason: z.string().nullable(),
  sentAt: epochMs,
});

/** Everything one control-plane action caused, so a test asserts on the answer instead of polling. */
export const effectsSchema = z.object({
  /** In order; the first 1,000 when there were more (a payout pays thousands of cashback). */
  events: z.array(causedEventSchema),
  eventsTotal: z.number().int().min(0),
  deliveries: z.array(causedDeliverySchema),
  emails: z.array(causedEmailSchema),
});
export type Effects = z.infer<typeof effectsSchema>;

/** Every simulator answers what it moved, from which state to which, and what that caused. */
const simulated = <S extends z.ZodType>(state: S) =>
  z.object({ subject: z.object({ type: z.string(), id: z.string() }), from: state, to: state, effects: effectsSchema });

/** How an upload ended: the transactions it stored, and why it failed (null when it completed). */
const uploadOutcome = { rowCount: z.number().int().min(0), reason: z.string().nullable() };

const path = (p: string) => `/__mock/simulate${p}`;
const common = { tag, method: 'POST', absolute: true, public: true } as const;

/**
 * Typed domain transitions (issue 12): each checks its preconditions (409 with the reason when the object
 * is not in a state that allows it) and answers synchronously with what it caused.
 */
export const mockSimulateEndpoints = {
  decideApplication: defineEndpoint({
    ...common, id: 'mock.simulate.decideApplication', path: path('/applications/:id/decide'),
    summary: "The supplier decides a PENDING programme-offer application now (OFFER_APPROVED or OFFER_DECLINED)",
    params: z.object({ id: idParam }),
    body: z.object({ decision: z.enum(offerApprovals).exclude(['PENDING']), reason: z.string().trim().min(1).max(300).optional() }).strict(),
    response: simulated(z.enum(offerApprovals)),
  }),
  moveCashback: defineEndpoint({
    ...common, id: 'mock.simulate.moveCashback', path: path('/cashback/:id/move'),
    summary: 'Moves a cashback to a next status of its lifecycle now (default: the step the supplier would take next)',
    params: z.object({ id: idParam }),
    body: z.object({ status: z.enum(cashbackStatuses).optional() }).strict().optional(),
    // payoutId: the month's payout a RECEIVED cashback joined (pay it with payPayout); null before, or without payouts.
    response: simulated(z.enum(cashbackStatuses)).extend({ payoutId: z.string().nullable() }),
  }),
  payPayout: defineEndpoint({
    ...common, id: 'mock.simulate.payPayout', path: path('/payouts/:id/pay'),
    summary: "Pays a month's unpaid payout now: its RECEIVED cashback turns PAID (CASHBACK_PAID_TO_PUBLISHER each)",
    params: z.object({ id: idParam }),
    response: simulated(z.enum(['UNPAID', 'PAID'])),
  }),
  expireConnection: defineEndpoint({
    ...common, id: 'mock.simulate.expireConnection', path: path('/bank-connections/:id/expire'),
    summary: "Ends a LIVE bank connection's consent now (ACCOUNT_EXPIRED)",
    params: z.object({ id: idParam }),
    response: simulated(z.enum(['LIVE', 'EXPIRED'])),
  }),
  renewConnection: defineEndpoint({
    ...common, id: 'mock.simulate.renewConnection', path: path('/bank-connections/:id/renew'),
    summary: 'The end user renews a LIVE connection\'s consent now: 90 more days from now (ACCOUNT_RENEWED)',
    params: z.object({ id: idParam }),
    response: simulated(z.enum(['LIVE', 'EXPIRED'])),
  }),
  deliverWebhookEvent: defineEndpoint({
    ...common, id: 'mock.simulate.deliverWebhookEvent', path: path('/webhook-events/:id/deliver'),
    summary: 'Sends an undelivered webhook message now, for real, and answers once its receiver answered',
    params: z.object({ id: idParam }),
    response: simulated(z.enum(['PENDING', 'DELIVERED', 'FAILED', 'PAUSED'])),
  }),
  failWebhookEvent: defineEndpoint({
    ...common, id: 'mock.simulate.failWebhookEvent', path: path('/webhook-events/:id/fail'),
    summary: 'Records a failed attempt of an undelivered webhook message as if its receiver answered statusCode (default 500): the retry schedule moves on; 410 pauses the webhook',
    params: z.object({ id: idParam }),
    body: z.object({ statusCode: z.number().int().min(100).max(599).optional() }).strict().optional(),
    response: simulated(z.enum(['PENDING', 'DELIVERED', 'FAILED', 'PAUSED'])),
  }),
  completeUpload: defineEndpoint({
    ...common, id: 'mock.simulate.completeUpload', path: path('/uploads/:id/complete'),
    summary: 'Lets an upload that an upload-stall domain fault holds go on to its end: everything stored, cashback created (FAILED instead if the rest of the file is refused)',
    params: z.object({ id: idParam }),
    response: simulated(z.enum(uploadStatuses)).extend(uploadOutcome),
  }),
  failUpload: defineEndpoint({
    ...common, id: 'mock.simulate.failUpload', path: path('/uploads/:id/fail'),
    summary: 'Fails an upload that an upload-stall domain fault holds, at atRow (default: the row it stopped at; a later row reads on to it): FAILED, nothing stored',
    params: z.object({ id: idParam }),
    body: z.object({ atRow: z.number().int().min(1).max(TRANSACTION_UPLOAD_MAX_ROWS).optional(), reason: z.string().trim().min(1).max(300).optional() }).strict().optional(),
    response: simulated(z.enum(uploadStatuses)).extend(uploadOutcome),
  }),
};

/** The catalogue /__mock/capabilities lists: the declarations above, so it can never drift from the routes. */
export const simulatorCatalogue = Object.values(mockSimulateEndpoints).map((e) => ({ id: e.id, method: e.method, path: e.path, summary: e.summary }));
