import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LIVE_PREFIX, SANDBOX_PREFIX, registry } from '@cashloop/shared';
import { createdApiKeySchema } from '@cashloop/shared/contracts/api-keys';
import { bearer, createSession, createTestApp, demoAccounts, inSession, signIn } from '../../../test/helpers';
import { mayUseApiKey } from '../../plugins/api-key-auth';

let app: FastifyInstance;
let token: string;
let otherToken: string;
const northwind = demoAccounts().find((a) => a.publisherId === 'pub_northwind' && a.totpSecret)!;
const harbour = demoAccounts().find((a) => a.publisherId === 'pub_harbour' && a.totpSecret)!;

beforeAll(async () => {
  app = await createTestApp();
  token = await signIn(app, northwind.email);
  otherToken = await signIn(app, harbour.email);
});
afterAll(async () => {
  await app.close();
});

const newKey = async (prefix = LIVE_PREFIX, as = token, headers: Record<string, string> = {}) => {
  const res = await app.inject({ method: 'POST', url: `${prefix}/api-key`, headers: { ...bearer(as), ...headers }, payload: { apiKeyName: 'Server' } });
  expect(res.statusCode, res.body).toBe(200);
  return createdApiKeySchema.parse(res.json());
};
const withKey = (key: string, url: string, headers: Record<string, string> = {}) =>
  app.inject({ method: 'GET', url, headers: { 'x-api-key': key, ...headers } });
const manage = (url: string) => app.inject({ method: 'POST', url, headers: bearer(token) });
const lastUsed = (id: string) => app.deps.data.sqlite.prepare('SELECT last_used_on FROM api_keys WHERE id = ?').pluck().get(id);

