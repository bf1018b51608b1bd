import { domainFaultInput, type DomainFaultKind, type WebhookFailurePattern } from '@cashloop/shared/contracts/mock-domain-faults';
import type { DomainFaultBody } from '../api/arm-domain-fault';
import type { DomainFault } from '../api/get-domain-faults';

/** The arm form as typed: empty text and empty numbers mean "not set"; fields of other kinds are ignored. */
export interface DomainFaultFormValues {
  kind: DomainFaultKind;
  atRow: number | string;
  reason: string;
  pattern: WebhookFailurePattern;
  n: number | string;
  fileName: string;
  webhookId: string;
  url: string;
  to: string;
  subject: string;
  supplierName: string;
  offerId: string;
  times: number | string;
  probability: number | string;
  seed: number | string;
}

export const emptyDomainFaultForm: DomainFaultFormValues = {
  kind: 'upload-stall', atRow: 1, reason: '', pattern: 'every-other', n: '', fileName: '', webhookId: '', url: '', to: '', subject: '',
  supplierName: '', offerId: '', times: '', probability: '', seed: '',
};

/** The match fields each kind takes, in form order. */
export const matchFieldsOf: Record<DomainFaultKind, readonly (keyof DomainFaultFormValues)[]> = {
  'upload-stall': ['fileName'],
  'upload-fail': ['fileName'],
  'webhook-failure': ['webhookId', 'url'],
  'email-bounce': ['to', 'subject'],
  'approval-never': ['supplierName', 'offerId'],
};

const num = (v: number | string): number | undefined => (typeof v === 'number' && Number.isFinite(v) ? v : undefined);
const text = (v: string): string | undefined => (v.trim() === '' ? undefined : v.trim());

/** Builds the POST /__mock/domain-faults body of the chosen kind, checked against the contract before sending. */
export function domainFaultFromForm(v: DomainFaultFormValues): { body: DomainFaultBody; error?: undefined } | { body?: undefined; error: string } {
  const match = Object.fromEntries(matchFieldsOf[v.kind].map((key) => [key, text(String(v[key]))]));
  const limits = { times: num(v.times), probability: num(v.probability), seed: num(v.seed) };
  const byKind: Record<DomainFaultKind, object> = {
    'upload-stall': { atRow: num(v.atRow) },
    'upload-fail': { atRow: num(v.atRow), reason: text(v.reason) },
    'webhook-failure': { pattern: v.pattern, n: v.pattern === 'first-n' ? num(v.n) : undefined },
    'email-bounce': { reason: text(v.reason) },
    'approval-never': {},
  };
  const candidate = { kind: v.kind, ...byKind[v.kind], match, ...limits };
  const checked = domainFaultInput.safeParse(candidate);
  if (!checked.success) {
    const issue = checked.error.issues[0];
    const where = issue?.path.length ? `${issue.path.join('.')}: ` : '';
    return { error: `${where}${issue?.message ?? 'Invalid rule'}` };
  }
  // Undefined keys are dropped by JSON.stringify, so the body sends only what was set.
  return { body: candidate as DomainFaultBody };
}

/** 'fileName ~ export' / 'anything'. */
export function describeDomainMatch(match: DomainFault['match']): string {
  const parts = Object.entries(match).map(([k, v]) => `${k}: ${v}`);
  return parts.length ? parts.join(', ') : 'anything';
}

/** 'at row 3', 'every-other', 'first-n (3)', 'reason: ...'. */
export function describeDomainEffect(rule: DomainFault): string {
  if (rule.kind === 'upload-stall') return `stalls at row ${rule.atRow}`;
  if (rule.kind === 'upload-fail') return `fails at row ${rule.atRow}${rule.reason ? `: ${rule.reason}` : ''}`;
  if (rule.kind === 'webhook-failure') return rule.pattern === 'first-n' ? `first ${rule.n} calls fail` : `${rule.pattern}`;
  if (rule.kind === 'email-bounce') return `bounces${rule.reason ? `: ${rule.reason}` : ''}`;
  return 'never decided by the clock';
}
