/**
 * What the simulators, the clock and the timeline answer: the effects a control-plane action caused
 * (plain types; test/contract-types.ts keeps them equal to the contract).
 */
import type { ClockState, EpochMs } from './control-types.js';

export interface CausedEvent {
  seq: number;
  id: string;
  /** A domain event type such as CASHBACK_PAID_TO_PUBLISHER. */
  type: string;
  entityType: string;
  entityId: string;
  publisherId: string;
  env: 'live' | 'sandbox';
  createdOn: EpochMs;
  payload: Record<string, unknown>;
}

export interface CausedDelivery {
  id: string;
  webhookId: string;
  url: string;
  eventType: string;
  domainEventId: string | null;
  delivered: boolean;
  attempts: number;
  lastStatusCode: number | null;
  nextAttemptOn: EpochMs | null;
}

export interface CausedEmail {
  id: string;
  to: string;
  subject: string;
  code: string | null;
  delivery: 'DELIVERED' | 'BOUNCED';
  bounceReason: string | null;
  sentAt: EpochMs;
}

export interface Effects {
  events: CausedEvent[];
  eventsTotal: number;
  deliveries: CausedDelivery[];
  emails: CausedEmail[];
}

/** Every simulator answers what it moved, from which state to which, and what that caused. */
export interface Simulated<S extends string = string> {
  subject: { type: string; id: string };
  from: S;
  to: S;
  effects: Effects;
}

export type CashbackStatus = 'CREATED' | 'BEING_VERIFIED' | 'VERIFIED' | 'RECEIVED' | 'PAID' | 'DECLINED' | 'DISQUALIFIED';
export type WebhookEventState = 'PENDING' | 'DELIVERED' | 'FAILED' | 'PAUSED';
export type UploadStatus = 'PENDING' | 'PROCESSING' | 'COMPLETED' | 'FAILED';

export interface UploadOutcome extends Simulated<UploadStatus> {
  rowCount: number;
  reason: string | null;
}

/** POST /__mock/clock's answer: the clock and the transitions the step fired. */
export interface ClockStep extends ClockState {
  fired: CausedEvent[];
  firedTotal: number;
}

export interface TimelineItem {
  position: number;
  correlationId: string;
  kind: 'REQUEST' | 'CLOCK';
  parentId: string | null;
  at: EpochMs;
  request: { method: string; path: string; status: number | null } | null;
  events: CausedEvent[];
  eventsTotal: number;
  deliveries: CausedDelivery[];
  emails: CausedEmail[];
  effectsGone: boolean;
}
