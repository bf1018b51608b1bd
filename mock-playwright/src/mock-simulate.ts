import type { OfferApproval } from './control-types.js';
import type { CashbackStatus, Simulated, TimelineItem, UploadOutcome, WebhookEventState } from './control-types-effects.js';
import type { ControlCall } from './mock-call.js';

export type { TimelineItem };

const at = (kind: string, id: string, action: string) => `/__mock/simulate/${kind}/${encodeURIComponent(id)}/${action}`;

/**
 * The session world's typed domain transitions (/__mock/simulate): each answers what it caused, or fails
 * the test with the server's reason when the object's state does not allow it.
 */
export function simulateHelpers(call: ControlCall) {
  return {
    decideApplication: (id: string, decision: 'APPROVED' | 'DECLINED', reason?: string) =>
      call<Simulated<OfferApproval>>('POST', at('applications', id, 'decide'), { data: { decision, ...(reason ? { reason } : {}) } }),
    /** To `status`, or to the supplier's next step when left out. */
    moveCashback: (id: string, status?: CashbackStatus) =>
      call<Simulated<CashbackStatus> & { payoutId: string | null }>('POST', at('cashback', id, 'move'), { data: status ? { status } : {} }),
    payPayout: (id: string) => call<Simulated<'UNPAID' | 'PAID'>>('POST', at('payouts', id, 'pay')),
    expireConnection: (id: string) => call<Simulated<'LIVE' | 'EXPIRED'>>('POST', at('bank-connections', id, 'expire')),
    renewConnection: (id: string) => call<Simulated<'LIVE' | 'EXPIRED'>>('POST', at('bank-connections', id, 'renew')),
    deliverWebhookEvent: (id: string) => call<Simulated<WebhookEventState>>('POST', at('webhook-events', id, 'deliver')),
    failWebhookEvent: (id: string, statusCode?: number) =>
      call<Simulated<WebhookEventState>>('POST', at('webhook-events', id, 'fail'), { data: statusCode ? { statusCode } : {} }),
    /** An upload an upload-stall domain fault holds: let it finish (everything stored), or fail it (nothing stored). */
    uploads: {
      complete: (id: string) => call<UploadOutcome>('POST', at('uploads', id, 'complete')),
      fail: (id: string, options: { atRow?: number; reason?: string } = {}) =>
        call<UploadOutcome>('POST', at('uploads', id, 'fail'), { data: options }),
    },
    /** The causal timeline, newest first (GET /__mock/timeline). */
    timeline: (query: { since?: number; limit?: number } = {}) =>
      call<TimelineItem[]>('GET', '/__mock/timeline', { params: query }),
  };
}

export type SimulateHelpers = ReturnType<typeof simulateHelpers>;
