import type { ApiEnv } from '@cashloop/shared';

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
