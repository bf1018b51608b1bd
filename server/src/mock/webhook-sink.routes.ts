import { setTimeout as sleep } from 'node:timers/promises';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { mockSinkEndpoints } from '@cashloop/shared/contracts/mock-webhook-sink';
import { route } from '../plugins/contract-routes';
import { errorCodeFor } from '../plugins/errors';
import type { SinkDelivery } from '../world/webhook-sink';

/** Bodies a receiver accepts: larger than any webhook, smaller than a mistake. */
const SINK_BODY_LIMIT = 1024 * 1024;

const present = (d: SinkDelivery) => ({
  id: d.id,
  receivedAt: d.receivedAt,
  method: d.method,
  headers: d.headers,
  bodyBase64: d.body.toString('base64'),
  body: d.body.toString('utf8'),
  answeredStatus: d.answeredStatus,
});

function headersOf(request: FastifyRequest): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [name, value] of Object.entries(request.headers)) if (value !== undefined) out[name] = Array.isArray(value) ? value.join(', ') : value;
  return out;
}

/** Named receivers of the caller's world that keep whatever arrives, for testing webhook delivery. */
export async function registerWebhookSinkRoutes(app: FastifyInstance): Promise<void> {
  // Receiving: every content type is kept as raw bytes, in a scope of its own so the API keeps its JSON parser.
  await app.register(async (scope) => {
    scope.removeAllContentTypeParsers();
    scope.addContentTypeParser('*', { parseAs: 'buffer', bodyLimit: SINK_BODY_LIMIT }, (_request, body, done) => done(null, body));
    for (const def of [mockSinkEndpoints.sinkPost, mockSinkEndpoints.sinkPut]) {
      route(scope, def, async ({ deps, params, request, reply }) => {
        const { sink } = deps.world;
        const body = Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0);
        const delivery = sink.receive(params.name, { receivedAt: deps.clock.now(), method: request.method, headers: headersOf(request), body });
        const { delayMs } = sink.config(params.name);
        if (delayMs > 0) await sleep(delayMs);
        if (delivery.answeredStatus >= 400) {
          return reply.status(delivery.answeredStatus).send({ error: { code: errorCodeFor(delivery.answeredStatus), message: `Receiver '${params.name}' is configured to answer ${delivery.answeredStatus}` } });
        }
        reply.status(delivery.answeredStatus);
        return { received: true as const, id: delivery.id };
      });
    }
  });

  route(app, mockSinkEndpoints.sinkList, ({ deps, params }) => ({
    name: params.name,
    config: deps.world.sink.config(params.name),
    deliveries: deps.world.sink.list(params.name).map(present),
  }));
  route(app, mockSinkEndpoints.sinkConfigure, ({ deps, params, body }) => ({ name: params.name, config: deps.world.sink.configure(params.name, body) }));
  route(app, mockSinkEndpoints.sinkClear, ({ deps, params }) => ({ name: params.name, removed: deps.world.sink.clear(params.name) }));
}
