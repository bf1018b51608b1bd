import type { AuthContext, Scope } from '../../world/app-deps';

/**
 * The partitions a settlement call may reach by id. Settlements are served on both prefixes, each
 * listing its own partition. The spec's client sends every settlement call to the fixed (live) host
 * whatever its apiType, so on the live prefix a signed-in user also reaches its own sandbox offers
 * and files by id: a sandbox own offer's settlements load from either host. Never another publisher's
 * rows; the sandbox prefix never reaches live rows; an API key stays in its own partition (a key is
 * issued for one partition, and a ck_live_ key must not read test data).
 */
export function settlementScopes(auth: AuthContext): Scope[] {
  const own = auth.scope;
  if (own.env !== 'live' || auth.apiKeyId) return [own];
  return [own, { publisherId: own.publisherId, env: 'sandbox' }];
}

/** The first partition in which `find` finds something, with that partition. */
export function findInScopes<T>(scopes: readonly Scope[], find: (scope: Scope) => T | undefined): { scope: Scope; found: T } | undefined {
  for (const scope of scopes) {
    const found = find(scope);
    if (found !== undefined) return { scope, found };
  }
  return undefined;
}
