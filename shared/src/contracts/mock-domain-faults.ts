import { z } from 'zod';
import { defineEndpoint } from '../common/endpoint';
import { epochMs } from './common-schemas';
import { TRANSACTION_UPLOAD_MAX_ROWS } from './transaction-enrichment';

const tag = 'Control plane: domain faults';

export const domainFaultKinds = ['upload-stall', 'upload-fail', 'webhook-failure', 'email-bounce', 'approval-never'] as const;
export type DomainFaultKind = (typeof domainFaultKinds)[number];

export const webhookFailurePatterns = ['every-other', 'first-n', 'always', 'timeout'] as const;
export type WebhookFailurePattern = (typeof webhookFailurePatterns)[number];

/** What each kind does (GET /__mock/capabilities lists them; the server acts on exactly these kinds). */
export const domainFaultKindEffects: Record<DomainFaultKind, string> = {
  'upload-stall':
    'A matching transaction CSV upload stops after reading row atRow (its last row when shorter) and stays PROCESSING with its progress there, nothing stored, until POST /__mock/simulate/uploads/{id}/complete or /fail (removing the rule lets it go on)',
  'upload-fail':
    'A matching transaction CSV upload fails at row atRow (its last row when shorter): FAILED in the history, nothing of it stored, the call answers 500 naming the row and the reason',
  'webhook-failure':
    "Deliveries to matching webhooks fail without calling the receiver, in a pattern: every-other (calls 1, 3, 5...), first-n (the first n calls), always (as a 500), timeout (no answer); each is a failed attempt the retry schedule moves on from",
  'email-bounce': "A matching email is still sent (the sending call succeeds) but shows delivery BOUNCED with a bounceReason in GET /__mock/outbox",
  'approval-never':
    'Applications to matching offers are never decided by the clock: when their decision falls due they stay PENDING with no decision due, until decided with POST /__mock/approvals/{id} or the simulator',
};

/** Every kind takes these: how many hits it has, and a seeded chance per matching subject. */
const limits = {
  /** How many hits it makes; until removed when omitted. */
  times: z.number().int().min(1).max(1_000_000).optional(),
  /** Chance (0-1) that a matching subject is hit, drawn from a generator seeded with `seed`. */
  probability: z.number().min(0).max(1).optional(),
  seed: z.number().int().min(0).max(2 ** 31).optional(),
};

const text = (max: number) => z.string().trim().min(1).max(max);
const atRow = z.number().int().min(1).max(TRANSACTION_UPLOAD_MAX_ROWS);
/** `fileName`: part of the uploaded file's name, any case. */
const uploadMatch = z.object({ fileName: text(255).optional() }).strict().default({});

export const domainFaultInput = z.discriminatedUnion(
  'kind',
  [
    z.object({ kind: z.literal('upload-stall'), atRow, match: uploadMatch, ...limits }).strict(),
    z.object({ kind: z.literal('upload-fail'), atRow, reason: text(300).optional(), match: uploadMatch, ...limits }).strict(),
    z
      .object({
        kind: z.literal('webhook-failure'),
        pattern: z.enum(webhookFailurePatterns),
        /** For first-n: how many calls fail before they pass. */
        n: z.number().int().min(1).max(1_000).optional(),
        /** `url`: part of the webhook's url, any case. */
        match: z.object({ webhookId: text(64).optional(), url: text(500).optional() }).strict().default({}),
        ...limits,
      })
      .strict()
      .refine((r) => (r.pattern === 'first-n') === (r.n !== undefined), { message: 'n is given with pattern first-n, and only with it', path: ['n'] }),
    z
      .object({
        kind: z.literal('email-bounce'),
        /** `to`: part of the address, any case (`@example.org`, `alice`); `subject`: part of the subject, any case. */
        match: z.object({ to: text(320).optional(), subject: text(300).optional() }).strict().default({}),
        reason: text(300).optional(),
        ...limits,
      })
      .strict(),
    z
      .object({
        kind: z.literal('approval-never'),
        /** `supplierName`: the offer's supplier, any case; `offerId`: the platform offer. */
        match: z.object({ supplierName: text(200).optional(), offerId: text(64).optional() }).strict().default({}),
        ...limits,
      })
      .strict(),
  ],
  { error: `one of ${domainFaultKinds.join(', ')}` },
);
export type DomainFaultInput = z.infer<typeof domainFaultInput>;

export const domainFaultHitSchema = z.object({
  at: epochMs,
  /** What it hit: a transaction_upload, webhook_event, email or programme_offer. */
  subject: z.object({ type: z.string(), id: z.string() }),
  detail: z.string(),
});
export type DomainFaultHit = z.infer<typeof domainFaultHitSchema>;

export const domainFaultRuleSchema = z.object({
  id: z.string(),
  kind: z.enum(domainFaultKinds),
  match: z.record(z.string(), z.string()),
  atRow: z.number().int().optional(),
  reason: z.string().optional(),
  pattern: z.enum(webhookFailurePatterns).optional(),
  n: z.number().int().optional(),
  times: z.number().int().optional(),
  probability: z.number().optional(),
  seed: z.number().int().optional(),
  /** Matching subjects it has seen (uploads, delivery calls, emails, due applications). */
  seen: z.number().int(),
  /** Subjects it hit. */
  hits: z.number().int(),
  /** Hits it will still make (null: until removed; 0: spent, listed until removed). */
  remaining: z.number().int().nullable(),
  createdAt: epochMs,
  /** The latest hits, newest first (at most 20). */
  recentHits: z.array(domainFaultHitSchema),
});
export type DomainFaultRule = z.infer<typeof domainFaultRuleSchema>;

const common = { tag, absolute: true, public: true } as const;

export const mockDomainFaultEndpoints = {
  armDomainFault: defineEndpoint({
    ...common, id: 'mock.armDomainFault', method: 'POST', path: '/__mock/domain-faults',
    summary: 'Arms a domain fault for this world: an upload that stalls or fails at a row, a failing webhook receiver, a bouncing email, an approval that never comes',
    body: domainFaultInput,
    response: domainFaultRuleSchema,
  }),
  listDomainFaults: defineEndpoint({
    ...common, id: 'mock.listDomainFaults', method: 'GET', path: '/__mock/domain-faults',
    summary: 'Armed domain faults, oldest first (the first matching rule of a kind fires), with their hits',
    response: z.array(domainFaultRuleSchema),
  }),
  clearDomainFaults: defineEndpoint({
    ...common, id: 'mock.clearDomainFaults', method: 'DELETE', path: '/__mock/domain-faults',
    summary: 'Removes every domain fault of this world; uploads they stalled go on',
    response: z.object({ removed: z.number().int() }),
  }),
  removeDomainFault: defineEndpoint({
    ...common, id: 'mock.removeDomainFault', method: 'DELETE', path: '/__mock/domain-faults/:id',
    summary: 'Removes one domain fault; uploads it stalled go on',
    params: z.object({ id: z.string().min(1).max(64).regex(/^[A-Za-z0-9_-]+$/, 'Not a valid id') }),
    response: z.object({ id: z.string(), removed: z.literal(true) }),
  }),
};
