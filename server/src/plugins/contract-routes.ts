import type { FastifyInstance, FastifyReply, FastifyRequest, RouteShorthandOptions } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  type ApiEnv,
  type EndpointBody,
  type EndpointDef,
  type EndpointParams,
  type EndpointQuery,
  type EndpointResponse,
  envsFor,
  errorResponseSchema,
  prefixFor,
} from '@cashloop/shared';
import type { AppDeps, AuthContext } from '../world/app-deps';
import { forbidden } from '../lib/app-error';
import { authenticate } from './auth';
import { resolvePartition } from './partition-access';

export interface HandlerInput<D extends EndpointDef> {
  params: EndpointParams<D>;
  query: EndpointQuery<D>;
  body: EndpointBody<D>;
  /** Null only on public endpoints. */
  auth: D['public'] extends true ? null : AuthContext;
  env: ApiEnv;
  deps: AppDeps;
  request: FastifyRequest;
  reply: FastifyReply;
}

export interface RouteExtras {
  /** Per-route @fastify/rate-limit settings. */
  rateLimit?: Record<string, unknown>;
}

type Handler<D extends EndpointDef> = (input: HandlerInput<D>) => EndpointResponse<D> | Promise<EndpointResponse<D>>;

/**
 * Registers an endpoint from its declaration on every prefix it is served on: validation,
 * serialisation and OpenAPI come from the same zod objects the client calls with.
 */
export function route<D extends EndpointDef>(app: FastifyInstance, def: D, handler: Handler<D>, extras: RouteExtras = {}): void {
  for (const env of envsFor(def)) {
    const options: RouteShorthandOptions = {
      schema: {
        summary: def.summary,
        tags: [def.tag],
        operationId: env === 'live' ? def.id : `sandbox.${def.id}`,
        ...(def.params ? { params: def.params } : {}),
        ...(def.query ? { querystring: def.query } : {}),
        ...(def.body ? { body: def.body } : {}),
        response: { ...(def.response ? { [def.created ? 201 : 200]: def.response } : {}), '4XX': errorResponseSchema },
        ...(def.public ? {} : { security: [{ bearerAuth: [] }] }),
      },
      config: { endpointId: def.id, env, ...(extras.rateLimit ? { rateLimit: extras.rateLimit } : {}) },
    };
    app.withTypeProvider<ZodTypeProvider>().route({
      method: def.method,
      url: prefixFor(def, env) + def.path,
      ...options,
      // Authentication runs before the body is parsed, so a missing token is a 401 whatever the body.
      // Not async (a promise and a microtask turn per call for nothing awaited); a throw is a rejection.
      onRequest: (request, _reply, done) => {
        if (!def.public) {
          const auth = resolvePartition(request, def, env, authenticate(app, request, env));
          if (def.sandboxOnly && env === 'live') throw forbidden('This action is only available in sandbox mode');
          (request as FastifyRequest & { auth?: AuthContext }).auth = auth;
        }
        done();
      },
      handler: (request, reply) => {
        const result = handler({
          params: request.params as EndpointParams<D>,
          query: request.query as EndpointQuery<D>,
          body: request.body as EndpointBody<D>,
          auth: ((request as FastifyRequest & { auth?: AuthContext }).auth ?? null) as HandlerInput<D>['auth'],
          env,
          deps: request.deps,
          request,
          reply,
        });
        // Most handlers answer synchronously (SQLite is synchronous): only a promise is waited for.
        if (result instanceof Promise) return result.then(finish);
        const answer = finish(result);
        // Synchronously, Fastify sends what is returned: an empty answer for undefined, as an async handler
        // resolving undefined got.
        return answer === undefined ? reply.send() : answer;
        function finish(answer: EndpointResponse<D>) {
          if (def.created) reply.status(201);
          if (def.download) {
            const name = def.download.fileName(request.params as Record<string, string>);
            reply.header('content-type', def.download.contentType);
            reply.header('content-disposition', `attachment; filename="${name}"`);
          }
          return answer;
        }
      },
    });
  }
}
