import { APPLICATION_DECLINE_REASONS as DECLINE_REASONS } from '@cashloop/seeds/data/decline-reasons';

/**
 * The simulated supplier's answer to an application, a pure function of the programme offer's id
 * and the application time: the same world and clock always give the same decisions.
 */
const MINUTE = 60_000;
const HOUR = 60 * MINUTE;

/** Share of applications the supplier approves, in percent. */
const APPROVAL_RATE = 85;

/** FNV-1a, 32 bits: small, stable across runs and platforms. */
function hash(text: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i += 1) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193) >>> 0;
  }
  return h >>> 0;
}

/**
 * When the supplier decides an application made at `appliedOn`: 2 to 48 hours later, or within
 * half an hour for offers that need no approval (the platform approves those itself).
 */
export function decisionDueFor(id: string, appliedOn: number, requiresApproval: boolean): number {
  const h = hash(`${id}:${appliedOn}`);
  if (!requiresApproval) return appliedOn + (5 + (h % 26)) * MINUTE;
  return appliedOn + 2 * HOUR + (h % (46 * 60 + 1)) * MINUTE;
}

export interface Decision {
  decision: 'APPROVED' | 'DECLINED';
  reason: string | null;
}

/** The outcome of the application due at `dueOn`: mostly APPROVED, some DECLINED with a reason. */
export function decisionFor(id: string, dueOn: number, requiresApproval: boolean): Decision {
  if (!requiresApproval) return { decision: 'APPROVED', reason: null };
  const h = hash(`${id}@${dueOn}`);
  if (h % 100 < APPROVAL_RATE) return { decision: 'APPROVED', reason: null };
  return { decision: 'DECLINED', reason: defaultDeclineReason(id, dueOn) };
}

/** A realistic reason, when a decline (from the control plane) gives none. */
export function defaultDeclineReason(id: string, salt: number): string {
  return DECLINE_REASONS[hash(`${id}#${salt}`) % DECLINE_REASONS.length]!;
}
