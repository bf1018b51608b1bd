import type { ApprovalDecision, PendingApproval, ResetAnswer, ResetInput, Snapshot } from './control-types.js';
import type { ControlCall } from './mock-call.js';

export type { ApprovalDecision, PendingApproval, ResetAnswer, ResetInput, Snapshot };

const snapshotPath = (name: string) => `/__mock/snapshots/${encodeURIComponent(name)}`;

/** Reset and snapshots of the session's world: save it, change it, put it back (/__mock/snapshots). */
export function snapshotHelpers(call: ControlCall) {
  return {
    /** Rebuilds the world from a scenario and seed (what is left out stays as the session was made). */
    reset: (input: ResetInput = {}) => call<ResetAnswer>('POST', '/__mock/reset', { data: input, timeout: 120_000 }),
    save: (name: string) => call<Snapshot>('POST', '/__mock/snapshots', { data: { name } }),
    list: () => call<Snapshot[]>('GET', '/__mock/snapshots'),
    /** Rows, outbox and clock back as they were saved. */
    restore: (name: string) => call<Snapshot & { durationMs: number }>('POST', `${snapshotPath(name)}/restore`),
    remove: (name: string) => call<{ name: string; deleted: true }>('DELETE', snapshotPath(name)),
  };
}

/** The simulated suppliers' decisions on programme applications (/__mock/approvals). */
export function approvalHelpers(call: ControlCall) {
  return {
    pending: () => call<PendingApproval[]>('GET', '/__mock/approvals'),
    /** Decides a PENDING application now, as its supplier would. */
    decide: (id: string, decision: 'APPROVED' | 'DECLINED', reason?: string) =>
      call<ApprovalDecision>('POST', `/__mock/approvals/${encodeURIComponent(id)}`, {
        data: { decision, ...(reason ? { reason } : {}) },
      }),
  };
}

export type SnapshotHelpers = ReturnType<typeof snapshotHelpers>;
export type ApprovalHelpers = ReturnType<typeof approvalHelpers>;
