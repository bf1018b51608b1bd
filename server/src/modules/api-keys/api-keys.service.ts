import type { ApiKey, CreatedApiKey } from '@cashloop/shared/contracts/api-keys';
import { visibleKeyPrefix } from '@cashloop/shared/rules/api-key-token';
import type { AppDeps, Scope } from '../../world/app-deps';
import { conflict, notFound } from '../../lib/app-error';
import { newId } from '../../lib/random';
import { hashApiKeyToken, newApiKeyToken } from './api-key-token';
import * as repo from './api-keys.repo';

const toApi = (r: repo.ApiKeyRow): ApiKey => ({
  id: r.id,
  apiName: r.name,
  createdOn: r.createdOn,
  active: r.active === 1,
  prefix: r.prefix,
  lastUsedOn: r.lastUsedOn,
});

const NOT_FOUND = 'No API key with this id';

export function listKeys(deps: AppDeps, scope: Scope): ApiKey[] {
  return repo.listKeys(deps.data.sqlite, scope).map(toApi);
}

/** The key for the partition it is created in; the token is answered here once and only its hash is kept. */
export function createKey(deps: AppDeps, scope: Scope, name: string): CreatedApiKey {
  const sqlite = deps.data.sqlite;
  const token = newApiKeyToken(scope.env);
  const id = newId('key');
  repo.insertKey(sqlite, scope, { id, name, tokenHash: hashApiKeyToken(token), prefix: visibleKeyPrefix(token), now: deps.clock.now() });
  return { ...toApi(repo.findKey(sqlite, scope, id)!), apiKeyToken: token };
}

/** Switches a key on or off; asking for the state it is already in is a 409, so a stale screen learns of it. */
export function setKeyActive(deps: AppDeps, scope: Scope, id: string, active: boolean): ApiKey {
  const sqlite = deps.data.sqlite;
  return sqlite.transaction(() => {
    const row = repo.findKey(sqlite, scope, id);
    if (!row) throw notFound(NOT_FOUND);
    if ((row.active === 1) === active) throw conflict(active ? 'This API key is already active' : 'This API key is already deactivated');
    repo.setActive(sqlite, scope, id, active);
    return toApi({ ...row, active: active ? 1 : 0 });
  })();
}

export function deleteKey(deps: AppDeps, scope: Scope, id: string): void {
  if (!repo.deleteKey(deps.data.sqlite, scope, id)) throw notFound(NOT_FOUND);
}