describe('calling the private API with an x-api-key header', () => {
  it('authenticates as the key’s publisher: the same answer as its signed-in user gets, and the key’s last use recorded', async () => {
    const key = await newKey();
    expect(lastUsed(key.id)).toBeNull();
    const res = await withKey(key.apiKeyToken, `${LIVE_PREFIX}/catalogue/retailer?page=0&size=5`);
    expect(res.statusCode, res.body).toBe(200);
    const asUser = await app.inject({ method: 'GET', url: `${LIVE_PREFIX}/catalogue/retailer?page=0&size=5`, headers: bearer(token) });
    expect(res.json()).toEqual(asUser.json());
    expect(lastUsed(key.id)).toBeGreaterThanOrEqual(key.createdOn);
  });

  it('takes the scope from the key only: another publisher’s key reads that publisher’s rows, even beside our bearer token', async () => {
    const theirs = await newKey(LIVE_PREFIX, otherToken);
    const url = `${LIVE_PREFIX}/account-requisition?page=0&size=5`;
    const viaKey = await withKey(theirs.apiKeyToken, url, bearer(token));
    const asHarbour = await app.inject({ method: 'GET', url, headers: bearer(otherToken) });
    const asNorthwind = await app.inject({ method: 'GET', url, headers: bearer(token) });
    expect(viaKey.statusCode, viaKey.body).toBe(200);
    expect(viaKey.json()).toEqual(asHarbour.json());
    expect(viaKey.json()).not.toEqual(asNorthwind.json());
  });

  it('refuses a key from the next call after it is deactivated, accepts it again once re-activated, and refuses it after delete', async () => {
    const key = await newKey();
    const url = `${LIVE_PREFIX}/cashback-ledger?page=0&size=5`;
    expect((await withKey(key.apiKeyToken, url)).statusCode).toBe(200);

    await manage(`${LIVE_PREFIX}/api-key/${key.id}/deactivate`);
    const off = await withKey(key.apiKeyToken, url);
    expect(off.statusCode).toBe(401);
    expect(off.json().error.message).toBe('This API key has been deactivated');

    await manage(`${LIVE_PREFIX}/api-key/${key.id}/re-activate`);
    expect((await withKey(key.apiKeyToken, url)).statusCode).toBe(200);

    await app.inject({ method: 'DELETE', url: `${LIVE_PREFIX}/api-key/${key.id}`, headers: bearer(token) });
    const gone = await withKey(key.apiKeyToken, url);
    expect(gone.statusCode).toBe(401);
    expect(gone.json().error.message).toMatch(/Invalid API key/);
  });

  it('refuses a key on the other partition’s prefix with a 401 that says which prefix it belongs to', async () => {
    const live = await newKey(LIVE_PREFIX);
    const sandbox = await newKey(SANDBOX_PREFIX);
    const onSandbox = await withKey(live.apiKeyToken, `${SANDBOX_PREFIX}/cashback-ledger`);
    expect(onSandbox.statusCode).toBe(401);
    expect(onSandbox.json().error.message).toBe(
      'This is a live API key: use it on /private/api/client, or use a sandbox key for /sandbox/private/api/client',
    );
    const onLive = await withKey(sandbox.apiKeyToken, `${LIVE_PREFIX}/cashback-ledger`);
    expect(onLive.statusCode).toBe(401);
    expect(onLive.json().error.message).toMatch(/^This is a sandbox API key/);
    expect((await withKey(sandbox.apiKeyToken, `${SANDBOX_PREFIX}/cashback-ledger`)).statusCode).toBe(200);
  });

  it('answers 401 to a malformed, unknown or forged key, and to one from another mock session’s world', async () => {
    const known = await newKey();
    const forged = known.apiKeyToken.slice(0, -1) + (known.apiKeyToken.endsWith('A') ? 'B' : 'A');
    for (const bad of ['', 'ck_live_short', `ck_live_${'A'.repeat(43)}`, forged, `Bearer ${known.apiKeyToken}`]) {
      const res = await withKey(bad, `${LIVE_PREFIX}/cashback-ledger`);
      expect(res.statusCode, bad).toBe(401);
    }
    const session = await createSession(app);
    const sessionKey = await newKey(LIVE_PREFIX, await signIn(app, northwind.email, undefined, session), inSession(session));
    expect((await withKey(sessionKey.apiKeyToken, `${LIVE_PREFIX}/cashback-ledger`, inSession(session))).statusCode).toBe(200);
    expect((await withKey(sessionKey.apiKeyToken, `${LIVE_PREFIX}/cashback-ledger`)).statusCode).toBe(401);
  });

  it.each(['apiKey', 'api_key', 'x-api-key', 'APIKEY'])('refuses a key sent as ?%s= with 400 saying keys go in the header', async (name) => {
    const key = await newKey();
    for (const headers of [{}, bearer(token), { 'x-api-key': key.apiKeyToken }]) {
      const res = await app.inject({ method: 'GET', url: `${LIVE_PREFIX}/cashback-ledger?${name}=${key.apiKeyToken}`, headers });
      expect(res.statusCode).toBe(400);
      expect(res.json().error.message).toMatch(/^API keys go in the x-api-key header, never in the URL/);
    }
  });
});

describe('calls a key may not make', () => {
  it('refuses user, team, settings and key-management calls with 403, and allows the SDK token', async () => {
    const key = await newKey();
    const headers = { 'x-api-key': key.apiKeyToken };
    const refused = [
      ['GET', '/user'],
      ['GET', '/publisher/users'],
      ['GET', '/publisher'],
      ['GET', '/api-key'],
      ['POST', '/api-key'],
      ['POST', `/api-key/${key.id}/deactivate`],
      ['DELETE', `/api-key/${key.id}`],
    ] as const;
    for (const [method, path] of refused) {
      const res = await app.inject({ method, url: LIVE_PREFIX + path, headers, payload: method === 'POST' ? { apiKeyName: 'x' } : undefined });
      expect(res.statusCode, `${method} ${path}: ${res.body}`).toBe(403);
      expect(res.json().error.message).toBe('This call needs a signed-in user: API keys cannot manage users, API keys or account settings');
    }
    const sdk = await app.inject({ method: 'POST', url: `${LIVE_PREFIX}/api-key/sdk/token`, headers });
    expect(sdk.statusCode, sdk.body).toBe(200);
  });

  it('refuses keys exactly on the user, team, settings and key-management tags; every other private call takes one', () => {
    const refusedTags = new Set(registry.filter((d) => !d.public && !mayUseApiKey(d)).map((d) => d.tag));
    expect([...refusedTags].sort()).toEqual(['API keys', 'Publisher', 'User']);
    expect(registry.filter((d) => d.tag === 'API keys' && mayUseApiKey(d)).map((d) => d.id)).toEqual(['apiKeys.sdkToken']);
  });
});
