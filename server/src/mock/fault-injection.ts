import { setTimeout as sleep } from 'node:timers/promises';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { MOCK_DELAY_HEADER, MOCK_STATUS_HEADER } from '@cashloop/shared/contracts/mock-faults';
import type { FaultPlan } from '../world/faults';
import { isApiUrl } from '../lib/api-url';
import { errorCodeFor } from '../plugins/errors';
import { validationFailed } from '../lib/app-error';
import { recordCall } from './request-journal';

/** A 'timeout' call is held this long at most, then its connection is dropped (the client gave up long before). */
const HOLD_AT_MOST_MS = 10 * 60_000;


/** The longest x-mock-delay, as a rule's delayMs (mock-faults.ts). */
const MAX_HEADER_DELAY_MS = 120_000;

/**
 * A control header's whole-number value within [min, max]; undefined when not sent. Anything else is refused with a
 * 400 that says what is allowed: a value ignored or quietly capped made a test pass against a fault it never got.
 */
function headerInteger(request: FastifyRequest, name: string, min: number, max: number, allowed: string): number | undefined {
  const raw = request.headers[name];
  if (raw === undefined) return undefined;
  const text = (Array.isArray(raw) ? raw.join(', ') : raw).trim();
  const value = /^\d{1,9}$/.test(text) ? Number(text) : Number.NaN;
  if (value >= min && value <= max) return value;
  const message = `${name}: '${text}' is not allowed; ${allowed}`;
  throw validationFailed(message, [{ path: `headers.${name}`, message }]);
}

/** The per-call headers x-mock-delay and x-mock-status, as a plan of their own (a bad value throws a 400). */
function headerPlan(request: FastifyRequest): FaultPlan | null {
  const delay = headerInteger(request, MOCK_DELAY_HEADER, 0, MAX_HEADER_DELAY_MS, `give whole milliseconds from 0 to ${MAX_HEADER_DELAY_MS}, as a fault rule's delayMs`);
  const status = headerInteger(request, MOCK_STATUS_HEADER, 400, 599, 'give an error status, a whole number from 400 to 599, to answer this call with');
  if (delay === undefined && status === undefined) return null;
  return { ruleId: null, delayMs: delay ?? 0, kind: status === undefined ? null : 'error', status: status ?? 500 };
}

/**
 * Faults and latency on API calls (DESIGN §6): the world's armed rules, or the per-call headers. Runs
 * before authentication, as a failing network or gateway would.
 */
export function registerFaultInjection(app: FastifyInstance): void {
  // Not async: a call with no fault (nearly all) goes on at once without a promise; one with a fault
  // answers a promise, and Fastify goes on (or stops, if the fault answered) when it settles.
  app.addHook('onRequest', (request, reply, done) => {
    let plan: FaultPlan | null;
    try {
      plan = request.method === 'OPTIONS' || !isApiUrl(request.url) ? null : planOf(request);
    } catch (error) {
      return done(error as Error);
    }
    if (!plan) return done();
    return applyFault(plan, request, reply);
  });
}

function planOf(request: FastifyRequest): FaultPlan | null {
  return (
    headerPlan(request) ??
    (request.world.faults.empty
      ? null
      : request.world.faults.planFor({
          method: request.method,
          path: request.url.split('?')[0]!,
          routePattern: request.routeOptions.url,
          endpointId: request.routeOptions.config?.endpointId,
        }))
  );
}

async function applyFault(plan: FaultPlan, request: FastifyRequest, reply: FastifyReply) {
  request.faultId = plan.ruleId;
  if (plan.delayMs > 0) await sleep(plan.delayMs);
  return act(plan, request, reply);
}

async function act(plan: FaultPlan, request: FastifyRequest, reply: FastifyReply) {
  switch (plan.kind) {
    case null:
      return undefined;
    case 'error':
      return reply.status(plan.status).send({
        error: { code: errorCodeFor(plan.status), message: `Injected fault: this call was answered ${plan.status} by a mock fault rule` },
      });
    case 'malformed':
      return reply.status(plan.status).type('application/json; charset=utf-8').send('{"data": [{"id": "truncat');
    case 'reset':
      recordCall(request, 0, reply.elapsedTime);
      reply.hijack();
      request.raw.socket?.destroy();
      return reply;
    case 'timeout': {
      recordCall(request, 0, reply.elapsedTime);
      reply.hijack();
      const socket = request.raw.socket;
      const timer = setTimeout(() => socket?.destroy(), HOLD_AT_MOST_MS);
      timer.unref();
      socket?.once('close', () => clearTimeout(timer));
      return reply;
    }
  }
}
