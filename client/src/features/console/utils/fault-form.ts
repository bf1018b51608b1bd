import { faultRuleInput, type FaultKind } from '@cashloop/shared/contracts/mock-faults';
import type { FaultRuleBody } from '../api/arm-fault';
import type { FaultRule } from '../api/get-faults';

/** The arm form as typed: empty text and empty numbers mean "not set". */
export interface FaultFormValues {
  method: string;
  path: string;
  endpointId: string;
  status: number | string;
  delayMs: number | string;
  jitterMs: number | string;
  kind: FaultKind | '';
  times: number | string;
  probability: number | string;
  seed: number | string;
}

export const emptyFaultForm: FaultFormValues = {
  method: '',
  path: '',
  endpointId: '',
  status: 500,
  delayMs: '',
  jitterMs: '',
  kind: '',
  times: '',
  probability: '',
  seed: '',
};

const num = (v: number | string): number | undefined => (typeof v === 'number' && Number.isFinite(v) ? v : undefined);
const text = (v: string): string | undefined => (v.trim() === '' ? undefined : v.trim());

/** Builds the POST /__mock/faults body, checked against the contract so a mistake is shown before sending. */
export function faultRuleFromForm(values: FaultFormValues): { body: FaultRuleBody; error?: undefined } | { body?: undefined; error: string } {
  const candidate = {
    match: { method: text(values.method), path: text(values.path), endpointId: text(values.endpointId) },
    status: num(values.status),
    delayMs: num(values.delayMs),
    jitterMs: num(values.jitterMs),
    kind: values.kind === '' ? undefined : values.kind,
    times: num(values.times),
    probability: num(values.probability),
    seed: num(values.seed),
  };
  const checked = faultRuleInput.safeParse(candidate);
  if (!checked.success) {
    const issue = checked.error.issues[0];
    const where = issue?.path.length ? `${issue.path.join('.')}: ` : '';
    return { error: `${where}${issue?.message ?? 'Invalid rule'}` };
  }
  // Undefined keys are dropped by JSON.stringify, so the body sends only what was set.
  return { body: candidate };
}

/** 'GET /private/* (catalogue.offers)' or 'any call'. */
export function describeMatch(match: FaultRule['match']): string {
  const parts = [match.method, match.path, match.endpointId && `(${match.endpointId})`].filter(Boolean);
  return parts.length ? parts.join(' ') : 'any call';
}

/** '503 · after 2000 ms ± 500' / 'timeout' / 'malformed'. */
export function describeEffect(rule: Pick<FaultRule, 'kind' | 'status' | 'delayMs' | 'jitterMs'>): string {
  const parts: string[] = [];
  if (rule.kind && rule.kind !== 'error') parts.push(rule.kind);
  else if (rule.status !== undefined || rule.kind === 'error') parts.push(String(rule.status ?? 500));
  if (rule.delayMs !== undefined) parts.push(`after ${rule.delayMs} ms${rule.jitterMs ? ` ± ${rule.jitterMs}` : ''}`);
  return parts.join(' · ') || '—';
}
