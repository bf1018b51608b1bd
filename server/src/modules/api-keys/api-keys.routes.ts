import type { FastifyInstance } from 'fastify';
import { apiKeyEndpoints } from '@cashloop/shared/contracts/api-keys';
import { route } from '../../plugins/contract-routes';
import { signSdkToken } from './api-key-token';
import { createKey, deleteKey, listKeys, setKeyActive } from './api-keys.service';

export function registerApiKeyRoutes(app: FastifyInstance): void {
  route(app, apiKeyEndpoints.list, ({ deps, auth }) => listKeys(deps, auth.scope));
  route(app, apiKeyEndpoints.create, ({ deps, auth, body }) => createKey(deps, auth.scope, body.apiKeyName));
  route(app, apiKeyEndpoints.reactivate, ({ deps, auth, params }) => setKeyActive(deps, auth.scope, params.id, true));
  route(app, apiKeyEndpoints.deactivate, ({ deps, auth, params }) => setKeyActive(deps, auth.scope, params.id, false));
  route(app, apiKeyEndpoints.remove, ({ deps, auth, params }) => {
    deleteKey(deps, auth.scope, params.id);
    return { success: true as const, message: 'API key deleted' };
  });
  route(app, apiKeyEndpoints.sdkToken, ({ deps, auth }) => signSdkToken(deps, auth.scope));
}
