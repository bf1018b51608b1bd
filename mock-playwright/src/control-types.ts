/**
 * The control plane's request and answer shapes, as plain types: the package ships without the dashboard's
 * contract (zod schemas in a workspace package), so it installs and type-checks in any project.
 * test/contract-types.ts checks each against the contract, so the two cannot drift apart.
 */

/** A virtual-time instant in ms since the epoch. */
export type EpochMs = number;
export type Scenario = 'demo' | 'empty' | 'large';
export type ApiEnv = 'live' | 'sandbox';

export interface SessionInfo {
  id: string;
  scenario: Scenario;
  seed: number;
  /** The session clock's now when it was created. */
  now: EpochMs;
  createdInMs: number;
  /** With a persona: the one-time link that opens the dashboard in this session, signed in as them. */
  signInUrl?: string | undefined;
  signInExpiresAt?: EpochMs | undefined;
}

export interface Snapshot {
  name: string;
  createdAt: EpochMs;
  /** The world's virtual now when it was saved; restoring sets the clock back to it. */
  clockNow: EpochMs;
  sizeBytes: number;
}

export interface ResetInput {
  scenario?: Scenario | undefined;
  seed?: number | undefined;
}

export interface ResetAnswer {
  scenario: Scenario;
  seed: number;
  now: EpochMs;
  seededAt: EpochMs;
  fromTemplate: boolean;
  durationMs: number;
}

export interface ClockState {
  now: EpochMs;
  iso: string;
  frozen: boolean;
  /** Virtual now minus the wall clock, while running. */
  offsetMs: number;
}

export interface OutboxEmail {
  id: string;
  to: string;
  subject: string;
  text: string;
  links: string[];
  /** The one-time code or token the email carries, when it carries one. */
  code: string | null;
  delivery: 'DELIVERED' | 'BOUNCED';
  bounceReason: string | null;
  sentAt: EpochMs;
}

export interface PendingApproval {
  id: string;
  publisherName: string;
  env: ApiEnv;
  offerTitle: string;
  retailerName: string;
  supplierName: string | null;
  appliedOn: EpochMs;
  decisionDueOn: EpochMs | null;
}

export type OfferApproval = 'PENDING' | 'APPROVED' | 'DECLINED';

export interface ApprovalDecision {
  id: string;
  offerApproval: OfferApproval;
  declinedReason: string | null;
  active: boolean;
  decidedOn: EpochMs;
}

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'DELETE' | 'PATCH';
export type FaultKind = 'error' | 'reset' | 'timeout' | 'malformed';

/** Which calls a rule hits: `path` with or without the live/sandbox prefix, `*` any run of characters. */
export interface CallMatch {
  method?: HttpMethod | Lowercase<HttpMethod> | undefined;
  path?: string | undefined;
  /** A contract endpoint id such as `analytics.homepage` (operationIds at /docs). */
  endpointId?: string | undefined;
}

export interface FaultRuleInput {
  match?: CallMatch | undefined;
  /** 400-599; 500 when the kind is 'error' and no status is given. */
  status?: number | undefined;
  delayMs?: number | undefined;
  jitterMs?: number | undefined;
  kind?: FaultKind | undefined;
  /** How many matching calls it fires for; until removed when left out. */
  times?: number | undefined;
  probability?: number | undefined;
  seed?: number | undefined;
}

export interface FaultRule {
  id: string;
  match: { method?: string | undefined; path?: string | undefined; endpointId?: string | undefined };
  status?: number | undefined;
  delayMs?: number | undefined;
  jitterMs?: number | undefined;
  kind?: FaultKind | undefined;
  times?: number | undefined;
  probability?: number | undefined;
  seed?: number | undefined;
  fired: number;
  remaining: number | null;
  createdAt: EpochMs;
}

export interface JournalEntry {
  id: string;
  /** Virtual time of the world when the call arrived. */
  at: EpochMs;
  method: string;
  path: string;
  endpointId: string | null;
  status: number;
  durationMs: number;
  query: Record<string, unknown>;
  /** Passwords, codes, tokens and secrets are '***'; bodies over 16 KB are cut (truncated: true). */
  requestBody?: unknown;
  responseBody?: unknown;
  truncated: boolean;
  faultId: string | null;
  /** The stub that answered this call in place of the engine, if any. */
  stubId: string | null;
  /** The call's correlation id (`cor_<n>`), as it answered in x-correlation-id and as the timeline lists it. */
  correlationId: string | null;
}

export interface SinkDelivery {
  id: string;
  receivedAt: EpochMs;
  method: string;
  headers: Record<string, string>;
  bodyBase64: string;
  /** The raw body as UTF-8 text. */
  body: string;
  answeredStatus: number;
}

export interface SinkConfig {
  status: number;
  delayMs: number;
}

type Limits = { times?: number | undefined; probability?: number | undefined; seed?: number | undefined };
type UploadMatch = { match?: { fileName?: string | undefined } | undefined };
export type WebhookFailurePattern = 'every-other' | 'first-n' | 'always' | 'timeout';
export type DomainFaultKind = 'upload-stall' | 'upload-fail' | 'webhook-failure' | 'email-bounce' | 'approval-never';

export type DomainFaultInput = Limits &
  (
    | ({ kind: 'upload-stall'; atRow: number } & UploadMatch)
    | ({ kind: 'upload-fail'; atRow: number; reason?: string | undefined } & UploadMatch)
    | {
        kind: 'webhook-failure';
        pattern: WebhookFailurePattern;
        n?: number | undefined;
        match?: { webhookId?: string | undefined; url?: string | undefined } | undefined;
      }
    | { kind: 'email-bounce'; match?: { to?: string | undefined; subject?: string | undefined } | undefined; reason?: string | undefined }
    | { kind: 'approval-never'; match?: { supplierName?: string | undefined; offerId?: string | undefined } | undefined }
  );

export interface DomainFaultHit {
  at: EpochMs;
  subject: { type: string; id: string };
  detail: string;
}

export interface DomainFault {
  id: string;
  kind: DomainFaultKind;
  match: Record<string, string>;
  atRow?: number | undefined;
  reason?: string | undefined;
  pattern?: WebhookFailurePattern | undefined;
  n?: number | undefined;
  times?: number | undefined;
  probability?: number | undefined;
  seed?: number | undefined;
  seen: number;
  hits: number;
  remaining: number | null;
  createdAt: EpochMs;
  recentHits: DomainFaultHit[];
}
