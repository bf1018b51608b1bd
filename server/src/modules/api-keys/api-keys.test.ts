import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { LIVE_PREFIX, SANDBOX_PREFIX } from '@cashloop/shared';
import { API_KEY_NAME_REQUIRED, apiKeySchema, createdApiKeySchema, sdkTokenSchema } from '@cashloop/shared/contracts/api-keys';
import { hashApiToken } from '@cashloop/seeds/factories/api-keys';
import { bearer, createTestApp, demoAccounts, signIn } from '../../../test/helpers';
import { verifySdkToken } from './api-key-token';

let app: FastifyInstance;
let token: string;
let otherToken: string;
const northwind = demoAccounts().find((a) => a.publisherId === 'pub_northwind' && a.totpSecret)!;
const harbour = demoAccounts().find((a) => a.publisherId === 'pub_harbour' && a.totpSecret)!;

beforeAll(async () => {
  app = await createTestApp();
  // Frozen, so times in answers can be compared exactly.
  app.deps.clock.setFrozen(true);
  token = await signIn(app, northwind.email);
  otherToken = await signIn(app, harbour.email);
});
afterAll(async () => {
  await app.close();
});

const sql = () => app.deps.data.sqlite;
const call = (method: 'GET' | 'POST' | 'DELETE', url: string, payload?: unknown, as = token) =>
  app.inject({ method, url, headers: bearer(as), ...(payload === undefined ? {} : { payload: payload as object }) });
const create = async (name: string, prefix = LIVE_PREFIX, as = token) => {
  const res = await call('POST', `${prefix}/api-key`, { apiKeyName: name }, as);
  expect(res.statusCode, res.body).toBe(200);
  return createdApiKeySchema.parse(res.json());
};
const row = (id: string) =>
  sql().prepare('SELECT id, publisher_id, env, name, token_hash, prefix, active, created_on, last_used_on FROM api_keys WHERE id = ?').get(id) as
    | { publisher_id: string; env: string; name: string; token_hash: string; prefix: string; active: number; created_on: number }
    | undefined;

describe('API key list', () => {
  it('lists the publisher’s keys of the partition newest first, with a visible prefix and never a token', async () => {
    const res = await call('GET', `${LIVE_PREFIX}/api-key`);
    expect(res.statusCode, res.body).toBe(200);
    const keys = z.array(apiKeySchema.strict()).parse(res.json());
    const expected = sql()
      .prepare("SELECT id, active FROM api_keys WHERE publisher_id = ? AND env = 'live' ORDER BY created_on DESC, id DESC")
      .all(northwind.publisherId) as { id: string; active: number }[];
    expect(keys.map((k) => [k.id, k.active])).toEqual(expected.map((k) => [k.id, k.active === 1]));
    expect(keys.every((k) => /^ck_live_[A-Za-z0-9_-]{6}$/.test(k.prefix))).toBe(true);

    const sandbox = z.array(apiKeySchema).parse((await call('GET', `${SANDBOX_PREFIX}/api-key`)).json());
    expect(sandbox.length).toBeGreaterThan(0);
    expect(sandbox.every((k) => k.prefix.startsWith('ck_test_'))).toBe(true);
  });
});

describe('creating an API key', () => {
  it('answers the token once, stores only its SHA-256 and a prefix, and never shows it again', async () => {
    const key = await create('  Nightly export  ');
    expect(key.apiName).toBe('Nightly export');
    expect(key.active).toBe(true);
    expect(key.createdOn).toBe(app.deps.clock.now());
    expect(key.apiKeyToken).toMatch(/^ck_live_[A-Za-z0-9_-]{43}$/);
    expect(Buffer.from(key.apiKeyToken.slice(8), 'base64url')).toHaveLength(32);
    expect(key.prefix).toBe(key.apiKeyToken.slice(0, 14));

    const stored = row(key.id)!;
    expect(stored).toMatchObject({ publisher_id: northwind.publisherId, env: 'live', name: 'Nightly export', prefix: key.prefix, active: 1 });
    // Hashed exactly as the seeds hash theirs, and the token is in no column.
    expect(stored.token_hash).toBe(hashApiToken(key.apiKeyToken));
    expect(JSON.stringify(stored)).not.toContain(key.apiKeyToken);

    const list = await call('GET', `${LIVE_PREFIX}/api-key`);
    expect(list.body).not.toContain(key.apiKeyToken.slice(14));
    expect(list.body).not.toContain('apiKeyToken');
    expect(z.array(apiKeySchema).parse(list.json())[0]!.id).toBe(key.id);
    const deactivated = await call('POST', `${LIVE_PREFIX}/api-key/${key.id}/deactivate`);
    expect(deactivated.body).not.toContain('apiKeyToken');
  });

  it('gives every key its own token, with the sandbox prefix in the sandbox', async () => {
    const a = await create('Sandbox one', SANDBOX_PREFIX);
    const b = await create('Sandbox one', SANDBOX_PREFIX);
    expect(a.apiKeyToken).toMatch(/^ck_test_[A-Za-z0-9_-]{43}$/);
    expect(a.apiKeyToken).not.toBe(b.apiKeyToken);
    expect(row(a.id)!.env).toBe('sandbox');
    const live = z.array(apiKeySchema).parse((await call('GET', `${LIVE_PREFIX}/api-key`)).json());
    expect(live.map((k) => k.id)).not.toContain(a.id);
  });

  it.each([
    ['an empty name', { apiKeyName: '' }],
    ['a blank name', { apiKeyName: '   ' }],
  ])('refuses %s with 400 saying a name is needed', async (_, body) => {
    const count = () => sql().prepare('SELECT COUNT(*) FROM api_keys').pluck().get();
    const before = count();
    const res = await call('POST', `${LIVE_PREFIX}/api-key`, body);
    expect(res.statusCode).toBe(400);
    expect(res.json().error.message).toContain(API_KEY_NAME_REQUIRED);
    expect(count()).toBe(before);
  });

  it('refuses a missing or overlong name with 400', async () => {
    expect((await call('POST', `${LIVE_PREFIX}/api-key`, {})).statusCode).toBe(400);
    const long = await call('POST', `${LIVE_PREFIX}/api-key`, { apiKeyName: 'x'.repeat(101) });
    expect(long.statusCode).toBe(400);
    expect(long.json().error.message).toMatch(/100 characters/);
  });
});

