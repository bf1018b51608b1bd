import type { ApiEnv } from '@cashloop/shared';
import type { AppConfig } from './config/env';
import type { Clock } from './mock/clock';
import type { World } from './mock/world';
import type { DataStore } from './plugins/data-store';

/** What the verified token says: the only source of a request's publisher. */
export interface AuthContext {
  /** The signed-in user; for a call made with an API key, the key's id (such calls never reach user endpoints). */
  userId: string;
  /** Set when an x-api-key header authenticated the call (plugins/api-key-auth.ts). */
  apiKeyId?: string;
  publisherId: string;
  /** publisher + partition: every repository call takes this, never ids from the request body. */
  scope: Scope;
}

export interface Scope {
  publisherId: string;
  env: ApiEnv;
}

/** One world's collaborators (the default world's or a session's), handed to services as `deps`. */
export interface AppDeps {
  config: AppConfig;
  clock: Clock;
  data: DataStore;
  world: World;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** The default world's deps; a request's own are `request.deps`. */
    deps: AppDeps;
    worlds: import('./mock/worlds').Worlds;
  }
  interface FastifyContextConfig {
    endpointId?: string;
    env?: ApiEnv;
  }
}
