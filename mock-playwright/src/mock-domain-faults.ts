import type { DomainFault, DomainFaultInput } from './control-types.js';
import type { ControlCall } from './mock-call.js';

/**
 * What to arm, one of: `{kind: 'upload-stall', atRow, match?: {fileName?}}`, `{kind: 'upload-fail', atRow, reason?, match?}`,
 * `{kind: 'webhook-failure', pattern: 'every-other' | 'first-n' | 'always' | 'timeout', n?, match?: {webhookId?, url?}}`,
 * `{kind: 'email-bounce', match?: {to?, subject?}, reason?}`, `{kind: 'approval-never', match?: {supplierName?, offerId?}}`;
 * each also takes `times`, `probability` and `seed`.
 */
export type { DomainFault, DomainFaultInput };

/** Domain faults of the session (/__mock/domain-faults): they hit this session's uploads, webhook calls, emails and approvals only. */
export function domainFaultHelpers(call: ControlCall) {
  return {
    arm: (rule: DomainFaultInput) => call<DomainFault>('POST', '/__mock/domain-faults', { data: rule }),
    /** Oldest first, each with its hit count and latest hits (`recentHits[0].subject.id` is the upload a stall holds). */
    list: () => call<DomainFault[]>('GET', '/__mock/domain-faults'),
    /** Removes one rule; an upload it stalled goes on. */
    remove: (id: string) => call<{ id: string; removed: true }>('DELETE', `/__mock/domain-faults/${encodeURIComponent(id)}`),
    clear: () => call<{ removed: number }>('DELETE', '/__mock/domain-faults'),
  };
}

export type DomainFaultHelpers = ReturnType<typeof domainFaultHelpers>;