describe('deactivating, re-activating and deleting', () => {
  it('switches a key off and on, answering 409 when it is already in that state', async () => {
    const key = await create('Toggle me');
    const off = await call('POST', `${LIVE_PREFIX}/api-key/${key.id}/deactivate`);
    expect(off.statusCode, off.body).toBe(200);
    expect(apiKeySchema.parse(off.json()).active).toBe(false);
    expect(row(key.id)!.active).toBe(0);
    const again = await call('POST', `${LIVE_PREFIX}/api-key/${key.id}/deactivate`);
    expect(again.statusCode).toBe(409);
    expect(again.json().error.message).toBe('This API key is already deactivated');

    const on = await call('POST', `${LIVE_PREFIX}/api-key/${key.id}/re-activate`);
    expect(apiKeySchema.parse(on.json()).active).toBe(true);
    expect(row(key.id)!.active).toBe(1);
    expect((await call('POST', `${LIVE_PREFIX}/api-key/${key.id}/re-activate`)).statusCode).toBe(409);
  });

  it('deletes a key for good', async () => {
    const key = await create('Delete me');
    const res = await call('DELETE', `${LIVE_PREFIX}/api-key/${key.id}`);
    expect(res.statusCode, res.body).toBe(200);
    expect(row(key.id)).toBeUndefined();
    expect((await call('DELETE', `${LIVE_PREFIX}/api-key/${key.id}`)).statusCode).toBe(404);
  });

  it('answers 404 and changes nothing for another publisher’s key or another partition’s', async () => {
    const theirs = await create('Harbour key', LIVE_PREFIX, otherToken);
    const sandboxKey = await create('Our sandbox key', SANDBOX_PREFIX);
    const cases = [
      [LIVE_PREFIX, theirs.id],
      [LIVE_PREFIX, sandboxKey.id],
    ] as const;
    for (const [prefix, id] of cases) {
      const before = row(id);
      for (const [method, path] of [['POST', '/deactivate'], ['POST', '/re-activate'], ['DELETE', '']] as const) {
        const res = await call(method, `${prefix}/api-key/${id}${path}`);
        expect(res.statusCode, `${method} ${path}`).toBe(404);
        expect(res.json().error.message).toBe('No API key with this id');
      }
      expect(row(id)).toEqual(before);
    }
  });
});

describe('SDK token', () => {
  it('answers a token naming the publisher and partition, valid 15 minutes on the virtual clock', async () => {
    const res = await call('POST', `${SANDBOX_PREFIX}/api-key/sdk/token`);
    expect(res.statusCode, res.body).toBe(200);
    const { token: sdk, expiresOn } = sdkTokenSchema.parse(res.json());
    expect(expiresOn).toBe(Math.floor((app.deps.clock.now() + 15 * 60_000) / 1000) * 1000);
    expect(verifySdkToken(app.deps, sdk)).toEqual({ publisherId: northwind.publisherId, env: 'sandbox' });

    const [head, body, sig] = sdk.split('.');
    const claims = JSON.parse(Buffer.from(body!, 'base64url').toString()) as Record<string, unknown>;
    const forged = `${head}.${Buffer.from(JSON.stringify({ ...claims, pid: harbour.publisherId })).toString('base64url')}.${sig}`;
    expect(verifySdkToken(app.deps, forged)).toBeNull();
    expect(verifySdkToken(app.deps, `${sdk}x`)).toBeNull();
    expect(verifySdkToken(app.deps, 'not.a.token')).toBeNull();

    // It opens no private call.
    expect((await app.inject({ method: 'GET', url: `${SANDBOX_PREFIX}/cashback-ledger`, headers: bearer(sdk) })).statusCode).toBe(401);

    app.deps.clock.set(expiresOn - 1);
    expect(verifySdkToken(app.deps, sdk)).not.toBeNull();
    app.deps.clock.set(expiresOn);
    expect(verifySdkToken(app.deps, sdk)).toBeNull();
  });
});
