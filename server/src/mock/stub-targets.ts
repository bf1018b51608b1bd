import { z } from 'zod';
import { type EndpointDef, type ErrorProblem, envsFor, errorResponseSchema, prefixFor, registry } from '@cashloop/shared';
import type { StubInput } from '@cashloop/shared/contracts/mock-stubs';
import { validationFailed } from '../lib/app-error';
import { pathMatcher } from '../world/call-match';
import { assertApiEndpointId, nearestIds } from './known-endpoints';

/** The API's endpoints: the ones a stub can answer for (the control plane is not stubbed). */
const apiEndpoints = registry.filter((def) => !def.absolute);
const apiPaths = [...new Set(apiEndpoints.map((def) => def.path))];
const API_PREFIX = /^\/(sandbox\/)?private\/api\/client(?=\/|$)/;

/** Problems listed in an answer at most; the message names the first few. */
const MAX_PROBLEMS = 50;

const routeRegex = (route: string) =>
  new RegExp(`^${route.replace(/[.+?^${}()|[\]\\*]/g, '\\$&').replace(/:[A-Za-z0-9_]+/g, '[^/]+')}$`);

/**
 * Whether a call matching `pattern` can be routed to `def`: the pattern matches the endpoint's route as
 * written (`/catalogue/*`, `/catalogue/offer/:id`), or a path the pattern describes is one the route serves
 * (`/catalogue/offer/off_1`; each `*` and `:param` of the pattern stands for one segment there).
 */
function reaches(pattern: string, def: EndpointDef): boolean {
  const matches = pathMatcher(pattern);
  const sample = pattern.replace(/\*/g, 'x').replace(/:[A-Za-z0-9_]+/g, 'x');
  return envsFor(def).some((env) => {
    const route = prefixFor(def, env) + def.path;
    if (matches({ path: route, routePattern: route })) return true;
    const path = API_PREFIX.test(sample) ? sample : prefixFor(def, env) + sample;
    return routeRegex(route).test(path) && matches({ path, routePattern: undefined });
  });
}

const staticSegments = (def: EndpointDef) => def.path.split('/').filter((s) => s !== '' && !s.startsWith(':')).length;

/** For a plain path, the routes the router picks: per method, those with the most fixed segments (`/offer/search` over `/offer/:id`). */
function mostSpecific(defs: EndpointDef[]): EndpointDef[] {
  const best = new Map<string, number>();
  for (const def of defs) best.set(def.method, Math.max(best.get(def.method) ?? 0, staticSegments(def)));
  return defs.filter((def) => staticSegments(def) === best.get(def.method));
}

const unnamed = (path: string) => path.replace(API_PREFIX, '').replace(/:[A-Za-z0-9_]+/g, ':');

/** A pattern that is an endpoint's route as written (`/catalogue/offer/:id`) means that route, not the fixed ones beside it (`/catalogue/offer/byoo`). */
function routesAsWritten(pattern: string, defs: EndpointDef[]): EndpointDef[] {
  const written = defs.filter((def) => unnamed(def.path) === unnamed(pattern));
  return written.length > 0 ? written : defs;
}

const refuse = (path: string, message: string) => validationFailed(message, [{ path, message }]);

/** The endpoints a stub's match can reach, or a 400 that says why it reaches none. */
export function stubTargets(match: StubInput['match']): EndpointDef[] {
  let defs = apiEndpoints;
  if (match.endpointId !== undefined) {
    // The same refusal as a fault rule's, with the nearest ids.
    assertApiEndpointId('body.match.endpointId', match.endpointId);
    defs = apiEndpoints.filter((d) => d.id === match.endpointId);
  }
  if (match.method !== undefined) {
    defs = defs.filter((d) => d.method === match.method);
    if (match.endpointId !== undefined && defs.length === 0) {
      throw refuse('body.match.method', `${match.endpointId} is called with ${apiEndpoints.find((d) => d.id === match.endpointId)!.method}, not ${match.method}`);
    }
  }
  if (match.path !== undefined) {
    const pattern = match.path;
    defs = defs.filter((d) => reaches(pattern, d));
    if (defs.length === 0) {
      const what = `${match.method ?? 'any method'} ${pattern}${match.endpointId ? ` on ${match.endpointId}` : ''}`;
      const near = nearestIds(pattern.replace(API_PREFIX, ''), apiPaths).join(', ');
      throw refuse('body.match.path', `No API endpoint answers ${what}: a stub answers in place of an endpoint of the contract; nearest paths: ${near}`);
    }
    if (!pattern.includes('*') && !/:[A-Za-z]/.test(pattern)) defs = mostSpecific(defs);
    else defs = routesAsWritten(pattern, defs);
  }
  return defs;
}

/** What `def` declares it answers with `status`: its success schema for 200, the one error shape for 4xx and 5xx. */
function declaredAnswer(def: EndpointDef, status: number): z.ZodType | null {
  if (status >= 400) return errorResponseSchema;
  if (status !== 200) return null;
  return def.download ? z.string() : (def.response ?? null);
}

const named = (defs: EndpointDef[]) => (defs.length <= 3 ? defs.map((d) => d.id).join(', ') : `${defs.slice(0, 3).map((d) => d.id).join(', ')} and ${defs.length - 3} more`);

/**
 * How the stub's body differs from what its targets declare for its status (none: an answer the product can
 * send). Targets that declare the same schema (every error status: the one error shape) are checked once.
 */
export function answerProblems(defs: EndpointDef[], status: number, body: unknown): ErrorProblem[] {
  const bySchema = new Map<z.ZodType | null, EndpointDef[]>();
  for (const def of defs) {
    const schema = declaredAnswer(def, status);
    bySchema.set(schema, [...(bySchema.get(schema) ?? []), def]);
  }
  const problems: ErrorProblem[] = [];
  for (const [schema, group] of bySchema) {
    const who = bySchema.size > 1 ? `${named(group)}: ` : '';
    if (!schema) {
      problems.push({ path: 'body.status', message: `${who}the contract declares 200 and the error statuses (4xx, 5xx) only, nothing for ${status}` });
      continue;
    }
    const parsed = schema.safeParse(body);
    if (parsed.success) continue;
    for (const issue of parsed.error.issues) {
      problems.push({ path: ['body', 'body', ...issue.path.map(String)].join('.'), message: `${who}${issue.message}` });
    }
  }
  return problems.slice(0, MAX_PROBLEMS);
}

/** Refuses a stub whose body is not what its endpoints answer, listing the differences. */
export function checkStubAnswer(defs: EndpointDef[], stub: Pick<StubInput, 'status' | 'body'>): void {
  const problems = answerProblems(defs, stub.status, stub.body);
  if (problems.length === 0) return;
  const ids = named(defs);
  const first = problems.slice(0, 3).map((p) => `${p.path}: ${p.message}`).join('; ');
  const more = problems.length > 3 ? ` (and ${problems.length - 3} more)` : '';
  throw validationFailed(
    `The stub's body is not what ${ids} answers with status ${stub.status}: ${first}${more}. Send "validate": false to answer it anyway`,
    problems,
  );
}
