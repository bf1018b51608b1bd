import { fileURLToPath } from 'node:url';
import Fastify, { type FastifyInstance, type FastifyReply, type RouteOptions } from 'fastify';
import { validatorCompiler } from 'fastify-type-provider-zod';
import type { AppDeps } from './world/app-deps';
import { type AppConfig, loadConfig } from './config/env';
import { registerEngine } from './engine';
import { registerControlPlane } from './mock/control-plane.routes';
import { Clock } from './world/clock';
import { registerModules } from './modules';
import { registerAuth } from './plugins/auth';
import { registerClientStatic } from './plugins/client-static';
import { Worlds } from './world/worlds';
import { sweepScratch } from './engine/transaction-import-scratch';
import { registerCors } from './plugins/cors';
import { registerControlToken } from './plugins/control-token';
import { registerFaultInjection } from './mock/fault-injection';
import { registerStubAnswers } from './mock/stub-answers';
import { registerJsonBody } from './plugins/json-body';
import { registerRequestTimeline } from './mock/request-timeline';
import { registerRequestJournal } from './mock/request-journal';
import { registerWorldResolver } from './plugins/world-resolver';
import { compiledSerializerCompiler } from './lib/response-serializer';
import { registerErrorHandling } from './plugins/errors';
import { registerHealth } from './plugins/health';
import { registerMultipart } from './plugins/multipart';
import { registerOpenApi } from './plugins/openapi';
import { registerSecurity } from './plugins/security';

export interface BuildAppOptions {
  /** Overrides of the environment's configuration (tests pass databaseFile, quiet logging...). */
  config?: Partial<AppConfig>;
  clock?: Clock;
  /** Sees every route as it is registered (the registry test compares them with the contract). */
  onRoute?: (route: RouteOptions) => void;
}

const defaultClientDist = fileURLToPath(new URL('../../client/dist', import.meta.url));

/** Builds the whole app as a plugin tree. It never listens: server.ts and tests decide that. */
export async function buildApp(options: BuildAppOptions = {}): Promise<FastifyInstance> {
  const config: AppConfig = { ...loadConfig(), ...options.config };
  const clock = options.clock ?? new Clock();
  // Staging files a killed server left mid-upload (never part of any world) go first.
  sweepScratch();
  const worlds = await Worlds.open(config, clock);
  const deps: AppDeps = worlds.defaultWorld.deps;

  const app = Fastify({
    logger: config.logLevel === 'silent' ? false : { level: config.logLevel },
    bodyLimit: 1024 * 1024,
    // Closing ends every connection: a call held by a 'timeout' fault would otherwise keep the server from closing.
    forceCloseConnections: true,
    // Validation messages are shown to people; report every problem, not only the first.
    ajv: { customOptions: { allErrors: true } },
    // Router-level rejections (over-long path params, bad URL encoding) in the one error shape too.
    frameworkErrors: (error, _request, reply) => {
      void (reply as FastifyReply).status(error.statusCode ?? 400).send({ error: { code: 'BAD_REQUEST', message: error.message } });
    },
  });
  app.decorate('deps', deps);
  app.decorate('worlds', worlds);
  if (options.onRoute) app.addHook('onRoute', options.onRoute);
  app.setValidatorCompiler(validatorCompiler);
  // Answers from serializers compiled from the contract (decision 0014); in tests each is checked byte for byte against zod's.
  app.setSerializerCompiler(compiledSerializerCompiler({ crossCheck: config.nodeEnv === 'test' }));
  app.addHook('onClose', async () => worlds.close());
  app.addHook('onListen', (done) => {
    worlds.warmUp();
    done();
  });

  registerErrorHandling(app);
  registerJsonBody(app);
  await registerSecurity(app);
  await registerCors(app);
  // Before anything reads the call's world: without the token a control call learns nothing (decision 0048).
  if (config.controlPlane) registerControlToken(app, config.mockControlToken);
  // Every hook after this one reads the request's world (request.deps), never app.deps.
  registerWorldResolver(app, worlds);
  registerRequestJournal(app);
  registerRequestTimeline(app);
  registerFaultInjection(app);
  // A preHandler: stubs answer in place of a handler, after faults, authentication and the request's validation (decision 0047).
  registerStubAnswers(app);
  await registerAuth(app);
  await registerOpenApi(app);
  await registerMultipart(app);
  registerHealth(app);
  registerEngine(app);
  registerModules(app);
  if (config.controlPlane) await registerControlPlane(app);
  await registerClientStatic(app, config.clientDist ?? (config.nodeEnv === 'test' ? undefined : defaultClientDist), config.controlPlane);
  return app;
}
