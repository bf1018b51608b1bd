import type { ApiEnv } from '@cashloop/shared';
import type { AppDeps } from './world';

/** The types every layer above hands around: a request's scope and identity, and its world's deps. */
export type { AuthContext, Scope } from '../lib/scope';
export type { AppDeps } from './world';

declare module 'fastify' {
  interface FastifyInstance {
    /** The default world's deps; a request's own are `request.deps`. */
    deps: AppDeps;
    worlds: import('./worlds').Worlds;
  }
  interface FastifyContextConfig {
    endpointId?: string;
    env?: ApiEnv;
  }
}
