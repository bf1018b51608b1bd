import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LIVE_PREFIX } from '@cashloop/shared';
import { bearer, createTestApp, demoAccount, signIn } from '../../test/helpers';

const DEV_CLIENT = 'http://localhost:5174';
const preflight = (app: FastifyInstance, url: string, origin: string, method = 'POST') =>
  app.inject({
    method: 'OPTIONS',
    url,
    headers: {
      origin,
      'access-control-request-method': method,
      'access-control-request-headers': 'authorization,content-type,x-mock-session,x-mock-delay,x-mock-status,x-api-key',
    },
  });

describe('cross-origin calls while the control plane is on', () => {
  let app: FastifyInstance;
  let token: string;
  beforeAll(async () => {
    app = await createTestApp();
    token = await signIn(app, demoAccount().email);
  });
  afterAll(async () => {
    await app.close();
  });

  it('answers a preflight from any origin with the headers and methods a client sends', async () => {
    for (const url of [`${LIVE_PREFIX}/activated-offer/offer/delete/po_1`, '/__mock/reset']) {
      const res = await preflight(app, url, DEV_CLIENT, 'DELETE');
      expect(res.statusCode, url).toBe(204);
      expect(res.headers['access-control-allow-origin']).toBe(DEV_CLIENT);
      const headers = String(res.headers['access-control-allow-headers']).split(/,\s*/);
      for (const h of ['authorization', 'content-type', 'x-mock-session', 'x-mock-delay', 'x-mock-status', 'x-api-key']) {
        expect(headers).toContain(h);
      }
      expect(String(res.headers['access-control-allow-methods'])).toContain('DELETE');
    }
  });

  it('sends the CORS headers on API answers, errors included, and exposes content-disposition', async () => {
    const ok = await app.inject({ method: 'GET', url: `${LIVE_PREFIX}/user`, headers: { ...bearer(token), origin: DEV_CLIENT } });
    expect(ok.statusCode).toBe(200);
    expect(ok.headers['access-control-allow-origin']).toBe(DEV_CLIENT);
    expect(String(ok.headers['access-control-expose-headers'])).toContain('content-disposition');
    const denied = await app.inject({ method: 'GET', url: `${LIVE_PREFIX}/user`, headers: { origin: DEV_CLIENT } });
    expect(denied.statusCode).toBe(401);
    expect(denied.headers['access-control-allow-origin']).toBe(DEV_CLIENT);
  });

  it('sends them on the control plane too', async () => {
    const res = await app.inject({ method: 'GET', url: '/__mock/clock', headers: { origin: 'https://qa.example.org' } });
    expect(res.statusCode).toBe(200);
    expect(res.headers['access-control-allow-origin']).toBe('https://qa.example.org');
  });

  it("lets another origin's pages show our files (resource policy cross-origin)", async () => {
    const res = await app.inject({ method: 'GET', url: '/healthz' });
    expect(res.headers['cross-origin-resource-policy']).toBe('cross-origin');
  });
});

describe('cross-origin calls with the control plane off', () => {
  let app: FastifyInstance;
  let token: string;
  beforeAll(async () => {
    app = await createTestApp({ config: { controlPlane: false, corsOrigins: ['https://app.example.com'] } });
    token = await signIn(app, demoAccount().email);
  });
  afterAll(async () => {
    await app.close();
  });

  it('serves only the origins of CORS_ORIGINS', async () => {
    const listed = await preflight(app, `${LIVE_PREFIX}/user`, 'https://app.example.com', 'GET');
    expect(listed.statusCode).toBe(204);
    expect(listed.headers['access-control-allow-origin']).toBe('https://app.example.com');
    const call = await app.inject({ method: 'GET', url: `${LIVE_PREFIX}/user`, headers: { ...bearer(token), origin: 'https://app.example.com' } });
    expect(call.headers['access-control-allow-origin']).toBe('https://app.example.com');

    const other = await preflight(app, `${LIVE_PREFIX}/user`, 'https://evil.example.net', 'GET');
    expect(other.headers['access-control-allow-origin']).toBeUndefined();
    const otherCall = await app.inject({ method: 'GET', url: `${LIVE_PREFIX}/user`, headers: { ...bearer(token), origin: 'https://evil.example.net' } });
    expect(otherCall.headers['access-control-allow-origin']).toBeUndefined();
  });
});
