import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type EndpointDef, LIVE_PREFIX, SANDBOX_PREFIX, envsFor, prefixFor, registry } from '@cashloop/shared';
import { bearer, createTestApp, demoAccounts, signIn } from '../../test/helpers';

/** Issue 46 item 1: a sandbox-only publisher has no live partition (decision 0039). */
const SANDBOX_ONLY = 'dev.lead@pixelperks.example.com';

/**
 * Calls a sandbox-only publisher may still make on the live prefix: identity and account rows, shared by both
 * partitions. Written out here, not read from the contract, so a new endpoint is refused until someone decides.
 */
const ACCOUNT_CALLS = new Set([
  'user.me', 'user.updateDetails', 'user.updatePassword',
  'publisher.get', 'publisher.activateCardlytics', 'publisher.changeCardlytics',
  'publisher.users', 'publisher.inviteUser', 'publisher.sendUserReset', 'publisher.deleteUser',
]);
/** Calls the spec's client sends to the main (live) host whatever its apiType: served from the sandbox partition. */
const MAIN_HOST_CALLS = new Set([
  'settlements.list', 'settlements.forProgramOffer', 'settlements.upload', 'settlements.template',
  'settlements.markSent', 'settlements.markReceived', 'settlements.download',
]);

const privateOnLive = registry.filter((def) => !def.public && !def.absolute && envsFor(def).includes('live'));
const fill = (path: string) => path.replace(/:[A-Za-z0-9_]+/g, 'id_does_not_exist');
const call = (def: EndpointDef, prefix: string, token: string) =>
  app.inject({ method: def.method, url: prefix + fill(def.path), headers: bearer(token), payload: def.method === 'GET' ? undefined : {} });

let app: FastifyInstance;
let token: string;

beforeAll(async () => {
  app = await createTestApp();
  token = await signIn(app, SANDBOX_ONLY);
});
afterAll(async () => {
  await app.close();
});

describe('a sandbox-only publisher on the live prefix', () => {
  it.each(privateOnLive.filter((def) => !ACCOUNT_CALLS.has(def.id) && !MAIN_HOST_CALLS.has(def.id)).map((def) => [def.id, def] as const))(
    '%s answers 403 saying the account is sandbox-only',
    async (_, def) => {
      const res = await call(def, LIVE_PREFIX, token);
      expect(res.statusCode, res.body).toBe(403);
      expect(res.json().error.message).toMatch(/sandbox-only/);
    },
  );

  it.each(privateOnLive.filter((def) => ACCOUNT_CALLS.has(def.id) || MAIN_HOST_CALLS.has(def.id)).map((def) => [def.id, def] as const))(
    '%s is still served',
    async (_, def) => {
      const res = await call(def, prefixFor(def, 'live'), token);
      expect(res.statusCode, res.body).not.toBe(403);
      expect(res.statusCode, res.body).toBeLessThan(500);
    },
  );

  it('still signs in and reads its user', async () => {
    const res = await app.inject({ method: 'GET', url: `${LIVE_PREFIX}/user`, headers: bearer(token) });
    expect(res.statusCode).toBe(200);
    expect(res.json().publisher.sandboxOnly).toBe(true);
  });

  it('cannot make a live API key, and its settlement calls reach only its sandbox rows', async () => {
    const key = await app.inject({ method: 'POST', url: `${LIVE_PREFIX}/api-key`, headers: bearer(token), payload: { apiKeyName: 'live try' } });
    expect(key.statusCode).toBe(403);
    const live = await app.inject({ method: 'GET', url: `${LIVE_PREFIX}/bring-your-own-offer-fulfillment?page=0&size=100`, headers: bearer(token) });
    const sandbox = await app.inject({ method: 'GET', url: `${SANDBOX_PREFIX}/bring-your-own-offer-fulfillment?page=0&size=100`, headers: bearer(token) });
    expect(live.statusCode).toBe(200);
    expect(sandbox.json().totalElements).toBeGreaterThan(0);
    expect(live.json()).toEqual(sandbox.json());
  });
});

describe('a sandbox-only publisher on the sandbox prefix', () => {
  it.each(registry.filter((def) => !def.public && !def.absolute && !def.liveOnly && def.method === 'GET' && !def.path.includes(':')).map((def) => [def.id, def] as const))(
    '%s is served',
    async (_, def) => {
      const res = await call(def, SANDBOX_PREFIX, token);
      expect(res.statusCode, res.body).toBe(200);
    },
  );

  it('can still make a sandbox API key', async () => {
    const res = await app.inject({ method: 'POST', url: `${SANDBOX_PREFIX}/api-key`, headers: bearer(token), payload: { apiKeyName: 'sandbox key' } });
    expect(res.statusCode, res.body).toBe(200);
  });
});

describe('a publisher with a live partition', () => {
  it('is not refused on the live prefix', async () => {
    const northwind = await signIn(app, demoAccounts().find((a) => a.publisherId === 'pub_northwind' && a.totpSecret)!.email);
    const res = await app.inject({ method: 'GET', url: `${LIVE_PREFIX}/api-key`, headers: bearer(northwind) });
    expect(res.statusCode).toBe(200);
  });

  it('is refused on its next call once it becomes sandbox-only, and served again once it is not (the flag is read afresh)', async () => {
    const northwind = await signIn(app, demoAccounts().find((a) => a.publisherId === 'pub_northwind' && a.totpSecret)!.email);
    const keys = () => app.inject({ method: 'GET', url: `${LIVE_PREFIX}/api-key`, headers: bearer(northwind) });
    const flag = (on: 0 | 1) => app.deps.data.sqlite.prepare('UPDATE publishers SET sandbox_only = ? WHERE id = ?').run(on, 'pub_northwind');
    expect((await keys()).statusCode).toBe(200);
    flag(1);
    try {
      const refused = await keys();
      expect(refused.statusCode).toBe(403);
      expect(refused.json().error.message).toMatch(/sandbox-only/);
    } finally {
      flag(0);
    }
    expect((await keys()).statusCode).toBe(200);
  });
});

