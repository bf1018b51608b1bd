import { setTimeout as sleep } from 'node:timers/promises';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { MOCK_DELAY_HEADER, MOCK_STATUS_HEADER } from '@cashloop/shared/contracts/mock-faults';
import type { FaultPlan } from '../world/faults';
import { isApiUrl } from '../lib/api-url';
import { errorCodeFor } from '../plugins/errors';
import { recordCall } from './request-journal';

/** A 'timeout' call is held this long at most, then its connection is dropped (the client gave up long before). */
const HOLD_AT_MOST_MS = 10 * 60_000;


function headerNumber(request: FastifyRequest, name: string): number | undefined {
  const raw = request.headers[name];
  const value = Number(Array.isArray(raw) ? raw[0] : raw);
  return raw === undefined || !Number.isFinite(value) ? undefined : value;
}

/** The per-call headers x-mock-delay and x-mock-status, as a plan of their own. */
function headerPlan(request: FastifyRequest): FaultPlan | null {
  const delay = headerNumber(request, MOCK_DELAY_HEADER);
  const status = headerNumber(request, MOCK_STATUS_HEADER);
  if (delay === undefined && status === undefined) return null;
  const validStatus = status !== undefined && status >= 400 && status <= 599 ? Math.trunc(status) : undefined;
  return { ruleId: null, delayMs: Math.min(Math.max(delay ?? 0, 0), 120_000), kind: validStatus ? 'error' : null, status: validStatus ?? 500 };
}

/**
 * Faults and latency on API calls (DESIGN §6): the world's armed rules, or the per-call headers. Runs
 * before authentication, as a failing network or gateway would.
 */
export function registerFaultInjection(app: FastifyInstance): void {
  // Not async: a call with no fault (nearly all) goes on at once without a promise; one with a fault
  // answers a promise, and Fastify goes on (or stops, if the fault answered) when it settles.
  app.addHook('onRequest', (request, reply, done) => {
    const plan = request.method === 'OPTIONS' || !isApiUrl(request.url) ? null : planOf(request);
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
