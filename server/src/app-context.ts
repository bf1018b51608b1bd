import type { ApiEnv } from '@cashloop/shared';
import type { AppConfig } from './config/env';
import type { Clock } from './mock/clock';
import type { DataStore } from './plugins/data-store';

/** What the verified token says: the only source of a request's publisher. */
export interface AuthContext {
  userId: string;
  publisherId: string;
  /** publisher + partition: every repository call takes this, never ids from the request body. */
  scope: Scope;
}

export interface Scope {
  publisherId: string;
  env: ApiEnv;
}

/** Long-lived collaborators, built once per app and handed to services. */
export interface AppDeps {
  config: AppConfig;
  clock: Clock;
  data: DataStore;
}

declare module 'fastify' {
  interface FastifyInstance {
    deps: AppDeps;
  }
  interface FastifyContextConfig {
    endpointId?: string;
    env?: ApiEnv;
  }
}
