import { errorDetailsSchema } from '@cashloop/shared/common/errors';
import { stubInput } from '@cashloop/shared/contracts/mock-stubs';
import { ApiError, errorMessage } from '@/lib/api-error';
import type { StubBody } from '../api/arm-stub';
import type { Stub } from '../api/get-stubs';

/** The arm form as typed: empty text and empty numbers mean "not set"; the body is JSON text. */
export interface StubFormValues {
  method: string;
  path: string;
  endpointId: string;
  status: number | string;
  times: number | string;
  validate: boolean;
  body: string;
}

export const emptyStubForm: StubFormValues = {
  method: '',
  path: '',
  endpointId: '',
  status: 200,
  times: '',
  validate: true,
  body: '',
};

const num = (v: number | string): number | undefined => (typeof v === 'number' && Number.isFinite(v) ? v : undefined);
const text = (v: string): string | undefined => (v.trim() === '' ? undefined : v.trim());

/** Builds the POST /__mock/stubs body; bad JSON and what the contract refuses are shown before sending. */
export function stubFromForm(values: StubFormValues): { body: StubBody; error?: undefined } | { body?: undefined; error: string } {
  if (values.body.trim() === '') return { error: 'body: give the answer as JSON ([] or {} for an empty one)' };
  let answer: unknown;
  try {
    answer = JSON.parse(values.body);
  } catch (e) {
    return { error: `body: not valid JSON (${e instanceof Error ? e.message : 'could not be read'})` };
  }
  const candidate = {
    match: { method: text(values.method), path: text(values.path), endpointId: text(values.endpointId) },
    status: num(values.status),
    body: answer,
    times: num(values.times),
    validate: values.validate,
  };
  const checked = stubInput.safeParse(candidate);
  if (!checked.success) {
    const issue = checked.error.issues[0];
    const where = issue?.path.length ? `${issue.path.join('.')}: ` : '';
    return { error: `${where}${issue?.message ?? 'Invalid stub'}` };
  }
  // Undefined keys are dropped by JSON.stringify, so the body sends only what was set.
  return { body: candidate };
}

/** 'GET /webhook (webhooks.list)'; query and body conditions follow as 'where …'. */
export function describeStubMatch(match: Stub['match']): string {
  const parts = [match.method ?? 'Any method', match.path, match.endpointId && `(${match.endpointId})`].filter(Boolean);
  const query = match.query && Object.keys(match.query).length ? ` ?${new URLSearchParams(match.query).toString()}` : '';
  const body = match.body && Object.keys(match.body).length ? ` where body has ${JSON.stringify(match.body)}` : '';
  return `${parts.join(' ')}${query}${body}`;
}

/** A refused stub: the server's message and each problem as 'path: message'. */
export function stubRefusal(error: unknown): { message: string; problems: string[] } {
  const message = errorMessage(error);
  if (!(error instanceof ApiError)) return { message, problems: [] };
  const details = errorDetailsSchema.safeParse(error.details);
  const problems = details.success ? details.data.problems.map((p) => (p.path ? `${p.path}: ${p.message}` : p.message)) : [];
  return { message, problems };
}
